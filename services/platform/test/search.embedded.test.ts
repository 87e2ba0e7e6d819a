import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@winzmail/testing';
import { openSearchIndex } from '../src/search/index.js';
import { MemoryIndex } from '../src/search/adapters/memory/memory-index.js';
import { CONTRACT_DIMS, runSearchIndexContract } from './contracts/search.contract.js';

const dataDir = await mkdtemp(join(tmpdir(), 'winzmail-search-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

runSearchIndexContract('in-process', () => openSearchIndex({ dims: CONTRACT_DIMS, dataDir }));

describe('in-process index snapshots', () => {
  const vector = [1, 0, 0, 0, 0, 0, 0, 0];
  const chunk = {
    id: 'c',
    orgId: 'org-snap',
    documentId: 'd',
    filename: 'f',
    heading: 'h',
    text: 'snapshot words',
    vector,
  };

  it('writes one snapshot file per organisation after a change, without waiting for close', async () => {
    const dir = join(dataDir, 'debounce');
    const index = await MemoryIndex.open({ dims: CONTRACT_DIMS, dir, flushDelayMs: 20 });
    await index.upsert([chunk, { ...chunk, orgId: 'org-two' }]);
    const snapshots = async () => (await readdir(dir)).filter((f) => f.endsWith('.idx'));
    await eventually('a snapshot file per organisation', snapshots, (files) => files.length === 2);
    expect(await snapshots()).toHaveLength(2);
    // A second instance (as after a crash: the first was never closed) sees the data.
    const again = await MemoryIndex.open({ dims: CONTRACT_DIMS, dir });
    expect(
      (await again.search('org-snap', { text: 'snapshot', vector, k: 1 })).map((h) => h.chunkId),
    ).toEqual(['c']);
    await index.close();
    await again.close();
  });

  it('starts an organisation empty when its snapshot has other dimensions (embedder changed)', async () => {
    const dir = join(dataDir, 'dims');
    const first = await MemoryIndex.open({ dims: CONTRACT_DIMS, dir });
    await first.upsert([chunk]);
    await first.close();
    const second = await MemoryIndex.open({ dims: 4, dir });
    expect(
      await second.search('org-snap', { text: 'snapshot', vector: [1, 0, 0, 0], k: 1 }),
    ).toEqual([]);
    await second.close();
  });

  it('reads a version 2 snapshot (plain words) and rebuilds its postings with stems', async () => {
    const dir = join(dataDir, 'v2');
    await mkdir(dir, { recursive: true });
    const row = {
      id: 'old',
      documentId: 'd',
      filename: 'f',
      heading: 'h',
      text: 'Passwords are hashed',
    };
    const header = Buffer.from(
      JSON.stringify({ dims: CONTRACT_DIMS, rows: [row], terms: [], fields: 3, postings: 0 }),
    );
    const length = Buffer.alloc(4);
    length.writeUInt32LE(header.length);
    const f32 = (a: number[]) => Buffer.from(new Float32Array(a).buffer);
    await writeFile(join(dir, `${Buffer.from('org-v2').toString('base64url')}.idx`), [
      Buffer.from('WZSEARCH2\n'),
      length,
      header,
      f32(vector), // the one row's vector
      f32([3]), // text, heading and filename lengths
      f32([1]),
      f32([1]),
      Buffer.from(new Uint32Array([0]).buffer), // offsets of zero terms
    ]);
    const index = await MemoryIndex.open({ dims: CONTRACT_DIMS, dir });
    const hits = await index.search('org-v2', { text: 'password', vector: [], k: 1 });
    expect(hits.map((h) => [h.chunkId, h.text])).toEqual([['old', 'Passwords are hashed']]);
    await index.close();
  });
});
