import { randomUUID } from 'node:crypto';
import { invalid } from '../errors/index.js';
import { deepEqual } from './bson-order.js';
import {
  cloneValue,
  getExact,
  isPlainObject,
  setExact,
  splitPath,
  unsetExact,
  withoutUndefined,
  type Plain,
} from './doc-path.js';
import type { Filter, Update } from './port.js';

/**
 * Applies a (checked) update to a copy of `doc` with MongoDB's rules; `inserting` is true when an
 * upsert creates the document, the only time `$setOnInsert` applies and `_id` may be chosen.
 */
export function applyUpdate(doc: Plain, update: Update, inserting: boolean): Plain {
  const out = cloneValue(doc);
  const each = (
    fields: Record<string, unknown> | undefined,
    fn: (parts: string[], value: unknown, path: string) => void,
  ): void => {
    for (const [path, value] of Object.entries(fields ?? {})) {
      if (value !== undefined) fn(splitPath(path), withoutUndefined(cloneValue(value)), path);
    }
  };
  const setField = (parts: string[], value: unknown, path: string): void => {
    if (path === '_id' && !inserting && value !== out._id)
      throw invalid("the immutable field '_id' cannot change");
    setExact(out, parts, value);
  };

  each(update.$set, setField);
  if (inserting) each(update.$setOnInsert, setField);
  for (const path of Object.keys(update.$unset ?? {})) unsetExact(out, splitPath(path));
  each(update.$inc, (parts, by, path) => {
    const current = getExact(out, parts);
    if (current === undefined) setExact(out, parts, by);
    else if (typeof current === 'number') setExact(out, parts, current + (by as number));
    else throw invalid(`cannot apply $inc to the non-numeric field '${path}'`);
  });
  each(update.$push, (parts, value, path) => {
    const items = isPlainObject(value) && Array.isArray(value.$each) ? value.$each : [value];
    const current = getExact(out, parts);
    if (current === undefined) setExact(out, parts, [...items]);
    else if (Array.isArray(current)) current.push(...items);
    else throw invalid(`the field '${path}' must be an array to $push to it`);
  });
  return out;
}

/** True when the update changed nothing (MongoDB then reports modified 0). */
export const unchanged = (before: Plain, after: Plain): boolean => deepEqual(before, after);

/**
 * The document an upsert starts from: the filter's equality conditions (top level, inside $and,
 * or a single-clause $or), as MongoDB does; then the update applies with `inserting`.
 */
export function upsertDocument(filter: Filter, update: Update): Plain {
  const seed: Plain = {};
  for (const [path, value] of equalityFields(filter))
    setExact(seed, splitPath(path), cloneValue(value));
  const doc = applyUpdate(seed, update, true);
  const { _id = randomUUID(), ...rest } = doc;
  if (typeof _id !== 'string') throw invalid('an upserted document needs a string _id');
  return { _id, ...rest };
}

export function equalityFields(filter: Filter): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [];
  for (const [key, cond] of Object.entries(filter)) {
    if (key === '$and') for (const f of cond as Filter[]) out.push(...equalityFields(f));
    else if (key === '$or') {
      const clauses = cond as Filter[];
      if (clauses.length === 1) out.push(...equalityFields(clauses[0] as Filter));
    } else if (!isPlainObject(cond)) out.push([key, cond]);
    else if ('$eq' in cond) out.push([key, cond.$eq]);
  }
  return out;
}
