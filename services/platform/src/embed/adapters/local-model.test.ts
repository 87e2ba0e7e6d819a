import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { describeUnlessWaived } from '@winzmail/testing';
import {
  DEFAULT_LOCAL_MODEL_DIR,
  embedQueries,
  localModelDir,
  localModelPresent,
  openEmbedder,
} from '../index.js';
import { PROFILE_FILE, readModelProfile } from './local-model.js';

const cos = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * b[i]!, 0);
const present = await localModelPresent(DEFAULT_LOCAL_MODEL_DIR);

describe('openEmbedder without an API', () => {
  it('falls back to the lexical embedder when no model files are present', async () => {
    const e = await openEmbedder({ localModelDir: '/nonexistent/model' });
    expect(e.id).toBe('lexical-hash-384');
  });

  it('refuses an explicitly requested local model that is missing', async () => {
    await expect(
      openEmbedder({ provider: 'local', localModelDir: '/nonexistent/model' }),
    ).rejects.toThrow(/no local embedding model/);
  });
});

// No waiver: CI fetches the model (scripts/fetch-embedding-model.sh), so a skip there fails.
describeUnlessWaived(present, '', 'LocalModelEmbedder (all-MiniLM-L6-v2, offline)', () => {
  it('loads from local files and embeds by meaning, not only by shared words', async () => {
    const e = await openEmbedder({ localModelDir: DEFAULT_LOCAL_MODEL_DIR });
    expect(e.id).toBe('local:all-MiniLM-L6-v2');
    expect(e.dims).toBe(384);
    const [cat, feline, stocks] = await e.embed([
      'The cat sits on the mat',
      'A feline rests on a rug',
      'Stock markets fell sharply today',
    ]);
    expect(Math.hypot(...cat!)).toBeCloseTo(1, 5);
    expect(cos(cat!, feline!)).toBeGreaterThan(cos(cat!, stocks!) + 0.3);
    await e.close?.();
  }, 60_000);
});

/** A model directory that shares MiniLM's files but carries its own profile. */
async function profiledCopy(root: string, name: string, profile: object): Promise<string> {
  const dir = join(root, name);
  await mkdir(join(dir, 'onnx'), { recursive: true });
  for (const f of ['config.json', 'tokenizer.json', 'tokenizer_config.json', 'onnx/model.onnx'])
    await symlink(join(DEFAULT_LOCAL_MODEL_DIR, f), join(dir, f));
  await writeFile(join(dir, PROFILE_FILE), JSON.stringify(profile));
  return dir;
}

describe('model profiles', () => {
  let root = '';
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'winzmail-profile-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('defaults to mean pooling without prefixes, and refuses a malformed profile', async () => {
    expect(await readModelProfile(root)).toEqual({
      pooling: 'mean',
      queryPrefix: '',
      passagePrefix: '',
    });
    const bad = join(root, 'bad');
    await mkdir(bad);
    await writeFile(join(bad, PROFILE_FILE), JSON.stringify({ pooling: 'max' }));
    await expect(readModelProfile(bad)).rejects.toThrow(/pooling must be/);
    await writeFile(join(bad, PROFILE_FILE), JSON.stringify({ queryPrefix: 3 }));
    await expect(readModelProfile(bad)).rejects.toThrow(/queryPrefix must be a string/);
    await writeFile(join(bad, PROFILE_FILE), JSON.stringify({ languages: 'de' }));
    await expect(readModelProfile(bad)).rejects.toThrow(/languages must be "en" or "multi"/);
  });

  it('reads the declared languages', async () => {
    const dir = join(root, 'multi');
    await mkdir(dir);
    await writeFile(join(dir, PROFILE_FILE), JSON.stringify({ languages: 'multi' }));
    expect((await readModelProfile(dir)).languages).toBe('multi');
  });

  it('reads CLS pooling from a sentence-transformers pooling config', async () => {
    const dir = join(root, 'st');
    await mkdir(join(dir, '1_Pooling'), { recursive: true });
    await writeFile(
      join(dir, '1_Pooling', 'config.json'),
      JSON.stringify({ pooling_mode_cls_token: true, pooling_mode_mean_tokens: false }),
    );
    expect((await readModelProfile(dir)).pooling).toBe('cls');
  });

  it('names the known model directories and takes anything else as a directory', () => {
    expect(localModelDir('minilm')).toBe(DEFAULT_LOCAL_MODEL_DIR);
    expect(localModelDir('multilingual')).toMatch(/models\/multilingual-e5-small$/);
    expect(localModelDir('/srv/models/labse')).toBe('/srv/models/labse');
  });
});

describeUnlessWaived(present, '', 'LocalModelEmbedder profiles (all-MiniLM-L6-v2 files)', () => {
  let root = '';
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'winzmail-profiled-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('puts the query prefix before queries and the passage prefix before passages', async () => {
    const dir = await profiledCopy(root, 'prefixed', {
      queryPrefix: 'query: ',
      passagePrefix: 'passage: ',
    });
    const prefixed = await openEmbedder({ provider: 'local', localModelDir: dir });
    const plain = await openEmbedder({ provider: 'local', localModelDir: DEFAULT_LOCAL_MODEL_DIR });
    const text = 'How do I reset my password?';
    const [q] = await embedQueries(prefixed, [text]);
    const [p] = await prefixed.embed([text]);
    const [qRef, pRef] = await plain.embed([`query: ${text}`, `passage: ${text}`]);
    expect(cos(q!, qRef!)).toBeCloseTo(1, 5);
    expect(cos(p!, pRef!)).toBeCloseTo(1, 5);
    expect(cos(q!, p!)).toBeLessThan(0.999);
    // Without a profile the query form is the passage form.
    const [plainQ] = await embedQueries(plain, [text]);
    const [plainP] = await plain.embed([text]);
    expect(cos(plainQ!, plainP!)).toBeCloseTo(1, 5);
    await Promise.all([prefixed.close?.(), plain.close?.()]);
  }, 60_000);

  it('pools by the CLS token when the profile says so', async () => {
    const dir = await profiledCopy(root, 'cls', { pooling: 'cls' });
    const cls = await openEmbedder({ provider: 'local', localModelDir: dir });
    const mean = await openEmbedder({ provider: 'local', localModelDir: DEFAULT_LOCAL_MODEL_DIR });
    const text = 'Parcels to Germany take four to seven days.';
    const [c] = await cls.embed([text]);
    const [m] = await mean.embed([text]);
    expect(Math.hypot(...c!)).toBeCloseTo(1, 5);
    expect(cos(c!, m!)).toBeLessThan(0.99);
    await Promise.all([cls.close?.(), mean.close?.()]);
  }, 60_000);
});
