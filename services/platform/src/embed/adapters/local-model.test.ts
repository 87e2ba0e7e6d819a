import { describe, expect, it } from '@jest/globals';
import { describeUnlessWaived } from '../../../test/support/waivers.js';
import { DEFAULT_LOCAL_MODEL_DIR, openEmbedder } from '../index.js';
import { findLocalModel } from './local-model.js';

const cos = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * b[i]!, 0);
const present = (await findLocalModel(DEFAULT_LOCAL_MODEL_DIR)) !== null;

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
