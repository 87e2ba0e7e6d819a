import { DuplicateKeyError } from '../../../errors/index.js';
import { compareValues, sortValue } from '../../bson-order.js';
import { cloneValue, isDate, leafValues, withoutUndefined, type Plain } from '../../doc-path.js';
import { matches } from '../../matcher.js';
import type { Collection, Doc, Filter, FindOptions, Update, UpdateResult } from '../../port.js';
import { checkDocument, checkFilter, checkUpdate } from '../../query-check.js';
import { applyUpdate, unchanged, upsertDocument } from '../../updater.js';
import { commit, type CollectionMeta, type Environment } from './environment.js';
import {
  claimKey,
  collectionRange,
  docEntryKey,
  docKey,
  entryKey,
  indexTuples,
  RANK,
  tuplePrefix,
  type Key,
  type KeyPart,
} from './keys.js';
import { plan, type Plan } from './planner.js';
import { fromStored, toStored } from './stored.js';

export interface IndexState {
  name: string;
  fields: string[];
  unique: boolean;
  /** A TTL index: documents expire this many seconds after the date in its field. */
  expireAfterSeconds?: number;
  multikey: boolean;
}

/** One collection as every handle of it in the process sees it (its indexes live in `meta`). */
export interface CollectionState {
  name: string;
  env: Environment;
  indexes: IndexState[];
}

export const metaOf = (s: CollectionState): CollectionMeta => ({
  indexes: s.indexes.map((i) => ({
    name: i.name,
    fields: Object.fromEntries(i.fields.map((f) => [f, 1 as const])),
    unique: i.unique,
    ...(i.expireAfterSeconds !== undefined ? { expireAfterSeconds: i.expireAfterSeconds } : {}),
    multikey: i.multikey,
  })),
});

const tupleId = (t: KeyPart[]): string =>
  JSON.stringify(t.map((p) => (Buffer.isBuffer(p) ? p.toString('hex') : p)));

/**
 * Writes `next` in place of `prev` (either may be absent) with its index entries and unique
 * claims; call inside a write transaction. A claim held by an expired document is taken from it.
 */
export function writeDocument(
  s: CollectionState,
  next: Plain | null,
  prev: Plain | null,
  entriesOnly = false,
): void {
  const { env, name } = s;
  const id = (next ?? prev)!._id as string;
  const key = docKey(id);
  let metaChanged = false;
  for (const index of s.indexes) {
    const before = prev ? indexTuples(prev, index.fields) : [];
    const after = next ? indexTuples(next, index.fields) : [];
    if (after.length > 1 && !index.multikey) {
      index.multikey = true;
      metaChanged = true;
    }
    if (!index.multikey) countPrefixes(s, index, before[0], after[0]);
    const kept = new Set(after.map(tupleId));
    const had = new Set(before.map(tupleId));
    for (const t of before)
      if (!kept.has(tupleId(t))) env.entries.removeSync(entryKey(name, index.name, t, id));
    for (const t of after)
      if (!had.has(tupleId(t))) env.entries.putSync(entryKey(name, index.name, t, id), true);
    if (!index.unique) continue;
    const claimsBefore = prev ? indexTuples(prev, index.fields, true) : [];
    const claimsAfter = next ? indexTuples(next, index.fields, true) : [];
    const claimed = new Set(claimsBefore.map(tupleId));
    const keep = new Set(claimsAfter.map(tupleId));
    for (const t of claimsBefore) {
      const k = claimKey(name, index.name, t);
      if (!keep.has(tupleId(t)) && env.claims.get(k) === key) env.claims.removeSync(k);
    }
    for (const t of claimsAfter) {
      if (claimed.has(tupleId(t))) continue;
      const k = claimKey(name, index.name, t);
      const holder = env.claims.get(k);
      if (holder !== undefined && holder !== key) {
        const held = readDoc(env, [name, holder]);
        if (held && !isExpired(s, held, Date.now()))
          throw new DuplicateKeyError(
            `duplicate key in ${name}.${index.name}: ${JSON.stringify(t)}`,
          );
        if (held) writeDocument(s, null, held);
      }
      env.claims.putSync(k, key);
    }
  }
  if (metaChanged) env.meta.putSync(name, metaOf(s));
  if (entriesOnly) return;
  // The earlier version's bytes stay in freed pages until the file is rebuilt (on close).
  if (prev) env.removed = true;
  if (next) env.docs.putSync(docEntryKey(name, id), toStored(next));
  else env.docs.removeSync(docEntryKey(name, id));
}

/**
 * Keeps a compound index's counts per leading values (`{org_id, status, created_at}`: per org
 * and per org + status), so a count the keys decide is one read, not a walk of 90,000 keys.
 * Kept while the index has one entry per document; a multikey index is counted by its keys.
 */
function countPrefixes(
  s: CollectionState,
  index: IndexState,
  before: KeyPart[] | undefined,
  after: KeyPart[] | undefined,
): void {
  for (let level = 1; level < index.fields.length; level++) {
    const from = before && tuplePrefix(before, level);
    const to = after && tuplePrefix(after, level);
    if (from && to && tupleId(from) === tupleId(to)) continue;
    for (const [prefix, by] of [
      [from, -1],
      [to, 1],
    ] as const) {
      if (!prefix) continue;
      const key = [s.name, index.name, ...prefix];
      const n = (s.env.counts.get(key) ?? 0) + by;
      if (n > 0) s.env.counts.putSync(key, n);
      else s.env.counts.removeSync(key);
    }
  }
}

/** The documents a covered count's ranges hold: a kept count when they are leading values. */
export function countCovered(s: CollectionState, p: Extract<Plan, { kind: 'index' }>): number {
  const index = s.indexes.find((i) => i.name === p.index);
  if (index && !index.multikey && !p.ranged && p.eq > 0 && p.eq < index.fields.length)
    return p.prefixes.reduce(
      (n, prefix) => n + (s.env.counts.get([s.name, index.name, ...prefix]) ?? 0),
      0,
    );
  return p.ranges.reduce((n, r) => n + s.env.entries.getKeysCount(r), 0);
}

/** A stored document, rebuilt (dates and all) in this realm; undefined when there is none. */
export function readDoc(env: Environment, key: Key): Plain | undefined {
  const value = env.docs.get(key);
  return value === undefined ? undefined : (fromStored(value) as Plain);
}

export function isExpired(s: CollectionState, doc: Plain, now: number): boolean {
  for (const index of s.indexes) {
    if (index.expireAfterSeconds === undefined) continue;
    for (const v of leafValues(doc, index.fields[0]!))
      if (isDate(v) && v.getTime() + index.expireAfterSeconds * 1000 < now) return true;
  }
  return false;
}

/** Removes the documents past their TTL (a range read of each TTL index); returns how many. */
export function purgeExpired(s: CollectionState): number {
  const now = Date.now();
  let removed = 0;
  for (const index of s.indexes) {
    if (index.expireAfterSeconds === undefined) continue;
    const cutoff = now - index.expireAfterSeconds * 1000;
    const ids = new Set<string>();
    for (const key of s.env.entries.getKeys({
      start: [s.name, index.name, RANK.date],
      end: [s.name, index.name, RANK.date, cutoff],
    }))
      ids.add(String(key[key.length - 1]));
    if (ids.size === 0) continue;
    commit(s.env, () => {
      for (const k of ids) {
        const doc = readDoc(s.env, [s.name, k]);
        if (doc && isExpired(s, doc, now)) {
          writeDocument(s, null, doc);
          removed++;
        }
      }
    });
  }
  return removed;
}

/**
 * A collection in the LMDB environment. LMDB keeps the documents (msgpack: dates stay dates) and
 * the ordered index entries, written in one transaction with each document; planner.ts picks the
 * key ranges and matcher.ts decides every match, so the semantics are MongoDB's. Each operation
 * runs synchronously inside its transaction: a read-modify-write is atomic.
 */
export class LmdbCollection<T extends Doc> implements Collection<T> {
  constructor(
    private readonly s: CollectionState,
    private readonly isClosed: () => boolean,
  ) {}

  async insertOne(doc: T): Promise<void> {
    checkDocument(doc);
    const clean = withoutUndefined(cloneValue(doc)) as Plain;
    this.write(() => this.insertRaw(clean));
  }

  async findOne(filter: Filter): Promise<T | null> {
    this.assertOpen();
    const [doc] = this.matching(filter, { limit: 1 });
    return (doc as T | undefined) ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    this.assertOpen();
    return this.matching(filter, options) as T[];
  }

  async count(filter: Filter): Promise<number> {
    this.assertOpen();
    checkFilter(filter);
    const p = this.plan(filter);
    if (p.kind === 'index' && p.covered && !this.hasTtl()) return countCovered(this.s, p);
    return this.matching(filter, {}, p).length;
  }

  async updateOne(
    filter: Filter,
    update: Update,
    options: { upsert?: boolean } = {},
  ): Promise<UpdateResult> {
    return this.updateFirst(filter, update, options.upsert === true).result;
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    checkUpdate(update);
    const docs = this.matching(filter);
    const changes = docs
      .map((doc) => ({ doc, next: applyUpdate(doc, update, false) }))
      .filter(({ doc, next }) => !unchanged(doc, next));
    try {
      this.write(() => changes.forEach(({ doc, next }) => writeDocument(this.s, next, doc)));
    } catch (err) {
      if (!(err instanceof DuplicateKeyError)) throw err;
      // MongoDB's ordered update keeps the documents before the one that failed.
      for (const { doc, next } of changes) this.write(() => writeDocument(this.s, next, doc));
    }
    return { matched: docs.length, modified: changes.length };
  }

  async findOneAndUpdate(
    filter: Filter,
    update: Update,
    options: { upsert?: boolean } = {},
  ): Promise<T | null> {
    return (this.updateFirst(filter, update, options.upsert === true).doc as T | null) ?? null;
  }

  async deleteOne(filter: Filter): Promise<number> {
    return this.write(() => this.remove(this.matching(filter, { limit: 1 })));
  }

  async deleteMany(filter: Filter): Promise<number> {
    return this.write(() => this.remove(this.matching(filter)));
  }

  private updateFirst(
    filter: Filter,
    update: Update,
    upsert: boolean,
  ): { result: UpdateResult; doc: Plain | null } {
    checkUpdate(update);
    return this.write(() => {
      const [doc] = this.matching(filter, { limit: 1 });
      if (doc) {
        const next = applyUpdate(doc, update, false);
        if (unchanged(doc, next)) return { result: { matched: 1, modified: 0 }, doc: next };
        writeDocument(this.s, next, doc);
        return { result: { matched: 1, modified: 1 }, doc: next };
      }
      if (!upsert) return { result: { matched: 0, modified: 0 }, doc: null };
      const inserted = upsertDocument(filter, update);
      this.insertRaw(inserted);
      return {
        result: { matched: 0, modified: 0, upsertedId: inserted._id as string },
        doc: inserted,
      };
    });
  }

  private plan(filter: Filter, sort?: Record<string, 1 | -1>): Plan {
    return plan(this.s.name, filter, sort, this.s.indexes);
  }

  /** The matching documents (fresh copies), sorted, skipped and limited. */
  private matching(filter: Filter, options: FindOptions = {}, given?: Plan): Plain[] {
    checkFilter(filter);
    const sort = options.sort && Object.keys(options.sort).length > 0 ? options.sort : undefined;
    const p = given ?? this.plan(filter, sort);
    const inOrder = !sort || (p.kind === 'index' && p.ordered);
    let skip = options.skip ?? 0;
    // A skip the keys decide alone (one range in order, exact, one entry per document) is
    // walked over the keys, not the documents.
    const keySkip =
      p.kind === 'index' && p.ordered && p.covered && p.ranges.length === 1 && !this.hasTtl()
        ? skip
        : 0;
    skip -= keySkip;
    const wanted = options.limit ? skip + options.limit : Infinity;
    const now = Date.now();
    const out: Plain[] = [];
    for (const doc of this.candidates(p, keySkip)) {
      if (isExpired(this.s, doc, now) || !matches(doc, filter)) continue;
      out.push(doc);
      if (inOrder && out.length >= wanted) break;
    }
    const sorted = inOrder ? out : sortDocs(out, sort!);
    return sorted.slice(skip, wanted === Infinity ? undefined : wanted);
  }

  private *candidates(p: Plan, offset = 0): Generator<Plain> {
    const { env, name } = this.s;
    if (p.kind === 'ids') {
      for (const id of p.ids) {
        const doc = readDoc(env, docEntryKey(name, id));
        if (doc) yield doc;
      }
      return;
    }
    if (p.kind === 'scan') {
      for (const { value } of env.docs.getRange(collectionRange(name)))
        yield fromStored(value) as Plain;
      return;
    }
    const seen = new Set<KeyPart>();
    const dedupe = this.s.indexes.find((i) => i.name === p.index)?.multikey ?? true;
    for (const r of p.ranges) {
      const keys: Iterable<Key> = p.reverse
        ? env.entries.getKeys({ start: r.end, end: r.start, reverse: true, offset })
        : env.entries.getKeys({ start: r.start, end: r.end, offset });
      for (const key of keys) {
        const k = key[key.length - 1]!;
        if (dedupe) {
          if (seen.has(k)) continue;
          seen.add(k);
        }
        const doc = readDoc(env, [name, k]);
        if (doc) yield doc;
      }
    }
  }

  private insertRaw(doc: Plain): void {
    const existing = readDoc(this.s.env, docEntryKey(this.s.name, doc._id as string));
    if (existing) {
      // An expired document no longer holds its _id (MongoDB's monitor would have removed it).
      if (!isExpired(this.s, existing, Date.now()))
        throw new DuplicateKeyError(`duplicate key: ${JSON.stringify(doc._id)}`);
      writeDocument(this.s, null, existing);
    }
    writeDocument(this.s, doc, null);
  }

  private remove(docs: Plain[]): number {
    for (const doc of docs) writeDocument(this.s, null, doc);
    return docs.length;
  }

  private hasTtl(): boolean {
    return this.s.indexes.some((i) => i.expireAfterSeconds !== undefined);
  }

  private write<R>(job: () => R): R {
    this.assertOpen();
    return commit(this.s.env, job);
  }

  private assertOpen(): void {
    if (this.isClosed()) throw new Error(`store is closed (collection ${this.s.name})`);
  }
}

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
