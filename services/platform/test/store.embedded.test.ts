import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { rm } from 'node:fs/promises';
import { openDocumentStore } from '../src/store/index.js';
import { runDocumentStoreContract } from './contracts/store.contract.js';

const dataDir = await mkdtemp(join(tmpdir(), 'winzmail-store-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const open = () => openDocumentStore({ database: 'contract', dataDir });

runDocumentStoreContract('embedded (nedb)', open, {});

describe('embedded store files', () => {
  it('keeps one datafile per collection under <dataDir>/store', async () => {
    const store = await open();
    const c = await store.collection('files_check');
    await c.insertOne({ _id: 'x' });
    await store.close();
    expect(await readdir(join(dataDir, 'store'))).toContain('files_check.db');
  });

  it('refuses a collection name that could leave the directory', async () => {
    const store = await open();
    try {
      await expect(store.collection('../escape')).rejects.toThrow(/invalid collection name/);
      await expect(store.collection('a/b')).rejects.toThrow(/invalid collection name/);
    } finally {
      await store.close();
    }
  });
});
