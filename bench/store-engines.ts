// The engines bench/store.ts compares at 1k–100k documents: our DocumentStore port (the embedded
// adapter, on LMDB since issue 27; run the bench at an earlier commit for nedb) and embedded peer engines (SQLite through better-sqlite3 and through sql.js,
// LMDB through lmdb), each holding the same mail documents and answering the same questions
// with the indexes mail-sync declares for its `emails` collection.
// The peers are what an adapter on that engine would do, written plainly for the bench: the whole
// document as JSON (SQLite) or msgpack (LMDB) and one index per declared IndexSpec, maintained in
// the same write. Not a store: no Mongo matching rules, no updates.
import { join } from 'node:path';
import type { Doc, IndexSpec } from '../services/platform/src/store/index.js';
import { openDocumentStore } from '../services/platform/src/store/index.js';
import { OUTBOX_INDEX, PENDING } from '../services/platform/src/outbox/index.js';

/** A mail-sync email as the bench makes it (EmailDoc's fields that queries touch, a body). */
export interface ScaleMail extends Doc {
  org_id: string;
  mailbox_id: string;
  message_id: string;
  thread_key: string;
  from_address: string;
  subject: string;
  body: string;
  status: string;
  created_at: string;
  outbox?: { topic: string; event: Record<string, string>; recorded_at: string }[];
  outbox_token?: string;
}

/** services/mail-sync/src/adapters/repositories.ts, the `emails` collection. */
export const EMAIL_INDEXES: IndexSpec[] = [
  { fields: { org_id: 1, created_at: -1 } },
  { fields: { org_id: 1, status: 1, created_at: -1 } },
  { fields: { mailbox_id: 1, from_address: 1 } },
  { fields: { mailbox_id: 1, thread_key: 1 } },
  OUTBOX_INDEX,
];

/** The measured questions, one awaited call at a time, as a request handler or the relay asks. */
export interface ScaleSubject {
  insert(d: ScaleMail): Promise<void>;
  /** The outbox relay's scan: `{outbox_token: {$exists: true}}`, limit 100; returns how many. */
  pending(limit: number): Promise<number>;
  pendingCount(): Promise<number>;
  /** The Inbox page: org (and status), sort created_at desc, _id desc; returns the _ids. */
  page(org: string, status: string | undefined, skip: number, limit: number): Promise<string[]>;
  count(org: string, status?: string): Promise<number>;
  /** Closes and opens again (what a restart costs); the time of the open is measured. */
  close(): Promise<void>;
  reopen(): Promise<void>;
}

export type EngineName = 'ours (LMDB)' | 'better-sqlite3' | 'sql.js' | 'lmdb';
export const ENGINES: EngineName[] = ['ours (LMDB)', 'better-sqlite3', 'sql.js', 'lmdb'];

export async function openEngine(name: EngineName, dir: string): Promise<ScaleSubject> {
  switch (name) {
    case 'ours (LMDB)':
      return ours(dir);
    case 'better-sqlite3':
      return betterSqlite(dir);
    case 'sql.js':
      return sqlJs();
    case 'lmdb':
      return lmdbSubject(dir);
  }
}

async function ours(dir: string): Promise<ScaleSubject> {
  const open = async () => {
    const store = await openDocumentStore({ database: 'bench', dataDir: dir });
    return { store, emails: await store.collection<ScaleMail>('emails', EMAIL_INDEXES) };
  };
  let { store, emails } = await open();
  const filter = (org: string, status?: string) =>
    status ? { org_id: org, status } : { org_id: org };
  return {
    insert: (d) => emails.insertOne(d),
    pending: async (limit) => (await emails.find(PENDING, { limit })).length,
    pendingCount: () => emails.count(PENDING),
    page: async (org, status, skip, limit) =>
      (
        await emails.find(filter(org, status), { sort: { created_at: -1, _id: -1 }, skip, limit })
      ).map((d) => d._id),
    count: (org, status) => emails.count(filter(org, status)),
    close: () => store.close(),
    reopen: async () => {
      ({ store, emails } = await open());
    },
  };
}

/** The SQL both SQLite peers run: the document as JSON text, expression indexes on its fields. */
interface Sql {
  run(sql: string, params?: (string | number)[]): void;
  all(sql: string, params?: (string | number)[]): Record<string, unknown>[];
}

const field = (f: string) => `json_extract(doc, '$.${f}')`;
const SQL_SCHEMA = [
  'CREATE TABLE IF NOT EXISTS emails (_id TEXT PRIMARY KEY, doc TEXT NOT NULL)',
  ...EMAIL_INDEXES.map((spec, i) => {
    const cols = Object.entries(spec.fields).map(
      ([f, dir]) => `${field(f)}${dir === -1 ? ' DESC' : ''}`,
    );
    // The outbox's index holds only the documents with events waiting (a partial index, what
    // `$exists: true` asks), so the relay's scan reads those and not the collection.
    const partial = spec === OUTBOX_INDEX ? ` WHERE ${field('outbox_token')} IS NOT NULL` : '';
    return `CREATE INDEX IF NOT EXISTS emails_${i} ON emails (${cols.join(', ')})${partial}`;
  }),
];

function sqlSubject(sql: Sql, close: () => void, reopen: () => Promise<Sql>): ScaleSubject {
  for (const s of SQL_SCHEMA) sql.run(s);
  const where = (status?: string) =>
    `${field('org_id')} = ?${status ? ` AND ${field('status')} = ?` : ''}`;
  const args = (org: string, status?: string) => (status ? [org, status] : [org]);
  return {
    insert: async (d) =>
      sql.run('INSERT INTO emails (_id, doc) VALUES (?, ?)', [d._id, JSON.stringify(d)]),
    pending: async (limit) =>
      sql
        .all(`SELECT doc FROM emails WHERE ${field('outbox_token')} IS NOT NULL LIMIT ?`, [limit])
        .map((r) => JSON.parse(r.doc as string) as ScaleMail).length,
    pendingCount: async () =>
      Number(
        sql.all(`SELECT count(*) AS n FROM emails WHERE ${field('outbox_token')} IS NOT NULL`)[0]
          ?.n,
      ),
    page: async (org, status, skip, limit) =>
      sql
        .all(
          `SELECT doc FROM emails WHERE ${where(status)}
           ORDER BY ${field('created_at')} DESC, _id DESC LIMIT ? OFFSET ?`,
          [...args(org, status), limit, skip],
        )
        .map((r) => (JSON.parse(r.doc as string) as ScaleMail)._id),
    count: async (org, status) =>
      Number(
        sql.all(`SELECT count(*) AS n FROM emails WHERE ${where(status)}`, args(org, status))[0]?.n,
      ),
    close: async () => close(),
    reopen: async () => {
      sql = await reopen();
    },
  };
}

/** SQLite as a native addon (compiled from source here: no prebuilt binary is reachable). */
async function betterSqlite(dir: string): Promise<ScaleSubject> {
  const { default: Database } = await import('better-sqlite3');
  const file = join(dir, 'emails.sqlite');
  let db: InstanceType<typeof Database>;
  const open = async (): Promise<Sql> => {
    db = new Database(file);
    // WAL without a sync per commit: like nedb's appends, durable against a crash of the
    // process, not of the machine.
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    const cache = new Map<string, ReturnType<typeof db.prepare>>();
    const stmt = (s: string) => cache.get(s) ?? cache.set(s, db.prepare(s)).get(s)!;
    return {
      run: (s, p = []) => void stmt(s).run(p),
      all: (s, p = []) => stmt(s).all(p) as Record<string, unknown>[],
    };
  };
  return sqlSubject(await open(), () => db.close(), open);
}

/** SQLite compiled to WebAssembly: in memory only (persisting means exporting the whole file). */
async function sqlJs(): Promise<ScaleSubject> {
  const { default: init } = await import('sql.js');
  const SQL = await init();
  let db = new SQL.Database();
  let image: Uint8Array | undefined;
  const wrap = (): Sql => {
    const cache = new Map<string, ReturnType<typeof db.prepare>>();
    const stmt = (s: string) => cache.get(s) ?? cache.set(s, db.prepare(s)).get(s)!;
    return {
      run: (s, p = []) => {
        const st = stmt(s);
        st.run(p);
      },
      all: (s, p = []) => {
        const st = stmt(s);
        st.bind(p);
        const rows: Record<string, unknown>[] = [];
        while (st.step()) rows.push(st.getAsObject());
        st.reset();
        return rows;
      },
    };
  };
  return sqlSubject(
    wrap(),
    () => {
      image = db.export(); // what saving it to a file would write, every time
      db.close();
    },
    async () => {
      db = new SQL.Database(image);
      return wrap();
    },
  );
}

/** LMDB: a B+tree key-value store; the documents by _id, and one ordered key per index entry. */
async function lmdbSubject(dir: string): Promise<ScaleSubject> {
  const { open } = await import('lmdb');
  const path = join(dir, 'emails.lmdb');
  const openAll = () => {
    // noSync: like nedb's appends and SQLite's synchronous=NORMAL, no fsync per commit.
    const root = open({ path, noSync: true });
    return {
      root,
      docs: root.openDB<ScaleMail, string>({ name: 'docs' }),
      idx: root.openDB<1, (string | number)[]>({ name: 'idx' }),
    };
  };
  let { root, docs, idx } = openAll();
  const keys = (d: ScaleMail): (string | number)[][] => [
    ['oc', d.org_id, d.created_at, d._id],
    ['osc', d.org_id, d.status, d.created_at, d._id],
    ['mf', d.mailbox_id, d.from_address, d._id],
    ['mt', d.mailbox_id, d.thread_key, d._id],
    ...(d.outbox_token === undefined ? [] : [['ob', d.outbox_token, d._id]]),
  ];
  const TOP = '\uffff';
  const orgRange = (org: string, status?: string) =>
    status
      ? { start: ['osc', org, status], end: ['osc', org, status, TOP] }
      : { start: ['oc', org], end: ['oc', org, TOP] };
  return {
    insert: async (d) => {
      await root.transaction(() => {
        if (docs.get(d._id) !== undefined) throw new Error(`duplicate key ${d._id}`);
        void docs.put(d._id, d);
        for (const k of keys(d)) void idx.put(k, 1);
      });
    },
    pending: async (limit) => {
      let n = 0;
      for (const { key } of idx.getRange({ start: ['ob'], end: ['ob', TOP], limit }))
        if (docs.get(String(key[2])) !== undefined) n++;
      return n;
    },
    pendingCount: async () => idx.getKeysCount({ start: ['ob'], end: ['ob', TOP] }),
    page: async (org, status, skip, limit) => {
      const r = orgRange(org, status);
      const out: string[] = [];
      // Descending: from the range's top down to its bottom.
      for (const { key } of idx.getRange({
        start: r.end,
        end: r.start,
        reverse: true,
        offset: skip,
        limit,
      })) {
        const id = String(key[key.length - 1]);
        const doc = docs.get(id);
        if (doc) out.push(doc._id);
      }
      return out;
    },
    count: async (org, status) => idx.getKeysCount(orgRange(org, status)),
    close: () => root.close(),
    reopen: async () => {
      ({ root, docs, idx } = openAll());
    },
  };
}
