import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { rm } from 'node:fs/promises';
import { DuplicateKeyError } from '../src/errors/index.js';
import { openDocumentStore, type Doc, type IndexSpec } from '../src/store/index.js';
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

describe('removed documents leave the file on close', () => {
  it('holds no byte of them (ids, index keys), and every live document, index and claim reopens', async () => {
    const dir = join(dataDir, 'erasure');
    const openHere = () => openDocumentStore({ database: 'erasure', dataDir: dir });
    type Row = Doc & { org_id: string; n: number; email: string };
    const indexes: IndexSpec[] = [
      { fields: { org_id: 1, n: -1 } },
      { fields: { email: 1 }, unique: true },
    ];
    // Enough documents for branch pages, the erased organisation's between the kept one's: its
    // keys then separate the kept ones in the tree (where a page-level copy kept them).
    const rows: Row[] = Array.from({ length: 3000 }, (_, n) => {
      const org = n % 3 === 0 ? 'gone-org-7f3a' : 'kept-org';
      return {
        _id: `${org}:${String(n).padStart(5, '0')}`,
        org_id: org,
        n,
        email: `${org}-${n}@example.test`,
      };
    });
    let store = await openHere();
    let c = await store.collection<Row>('rows', indexes);
    for (const row of rows) await c.insertOne(row);
    expect(await c.deleteMany({ org_id: 'gone-org-7f3a' })).toBe(1000);
    await store.close();

    const bytes = await readFile(join(dir, 'store', 'winzmail.mdb'));
    expect(bytes.includes(Buffer.from('gone-org-7f3a'))).toBe(false);
    expect(bytes.includes(Buffer.from('kept-org'))).toBe(true);

    store = await openHere();
    c = await store.collection<Row>('rows', indexes);
    try {
      expect(await c.count({ org_id: 'kept-org' })).toBe(2000);
      expect(await c.count({ org_id: 'gone-org-7f3a' })).toBe(0);
      const page = await c.find({ org_id: 'kept-org' }, { sort: { n: -1 }, limit: 2 });
      expect(page.map((r) => r.n)).toEqual([2999, 2998]);
      expect(await c.findOne({ _id: 'kept-org:00001' })).toMatchObject({
        email: 'kept-org-1@example.test',
      });
      await expect(
        c.insertOne({ _id: 'other', org_id: 'kept-org', n: -1, email: 'kept-org-1@example.test' }),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      // An erased document's unique value is free again.
      await c.insertOne({
        _id: 'again',
        org_id: 'kept-org',
        n: -2,
        email: 'gone-org-7f3a-0@example.test',
      });
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
