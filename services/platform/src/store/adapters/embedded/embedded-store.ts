import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DuplicateKeyError, invalid } from '../../../errors/index.js';
import {
  EmbeddedCollection,
  purgeExpired,
  Serial,
  type CollectionState,
} from './embedded-collection.js';
import type { Collection, Doc, DocumentStore, IndexSpec } from '../../port.js';
import { Datastore } from './nedb.js';

/** How often expired documents are deleted and a grown datafile is compacted (MongoDB's TTL monitor runs every 60 s too). */
const MAINTENANCE_MS = 60_000;

/**
 * The embedded DocumentStore: one nedb datafile per collection, `<dir>/<collection>.db`.
 * Every handle of one collection name shares one datastore (two nedb instances on one file
 * would overwrite each other's appends).
 */
export class EmbeddedStore implements DocumentStore {
  private readonly states = new Map<string, Promise<CollectionState>>();
  private readonly timer: NodeJS.Timeout;
  private closed = false;

  private constructor(private readonly dir: string) {
    this.timer = setInterval(() => void this.maintain(), MAINTENANCE_MS);
    this.timer.unref();
  }

  /** `dir` is the store's own folder, e.g. `<DATA_DIR>/store`. */
  static async open(dir: string): Promise<EmbeddedStore> {
    await mkdir(dir, { recursive: true });
    return new EmbeddedStore(dir);
  }

  async collection<T extends Doc>(name: string, indexes: IndexSpec[] = []): Promise<Collection<T>> {
    if (this.closed) throw new Error('store is closed');
    if (!/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,119}$/.test(name) || name.includes('..')) {
      throw invalid(`invalid collection name '${name}'`);
    }
    let pending = this.states.get(name);
    if (!pending) {
      pending = this.load(name);
      this.states.set(name, pending);
      pending.catch(() => this.states.delete(name));
    }
    const state = await pending;
    await state.serial.run(() => ensureIndexes(state, indexes));
    return new EmbeddedCollection<T>(state);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.timer);
    const states = await Promise.allSettled(this.states.values());
    for (const result of states) {
      if (result.status !== 'fulfilled') continue;
      const state = result.value;
      state.closed = true;
      // Queued writes finish first; then the append log is rewritten compactly (nedb writes a temp file and renames).
      await state.serial.run(() => state.db.compactDatafileAsync());
    }
  }

  private async load(name: string): Promise<CollectionState> {
    const db = new Datastore({ filename: join(this.dir, `${name}.db`) });
    await db.loadDatabaseAsync();
    return { name, db, serial: new Serial(), ttl: [], writes: 0, closed: false };
  }

  private async maintain(): Promise<void> {
    for (const pending of this.states.values()) {
      const state = await pending.catch(() => undefined);
      if (!state || state.closed) continue;
      await state.serial
        .run(async () => {
          await purgeExpired(state);
          if (state.writes > Math.max(1000, state.db.getAllData().length)) {
            await state.db.compactDatafileAsync();
            state.writes = 0;
          }
        })
        .catch(() => undefined);
    }
  }
}

async function ensureIndexes(state: CollectionState, indexes: IndexSpec[]): Promise<void> {
  for (const spec of indexes) {
    const fields = Object.keys(spec.fields);
    if (fields.length === 0) throw invalid('an index needs at least one field');
    if (spec.expireAfterSeconds !== undefined) {
      if (fields.length !== 1) throw invalid('a TTL index has exactly one field');
      const path = fields[0] as string;
      if (!state.ttl.some((r) => r.path === path))
        state.ttl.push({ path, seconds: spec.expireAfterSeconds });
    }
    const fieldName = fields.length === 1 ? (fields[0] as string) : fields;
    try {
      await state.db.ensureIndexAsync({ fieldName, unique: spec.unique === true });
    } catch (err) {
      if ((err as { errorType?: unknown }).errorType === 'uniqueViolated') {
        throw new DuplicateKeyError(
          `cannot create unique index on ${fields.join(', ')}: existing duplicates`,
        );
      }
      throw err;
    }
  }
}
