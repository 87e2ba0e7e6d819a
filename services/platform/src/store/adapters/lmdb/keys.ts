import { createHash } from 'node:crypto';
import { isDate, isPlainObject, leafValues, type Plain } from '../../doc-path.js';
import type { IndexSpec } from '../../port.js';

/**
 * How the LMDB adapter turns documents into ordered keys (pure: no I/O).
 *
 * LMDB orders keys by bytes; lmdb-js's default key encoding keeps JS order for arrays of
 * strings and numbers. An index entry is `[collection, index name, ...parts, docKey]`, where each
 * indexed value becomes `[type rank, value]` in MongoDB's type order (bson-order.ts): missing 0,
 * null 1, numbers 2, strings 3, objects 4, arrays 5, binary 6, booleans 8, dates 9. A missing
 * field is ranked apart from null so `$exists` is a key range (MongoDB sorts both as null).
 */
export type KeyPart = string | number | Buffer;
export type Key = KeyPart[];

/** Above every part an entry can hold: the end of a prefix range. */
export const HIGH: Buffer = Buffer.from([0xff]);

export const RANK = {
  missing: 0,
  null: 1,
  number: 2,
  string: 3,
  object: 4,
  array: 5,
  binary: 6,
  boolean: 8,
  date: 9,
} as const;

/** lmdb-js keys cannot hold NUL; `\x01` escapes, so the escaped strings keep their order. */
const escapeNul = (s: string): string =>
  s.includes('\x00') || s.includes('\x01')
    ? s.replaceAll('\x01', '\x01\x02').replaceAll('\x00', '\x01\x01')
    : s;

const hash = (s: string): string => createHash('sha256').update(s).digest('hex').slice(0, 32);

/**
 * LMDB keys are at most 1,978 bytes: a long string keeps its first characters (which decide its
 * order against nearly everything) and a hash of the whole (which keeps equality exact).
 */
const MAX_CHARS = 120;
function keyString(s: string): string {
  const e = escapeNul(s);
  return e.length <= MAX_CHARS ? e : `${e.slice(0, MAX_CHARS)}\x01\x03${hash(s)}`;
}

/** The key part that names a document in its collection (its `_id`). */
export const docKey = (id: string): string => keyString(id);

/** A document's own key in the documents database. */
export const docEntryKey = (collection: string, id: string): Key => [collection, docKey(id)];

/** All documents of a collection: `[collection]` up to `[collection, HIGH]`. */
export const collectionRange = (collection: string): { start: Key; end: Key } => ({
  start: [collection],
  end: [collection, HIGH],
});

/** One indexed value as its ordered parts. */
export function valueParts(v: unknown): KeyPart[] {
  if (v === undefined) return [RANK.missing];
  if (v === null) return [RANK.null];
  if (typeof v === 'number') return [RANK.number, Number.isNaN(v) ? -Infinity : v];
  if (typeof v === 'bigint') return [RANK.number, Number(v)];
  if (typeof v === 'string') return [RANK.string, keyString(v)];
  if (typeof v === 'boolean') return [RANK.boolean, v ? 1 : 0];
  if (isDate(v)) return [RANK.date, v.getTime()];
  if (v instanceof Uint8Array) return [RANK.binary, Buffer.from(v).toString('hex')];
  // Objects and nested arrays: grouped by type, in an order of their own (the matcher decides).
  if (Array.isArray(v)) return [RANK.array, keyString(JSON.stringify(v))];
  if (isPlainObject(v)) return [RANK.object, keyString(JSON.stringify(v))];
  return [RANK.object, keyString(String(v))];
}

/** A stable name per index, from its fields (MongoDB names them alike: `a_1_b_-1`). */
export const indexName = (spec: IndexSpec): string =>
  Object.entries(spec.fields)
    .map(([f, d]) => `${f}_${d}`)
    .join('_');

/** Past this many entries for one document (arrays in several indexed fields) the write is refused. */
const MAX_ENTRIES = 1_000;

/**
 * The value tuples one document has in an index: one per array element (MongoDB's multikey),
 * the product for several array fields; an empty array is one entry of its own.
 */
export function indexTuples(doc: Plain, fields: string[], missingAsNull = false): KeyPart[][] {
  let tuples: KeyPart[][] = [[]];
  for (const field of fields) {
    const values = new Map<string, KeyPart[]>();
    const add = (parts: KeyPart[]) => values.set(JSON.stringify(parts), parts);
    for (const leaf of leafValues(doc, field)) {
      if (!Array.isArray(leaf))
        add(leaf === undefined && missingAsNull ? [RANK.null] : valueParts(leaf));
      else if (leaf.length === 0) add([RANK.array, '']);
      else for (const el of leaf) add(valueParts(el));
    }
    const next: KeyPart[][] = [];
    for (const t of tuples) for (const parts of values.values()) next.push([...t, ...parts]);
    if (next.length > MAX_ENTRIES)
      throw new Error(`a document has more than ${MAX_ENTRIES} entries in one index`);
    tuples = next;
  }
  return tuples;
}

/** `[collection, index, ...values, docKey]`: the entry that lists a document in an index. */
export const entryKey = (collection: string, index: string, tuple: KeyPart[], id: string): Key => [
  collection,
  index,
  ...tuple,
  docKey(id),
];

/**
 * `[collection, index, ...values]`: the unique index's claim (its tuples made with
 * `missingAsNull`: two documents without the field collide, as in MongoDB).
 */
export const claimKey = (collection: string, index: string, tuple: KeyPart[]): Key => [
  collection,
  index,
  ...tuple,
];

/**
 * The leading `fields` values of an index tuple (a value is one part when missing or null, else
 * two: its rank and itself).
 */
export function tuplePrefix(tuple: KeyPart[], fields: number): KeyPart[] {
  let i = 0;
  for (let f = 0; f < fields && i < tuple.length; f++)
    i += tuple[i] === RANK.missing || tuple[i] === RANK.null ? 1 : 2;
  return tuple.slice(0, i);
}
