import { DuplicateKeyError } from '../../../errors/index.js';
import { compareValues, sortValue } from '../../bson-order.js';
import {
  cloneValue,
  isDate,
  isPlainObject,
  leafValues,
  withoutUndefined,
  type Plain,
} from '../../doc-path.js';
import type { Collection, Doc, Filter, FindOptions, Update, UpdateResult } from '../../port.js';
import { matches } from '../../matcher.js';
import { rawCandidates, type Datastore } from './nedb.js';
import { checkDocument, checkFilter, checkUpdate } from '../../query-check.js';
import { applyUpdate, unchanged, upsertDocument } from '../../updater.js';

/** Runs async jobs one after another: a read-modify-write is atomic against other writes. */
export class Serial {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(job: () => Promise<T>): Promise<T> {
    const result = this.tail.then(job);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

export interface TtlRule {
  path: string;
  seconds: number;
}

/** What every `collection()` handle of one name shares. */
export interface CollectionState {
  name: string;
  db: Datastore;
  serial: Serial;
  ttl: TtlRule[];
  /** Writes since the datafile was last compacted (nedb appends every change). */
  writes: number;
  closed: boolean;
}

/**
 * A collection over one nedb datastore. nedb stores the documents, keeps the unique indexes
 * (single and compound) and appends each change to the datafile before resolving; matching,
 * sorting and updates are ours, so they follow MongoDB's rules exactly (nedb's differ on null,
 * $ne over arrays, $setOnInsert, upserts, mixed-type order).
 */
export class EmbeddedCollection<T extends Doc> implements Collection<T> {
  constructor(private readonly s: CollectionState) {}

  async insertOne(doc: T): Promise<void> {
    checkDocument(doc);
    const clean = withoutUndefined(cloneValue(doc)) as Plain;
    await this.write(() => this.insertRaw(clean));
  }

  async findOne(filter: Filter): Promise<T | null> {
    this.assertOpen();
    const [doc] = await this.matching(filter, 1);
    return doc ? (cloneValue(doc) as T) : null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    this.assertOpen();
    const sorted = options.sort !== undefined && Object.keys(options.sort).length > 0;
    const skip = options.skip ?? 0;
    const end = options.limit ? skip + options.limit : undefined;
    let docs = await this.matching(filter, sorted ? Infinity : (end ?? Infinity));
    if (sorted) docs = sortDocs(docs, options.sort ?? {});
    return docs.slice(skip, end).map((d) => cloneValue(d) as T);
  }

  async count(filter: Filter): Promise<number> {
    this.assertOpen();
    return (await this.matching(filter)).length;
  }

  async updateOne(
    filter: Filter,
    update: Update,
    options: { upsert?: boolean } = {},
  ): Promise<UpdateResult> {
    const { result } = await this.updateFirst(filter, update, options.upsert === true);
    return result;
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    checkUpdate(update);
    return this.write(async () => {
      const docs = await this.matching(filter);
      let modified = 0;
      // One document at a time, stopping at the first violation, like MongoDB's ordered update.
      for (const doc of docs) {
        const next = applyUpdate(doc, update, false);
        if (unchanged(doc, next)) continue;
        await this.replace(next);
        modified++;
      }
      return { matched: docs.length, modified };
    });
  }

  async findOneAndUpdate(
    filter: Filter,
    update: Update,
    options: { upsert?: boolean } = {},
  ): Promise<T | null> {
    const { doc } = await this.updateFirst(filter, update, options.upsert === true);
    return doc ? (cloneValue(doc) as T) : null;
  }

  async deleteOne(filter: Filter): Promise<number> {
    return this.write(async () => this.remove(await this.matching(filter, 1)));
  }

  async deleteMany(filter: Filter): Promise<number> {
    return this.write(async () => this.remove(await this.matching(filter)));
  }

  private updateFirst(
    filter: Filter,
    update: Update,
    upsert: boolean,
  ): Promise<{ result: UpdateResult; doc: Plain | null }> {
    checkUpdate(update);
    return this.write(async () => {
      const [doc] = await this.matching(filter, 1);
      if (doc) {
        const next = applyUpdate(doc, update, false);
        if (unchanged(doc, next)) return { result: { matched: 1, modified: 0 }, doc: next };
        await this.replace(next);
        return { result: { matched: 1, modified: 1 }, doc: next };
      }
      if (!upsert) return { result: { matched: 0, modified: 0 }, doc: null };
      const inserted = upsertDocument(filter, update);
      await this.insertRaw(inserted);
      return {
        result: { matched: 0, modified: 0, upsertedId: inserted._id as string },
        doc: inserted,
      };
    });
  }

  /** Documents matching the filter (live nedb objects: copy before handing out), expired ones hidden. */
  private async matching(filter: Filter, limit = Infinity): Promise<Plain[]> {
    checkFilter(filter);
    const query = pushdown(filter);
    const candidates: Plain[] =
      Object.keys(query).length > 0
        ? await rawCandidates(this.s.db, query)
        : this.s.db.getAllData();
    const now = Date.now();
    const out: Plain[] = [];
    let expired = false;
    for (const doc of candidates) {
      if (isExpired(this.s.ttl, doc, now)) expired = true;
      else if (matches(doc, filter)) {
        out.push(doc);
        if (out.length >= limit) break;
      }
    }
    if (expired) void this.s.serial.run(() => purgeExpired(this.s)).catch(() => undefined);
    return out;
  }

  private async insertRaw(doc: Plain): Promise<void> {
    try {
      await this.s.db.insertAsync(doc);
    } catch (err) {
      if (!isUniqueViolation(err) || this.s.ttl.length === 0) throw mapError(err);
      // An expired document may still hold the key until it is purged: purge, then try once more.
      if ((await purgeExpired(this.s)) === 0) throw mapError(err);
      await this.s.db.insertAsync(doc).catch((again: unknown) => Promise.reject(mapError(again)));
    }
    this.s.writes++;
  }

  private async replace(doc: Plain): Promise<void> {
    try {
      await this.s.db.updateAsync({ _id: doc._id }, doc, {});
    } catch (err) {
      throw mapError(err);
    }
    this.s.writes++;
  }

  private async remove(docs: Plain[]): Promise<number> {
    if (docs.length === 0) return 0;
    const ids = docs.map((d) => d._id);
    const n = await this.s.db.removeAsync({ _id: { $in: ids } }, { multi: true });
    this.s.writes += n;
    return n;
  }

  private write<R>(job: () => Promise<R>): Promise<R> {
    this.assertOpen();
    return this.s.serial.run(job);
  }

  private assertOpen(): void {
    if (this.s.closed) throw new Error(`store is closed (collection ${this.s.name})`);
  }
}

/** Top-level equality conditions handed to nedb so it can use its indexes; ours decide the rest. */
function pushdown(filter: Filter): Plain {
  const query: Plain = {};
  const add = (f: Filter): void => {
    for (const [key, cond] of Object.entries(f)) {
      if (key === '$and') (cond as Filter[]).forEach(add);
      else if (key.startsWith('$') || key.includes('.') || key in query) continue;
      else if (isIndexable(cond)) query[key] = cond;
      else if (isPlainObject(cond) && isIndexable(cond.$eq)) query[key] = cond.$eq;
      else if (
        isPlainObject(cond) &&
        Array.isArray(cond.$in) &&
        cond.$in.length > 0 &&
        cond.$in.every(isIndexable)
      ) {
        query[key] = { $in: cond.$in };
      }
    }
  };
  add(filter);
  return query;
}

/**
 * Values on which nedb's equality agrees with MongoDB's: not null (nedb's null skips missing
 * fields), not dates (nedb tests `instanceof Date`, which fails across realms).
 */
const isIndexable = (v: unknown): boolean =>
  typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && !Number.isNaN(v));

function sortDocs(docs: Plain[], sort: Record<string, 1 | -1>): Plain[] {
  const fields = Object.entries(sort);
  const keyed = docs.map((doc) => ({
    doc,
    keys: fields.map(([f, dir]) => sortValue(leafValues(doc, f), dir)),
  }));
  keyed.sort((a, b) => {
    for (let i = 0; i < fields.length; i++) {
      const c = compareValues(a.keys[i], b.keys[i]);
      if (c !== 0) return c * (fields[i] as [string, 1 | -1])[1];
    }
    return 0;
  });
  return keyed.map((k) => k.doc);
}

export function isExpired(rules: TtlRule[], doc: Plain, now: number): boolean {
  for (const rule of rules) {
    for (const v of leafValues(doc, rule.path)) {
      if (isDate(v) && v.getTime() + rule.seconds * 1000 < now) return true;
    }
  }
  return false;
}

/** Deletes expired documents (called inside the collection's Serial); returns how many. */
export async function purgeExpired(s: CollectionState): Promise<number> {
  if (s.ttl.length === 0) return 0;
  const now = Date.now();
  const ids = s.db
    .getAllData()
    .filter((d) => isExpired(s.ttl, d, now))
    .map((d) => d._id);
  if (ids.length === 0) return 0;
  const n = await s.db.removeAsync({ _id: { $in: ids } }, { multi: true });
  s.writes += n;
  return n;
}

const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  (err as { errorType?: unknown }).errorType === 'uniqueViolated';

function mapError(err: unknown): unknown {
  if (!isUniqueViolation(err)) return err;
  const key = (err as { key?: unknown }).key;
  return new DuplicateKeyError(`duplicate key: ${JSON.stringify(key)}`);
}
