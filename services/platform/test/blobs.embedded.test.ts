import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { openBlobStore } from '../src/blobs/index.js';
import { runBlobStoreContract } from './contracts/blobs.contract.js';

const dataDir = await mkdtemp(join(tmpdir(), 'winzmail-blobs-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

runBlobStoreContract('files', () => openBlobStore({ dataDir }));

describe('file blobs on disk', () => {
  it('keeps everything under <dataDir>/blobs and leaves no temp files or stale objects', async () => {
    const blobs = await openBlobStore({ dataDir });
    await blobs.put('o/d', Buffer.from('v1'), 'text/plain');
    await blobs.put('o/d', Buffer.from('v2'), 'text/plain');
    await blobs.close();
    expect(await readdir(join(dataDir, 'blobs', 'keys', 'o.d'))).toEqual(['d.json']);
    // Every object is referenced by a sidecar: the replaced version is gone.
    const objects = await readdir(join(dataDir, 'blobs', 'objects'));
    const sidecars = await readdir(join(dataDir, 'blobs', 'keys'), { recursive: true });
    expect(objects.length).toBe(sidecars.filter((f) => f.endsWith('.json')).length);
  });
});
