import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DuplicateKeyError, invalid } from '../../../errors/index.js';
import type { Plain } from '../../doc-path.js';
import type { Collection, Doc, DocumentStore, IndexSpec } from '../../port.js';
import { acquireEnvironment, commit, releaseEnvironment, type Environment } from './environment.js';
import { collectionRange, indexName } from './keys.js';
import {
  LmdbCollection,
  metaOf,
  purgeExpired,
  writeDocument,
  type CollectionState,
} from './lmdb-collection.js';
import { migrateNedbFile } from './migrate-nedb.js';
import { fromStored } from './stored.js';

/** How often expired documents are deleted (MongoDB's TTL monitor runs every 60 s too). */
const MAINTENANCE_MS = 60_000;

/** Collection states per environment, shared by every store of the process open on it. */
const states = new WeakMap<Environment, Map<string, Promise<CollectionState>>>();

/**
 * The embedded DocumentStore: one LMDB environment per store directory (`<dir>/winzmail.mdb`),
 * every collection in it. A collection still in the nedb datafile an earlier version wrote
 * (`<dir>/<name>.db`) is moved in when first opened.
 */
export class LmdbStore implements DocumentStore {
  private readonly timer: NodeJS.Timeout;
  private closed = false;

  private constructor(
    private readonly dir: string,
    private readonly env: Environment,
  ) {
    this.timer = setInterval(() => void this.maintain(), MAINTENANCE_MS);
    this.timer.unref();
  }

  /** `dir` is the store's own folder, e.g. `<DATA_DIR>/store`. */
  static async open(dir: string): Promise<LmdbStore> {
    return new LmdbStore(dir, acquireEnvironment(dir));
  }

  async collection<T extends Doc>(name: string, indexes: IndexSpec[] = []): Promise<Collection<T>> {
    if (this.closed) throw new Error('store is closed');
    if (!/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,119}$/.test(name) || name.includes('..')) {
      throw invalid(`invalid collection name '${name}'`);
    }
    let byName = states.get(this.env);
    if (!byName) states.set(this.env, (byName = new Map()));
    let pending = byName.get(name);
    if (!pending) {
      pending = this.load(name);
      byName.set(name, pending);
      pending.catch(() => byName.delete(name));
    }
    const state = await pending;
    ensureIndexes(state, indexes);
    return new LmdbCollection<T>(state, () => this.closed);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.timer);
    await releaseEnvironment(this.dir);
  }

  private async load(name: string): Promise<CollectionState> {
    const meta = this.env.meta.get(name);
    const state: CollectionState = {
      name,
      env: this.env,
      indexes: (meta?.indexes ?? []).map((i) => ({
        name: i.name,
        fields: Object.keys(i.fields),
        unique: i.unique,
        ...(i.expireAfterSeconds !== undefined ? { expireAfterSeconds: i.expireAfterSeconds } : {}),
        multikey: i.multikey,
      })),
    };
    const legacy = join(this.dir, `${name}.db`);
    if (existsSync(legacy)) await migrateNedbFile(legacy, state);
    return state;
  }

  private async maintain(): Promise<void> {
    const byName = states.get(this.env);
    if (!byName || this.closed) return;
    for (const pending of byName.values()) {
      const state = await pending.catch(() => undefined);
      if (!state || this.closed) continue;
      try {
        purgeExpired(state);
      } catch {
        // The next pass tries again; reads hide expired documents meanwhile.
      }
    }
  }
}

/** Adds the indexes the collection does not have yet, built over its documents in one transaction. */
function ensureIndexes(state: CollectionState, specs: IndexSpec[]): void {
  for (const spec of specs) {
    const fields = Object.keys(spec.fields);
    if (fields.length === 0) throw invalid('an index needs at least one field');
    if (spec.expireAfterSeconds !== undefined && fields.length !== 1)
      throw invalid('a TTL index has exactly one field');
    const name = indexName(spec);
    if (state.indexes.some((i) => i.name === name)) continue;
    const index = {
      name,
      fields,
      unique: spec.unique === true,
      ...(spec.expireAfterSeconds !== undefined
        ? { expireAfterSeconds: spec.expireAfterSeconds }
        : {}),
      multikey: false,
    };
    const { env } = state;
    const building: CollectionState = { ...state, indexes: [index] };
    try {
      commit(env, () => {
        for (const { value } of env.docs.getRange(collectionRange(state.name)))
          writeDocument(building, fromStored(value) as Plain, null, true);
        state.indexes.push(index);
        env.meta.putSync(state.name, metaOf(state));
      });
    } catch (err) {
      if (state.indexes.includes(index)) state.indexes.splice(state.indexes.indexOf(index), 1);
      if (err instanceof DuplicateKeyError)
        throw new DuplicateKeyError(
          `cannot create unique index on ${fields.join(', ')}: existing duplicates`,
        );
      throw err;
    }
  }
}
