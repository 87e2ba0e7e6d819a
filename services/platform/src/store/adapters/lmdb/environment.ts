import { mkdirSync, rmSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { open, type Database, type RootDatabase } from 'lmdb';
import type { Key } from './keys.js';

/** What the store keeps per collection besides its documents. */
export interface CollectionMeta {
  indexes: Array<{
    name: string;
    fields: Record<string, 1 | -1>;
    unique: boolean;
    expireAfterSeconds?: number;
    multikey: boolean;
  }>;
}

/** One LMDB environment (a file) and its databases: documents, index entries, unique claims, meta. */
export interface Environment {
  root: RootDatabase;
  docs: Database<unknown, Key>;
  entries: Database<true, Key>;
  claims: Database<string, Key>;
  /** Documents per leading values of a compound index: `[collection, index, ...values]` → n. */
  counts: Database<number, Key>;
  meta: Database<CollectionMeta, string>;
  /** Written since the last sync. */
  dirty: boolean;
  /** A document was replaced or removed since the file was opened (its old bytes linger in free pages). */
  removed: boolean;
}

/** Runs `job` in one write transaction (a throw undoes it all) and returns its result. */
export function commit<R>(env: Environment, job: () => R): R {
  env.dirty = true;
  return env.root.transactionSync(job, COMMIT_FLAGS);
}

/** ABORTABLE | SYNCHRONOUS_COMMIT: a thrown error undoes the transaction; committed on return. */
const COMMIT_FLAGS = 1 | 2;

/**
 * Commits are not flushed one by one (`noSync`; an fsync per commit held inserts to ~270/s here,
 * 100k emails with their index entries): the file is synced every second after writes instead.
 * A process crash loses nothing committed (the pages are the kernel's); a machine crash may lose
 * the last second, as nedb's unsynced appends could. Production runs MongoDB.
 */
const SYNC_EVERY_MS = 1_000;

const shared = new Map<string, { env: Environment; users: number; timer: NodeJS.Timeout }>();

/**
 * Opens `<dir>/winzmail.mdb`, or shares the environment a store of this process already has
 * open there (LMDB allows one environment per file and process); closed when its last user is.
 */
export function acquireEnvironment(dir: string): Environment {
  const path = join(dir, 'winzmail.mdb');
  const open_ = shared.get(path);
  if (open_) {
    open_.users++;
    return open_.env;
  }
  mkdirSync(dir, { recursive: true });
  rmSync(`${path}.compact`, { force: true }); // a copy a crash left unfinished
  const root = open({ path, maxDbs: 8, noSync: true });
  const env: Environment = {
    root,
    docs: root.openDB<unknown, Key>({ name: 'docs' }),
    entries: root.openDB<true, Key>({ name: 'entries' }),
    claims: root.openDB<string, Key>({ name: 'claims' }),
    counts: root.openDB<number, Key>({ name: 'counts' }),
    meta: root.openDB<CollectionMeta, string>({ name: 'meta' }),
    dirty: false,
    removed: false,
  };
  const timer = setInterval(() => {
    if (!env.dirty) return;
    env.dirty = false;
    syncFile(root, () => undefined);
  }, SYNC_EVERY_MS);
  timer.unref();
  shared.set(path, { env, users: 1, timer });
  return env;
}

export async function releaseEnvironment(dir: string): Promise<void> {
  const path = join(dir, 'winzmail.mdb');
  const entry = shared.get(path);
  if (!entry) return;
  entry.users--;
  if (entry.users > 0) return;
  shared.delete(path);
  clearInterval(entry.timer);
  const { root, removed } = entry.env;
  if (!removed) {
    // Closing flushes what the timer has not synced yet.
    await new Promise<void>((resolve) => syncFile(root, () => resolve()));
    await root.close();
    return;
  }
  // LMDB reuses freed pages but never clears them, and a removed key can live on as a branch
  // page's separator: a removed document (an organisation's erased data) would stay readable in
  // the file. A page-level compacting copy keeps those separators, so the file is rebuilt from the
  // live entries alone; it replaces the original once complete (a crash before keeps it).
  const copy = `${path}.compact`;
  await rm(copy, { force: true });
  await rebuildInto(root, copy);
  await root.close();
  await rename(copy, path);
}

/** The databases of an environment (acquireEnvironment opens each by these names). */
const DATABASES = ['docs', 'entries', 'claims', 'counts', 'meta'] as const;

/**
 * Writes every live entry of `root`'s databases into a new file at `path`, as raw bytes (the
 * encodings, and msgpack's shared structures, which are entries too, come over unchanged).
 */
async function rebuildInto(root: RootDatabase, path: string): Promise<void> {
  const fresh = open({ path, maxDbs: 8, noSync: true });
  try {
    for (const name of DATABASES) {
      const raw = { name, encoding: 'binary', keyEncoding: 'binary' } as const;
      const from = root.openDB<Buffer, Buffer>(raw);
      const to = fresh.openDB<Buffer, Buffer>(raw);
      fresh.transactionSync(() => {
        for (const { key, value } of from.getRange()) to.putSync(key, value);
      });
    }
    await new Promise<void>((resolve) => syncFile(fresh, () => resolve()));
  } finally {
    await fresh.close();
  }
}

/** mdb_env_sync on lmdb-js's thread pool (`sync` is in lmdb-js, not in its typings). */
function syncFile(root: RootDatabase, done: () => void): void {
  (root as unknown as { sync(cb: (err?: unknown) => void): void }).sync(() => done());
}
