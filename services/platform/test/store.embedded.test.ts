import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { rm } from 'node:fs/promises';
import { DuplicateKeyError } from '../src/errors/index.js';
import { openDocumentStore, type Doc } from '../src/store/index.js';
import { runDocumentStoreContract } from './contracts/store.contract.js';

const dataDir = await mkdtemp(join(tmpdir(), 'winzmail-store-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const open = () => openDocumentStore({ database: 'contract', dataDir });

runDocumentStoreContract('embedded (LMDB)', open, {});

describe('embedded store files', () => {
  it('keeps every collection in one LMDB file under <dataDir>/store', async () => {
    const store = await open();
    const c = await store.collection('files_check');
    await c.insertOne({ _id: 'x' });
    await store.close();
    expect(await readdir(join(dataDir, 'store'))).toContain('winzmail.mdb');
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

describe('data an earlier version wrote (nedb datafiles)', () => {
  it('opens: the live documents move into LMDB with their indexes, the file is kept aside', async () => {
    const dir = join(dataDir, 'legacy');
    const file = join(dir, 'store', 'emails.db');
    // What the nedb adapter left: a log where later lines replace earlier ones, a deletion,
    // dates as {$$date}, an index line, and a last line torn by a crash.
    const at = new Date('2026-03-04T05:06:07.000Z');
    const lines = [
      { $$indexCreated: { fieldName: 'message_id', unique: true } },
      {
        _id: 'e1',
        org_id: 'o1',
        message_id: 'm1',
        status: 'pending',
        at: { $$date: at.getTime() },
      },
      { _id: 'e2', org_id: 'o1', message_id: 'm2', status: 'pending' },
      { _id: 'e3', org_id: 'o2', message_id: 'm3', status: 'pending' },
      { _id: 'e1', org_id: 'o1', message_id: 'm1', status: 'sent', at: { $$date: at.getTime() } },
      { _id: 'e2', $$deleted: true },
      // nedb refuses a file more than 10 % corrupt: enough lines that one torn line is not.
      ...Array.from({ length: 20 }, (_, i) => ({
        _id: `f${i}`,
        org_id: 'o3',
        message_id: `f${i}`,
      })),
    ];
    await mkdir(join(dir, 'store'), { recursive: true });
    await writeFile(file, `${lines.map((l) => JSON.stringify(l)).join('\n')}\n{"_id":"e4","org`);
    const store = await openDocumentStore({ database: 'legacy', dataDir: dir });
    try {
      const emails = await store.collection<Doc & { org_id: string; message_id: string }>(
        'emails',
        [{ fields: { message_id: 1 }, unique: true }, { fields: { org_id: 1 } }],
      );
      expect(await emails.find({ org_id: { $in: ['o1', 'o2'] } }, { sort: { _id: 1 } })).toEqual([
        { _id: 'e1', org_id: 'o1', message_id: 'm1', status: 'sent', at },
        { _id: 'e3', org_id: 'o2', message_id: 'm3', status: 'pending' },
      ]);
      expect(await emails.count({ org_id: 'o1' })).toBe(1);
      await expect(
        emails.insertOne({ _id: 'e5', org_id: 'o1', message_id: 'm3' }),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await readdir(join(dir, 'store'))).toEqual(
        expect.arrayContaining(['emails.db.migrated', 'winzmail.mdb']),
      );
      expect(await readdir(join(dir, 'store'))).not.toContain('emails.db');
    } finally {
      await store.close();
    }
    // Opened again: from LMDB, the kept file is not read twice.
    const again = await openDocumentStore({ database: 'legacy', dataDir: dir });
    try {
      expect(await (await again.collection('emails')).count({})).toBe(22);
    } finally {
      await again.close();
    }
  });
});
