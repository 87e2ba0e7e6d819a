import { compareValues, deepEqual } from './bson-order.js';
import { isDate, isPlainObject, leafValues } from './doc-path.js';
import type { FieldOps, Filter } from './port.js';

/**
 * Evaluates a (checked) filter against a document with MongoDB's rules: a field matches when any
 * value its path reaches matches, arrays match by element, `null` also matches a missing field,
 * and `$gt`-style comparisons only compare values of the same type (no string-vs-number).
 */
export function matches(doc: unknown, filter: Filter): boolean {
  for (const [key, cond] of Object.entries(filter)) {
    if (key === '$and') {
      if (!(cond as Filter[]).every((f) => matches(doc, f))) return false;
    } else if (key === '$or') {
      if (!(cond as Filter[]).some((f) => matches(doc, f))) return false;
    } else if (!fieldMatches(leafValues(doc, key), cond)) {
      return false;
    }
  }
  return true;
}

function fieldMatches(leaves: unknown[], cond: unknown): boolean {
  if (!isPlainObject(cond)) return equalsAny(leaves, cond);
  const ops = cond as FieldOps;
  for (const [op, arg] of Object.entries(ops)) {
    if (!operatorMatches(leaves, op, arg)) return false;
  }
  return true;
}

function operatorMatches(leaves: unknown[], op: string, arg: unknown): boolean {
  switch (op) {
    case '$eq':
      return equalsAny(leaves, arg);
    case '$ne':
      return !equalsAny(leaves, arg);
    case '$in':
      return (arg as unknown[]).some((v) => equalsAny(leaves, v));
    case '$nin':
      return !(arg as unknown[]).some((v) => equalsAny(leaves, v));
    case '$exists':
      return leaves.some((v) => v !== undefined) === arg;
    case '$gt':
      return compares(leaves, arg, (c) => c > 0);
    case '$gte':
      return compares(leaves, arg, (c) => c >= 0);
    case '$lt':
      return compares(leaves, arg, (c) => c < 0);
    case '$lte':
      return compares(leaves, arg, (c) => c <= 0);
    default:
      throw new Error(`unchecked filter operator ${op}`);
  }
}

function scalarEquals(value: unknown, wanted: unknown): boolean {
  if (wanted === null) return value === null || value === undefined;
  return deepEqual(value, wanted);
}

function equalsAny(leaves: unknown[], wanted: unknown): boolean {
  for (const leaf of leaves) {
    if (scalarEquals(leaf, wanted)) return true;
    if (Array.isArray(leaf) && leaf.some((el) => scalarEquals(el, wanted))) return true;
  }
  return false;
}

/** Same "type bracket" only: numbers with numbers, strings with strings, dates with dates. */
function sameBracket(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' || typeof a === 'bigint')
    return typeof b === 'number' || typeof b === 'bigint';
  if (isDate(a)) return isDate(b);
  if (a === null || a === undefined) return b === null || b === undefined;
  return typeof a === typeof b;
}

function compares(leaves: unknown[], arg: unknown, ok: (c: number) => boolean): boolean {
  const test = (v: unknown): boolean => sameBracket(v, arg) && ok(compareValues(v, arg));
  for (const leaf of leaves) {
    if (test(leaf)) return true;
    if (Array.isArray(leaf) && leaf.some(test)) return true;
  }
  return false;
}
