// Document store, two parts. Prints figures; asserts nothing.
// 1. Inserts/s and indexed finds/s (findOne on a unique field, and by _id), one awaited call at a
//    time as a request handler makes them, through the embedded store and, when MONGODB_URL is
//    set, our MongoDB adapter next to the raw driver in the same run (OPS=3000 FINDS=1000; OPS=0
//    skips it).
// 2. At scale (issue 27): at each of SIZES documents (default 1000,10000; add 100000), the same
//    mail documents with mail-sync's `emails` indexes in our embedded store (through the
//    DocumentStore port) and in embedded peer engines (bench/store-engines.ts; ENGINES to choose):
//    insert rate, the outbox relay's `$exists` scan, the Inbox page (org filter, created_at desc,
//    limit 50, at skip 0 and deep), counts by org and by org + status, reopening, and memory after
//    the load. Each engine and size runs in its own child process (so memory is its own).
//   npx tsx bench/store.ts        SIZES=1000,10000,100000 ENGINES=ours,lmdb
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import type { Doc } from '../services/platform/src/store/index.js';
import { openDocumentStore } from '../services/platform/src/store/index.js';

import { runScale, scaleChild } from './store-scale.js';

if (process.env.BENCH_STORE_CHILD) {
  await scaleChild();
  process.exit(0);
}

const OPS = Number(process.env.OPS ?? 3000);
const FINDS = Math.min(OPS, Number(process.env.FINDS ?? 1000));
const run = `bench_${Date.now().toString(36)}`;

interface Mail extends Doc {
  org_id: string;
  message_id: string;
  subject: string;
  status: string;
  received_at: string;
}

const doc = (i: number): Mail => ({
  _id: `m${i}`,
  org_id: `org-${i % 20}`,
  message_id: `<${i}@example.test>`,
  subject: `Question number ${i} about an order`,
  status: 'pending',
  received_at: new Date(1_700_000_000_000 + i * 1000).toISOString(),
});

/** What is measured: insert every doc, then find by its unique message_id and by _id. */
interface Subject {
  insert(d: Mail): Promise<void>;
  find(messageId: string): Promise<unknown>;
  findById(id: string): Promise<unknown>;
  close(): Promise<void>;
}

interface Figures {
  inserts: number;
  finds: number;
  byId: number;
}

async function perSecond(n: number, op: (i: number) => Promise<unknown>): Promise<number> {
  const t = performance.now();
  for (let i = 0; i < n; i++) {
    if ((await op((i * 7919) % OPS)) === null) throw new Error('bench document missing');
  }
  return n / ((performance.now() - t) / 1000);
}

async function measure(subject: Subject): Promise<Figures> {
  const inserts = await perSecond(OPS, (i) => subject.insert(doc(i)).then(() => true));
  const finds = await perSecond(FINDS, (i) => subject.find(`<${i}@example.test>`));
  const byId = await perSecond(FINDS, (i) => subject.findById(`m${i}`));
  await subject.close();
  return { inserts, finds, byId };
}

const UNIQUE = { fields: { message_id: 1 as const }, unique: true };

async function adapterSubject(open: () => ReturnType<typeof openDocumentStore>): Promise<Subject> {
  const store = await open();
  const mails = await store.collection<Mail>(`${run}_adapter`, [UNIQUE]);
  return {
    insert: (d) => mails.insertOne(d),
    find: (messageId) => mails.findOne({ message_id: messageId }),
    findById: (id) => mails.findOne({ _id: id }),
    close: () => store.close(),
  };
}

async function rawMongoSubject(url: string, database: string): Promise<Subject> {
  const client = await MongoClient.connect(url);
  const mails = client.db(database).collection<Mail>(`${run}_raw`);
  await mails.createIndex({ message_id: 1 }, { unique: true });
  return {
    insert: async (d) => {
      await mails.insertOne(d);
    },
    find: (messageId) => mails.findOne({ message_id: messageId }),
    findById: (id) => mails.findOne({ _id: id }),
    close: () => client.close(),
  };
}

const row = (name: string, r: Figures): string =>
  `${name.padEnd(24)} ${[r.inserts, r.finds, r.byId].map((n) => Math.round(n).toString().padStart(12)).join(' ')}`;

if (OPS > 0) await classic();
await runScale();

async function classic(): Promise<void> {
  console.log(`${OPS} inserts, ${FINDS} finds of each kind, one awaited call at a time`);
  console.log(
    `${'store'.padEnd(24)} ${['inserts/s', 'unique idx/s', '_id finds/s'].map((h) => h.padStart(12)).join(' ')}`,
  );

  const dataDir = await mkdtemp(join(tmpdir(), 'winzmail-bench-store-'));
  try {
    console.log(
      row(
        'embedded (nedb)',
        await measure(
          await adapterSubject(() => openDocumentStore({ database: 'bench', dataDir })),
        ),
      ),
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  const url = process.env.MONGODB_URL;
  if (url) {
    const database = `winzmail-bench-${Date.now().toString(36)}`;
    try {
      console.log(
        row(
          'MongoDB, our adapter',
          await measure(
            await adapterSubject(() => openDocumentStore({ mongoUrl: url, database, dataDir })),
          ),
        ),
      );
      console.log(row('MongoDB, raw driver', await measure(await rawMongoSubject(url, database))));
      const info = await MongoClient.connect(url).then(async (c) => {
        const build = await c.db('admin').command({ buildInfo: 1 });
        await c.db(database).dropDatabase();
        await c.close();
        return build;
      });
      if (info.ferretdbVersion)
        console.log(
          `  (server: FerretDB ${String(info.ferretdbVersion)}, MongoDB wire protocol ${String(info.version)})`,
        );
    } catch (err) {
      console.log(`MongoDB: failed: ${(err as Error).message}`);
    }
  } else {
    console.log('MongoDB: skipped (no MONGODB_URL; start tests/infra/up)');
  }
}
