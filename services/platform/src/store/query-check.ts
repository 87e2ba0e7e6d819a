import { invalid } from '../errors/index.js';
import { isDate, isPlainObject } from './doc-path.js';
import type { Filter, Update } from './port.js';

/**
 * Guards the port's subset, used by every adapter before touching data: an operator outside
 * the subset, or an `undefined` in a filter (which the MongoDB driver would silently drop,
 * widening the match), is refused instead of behaving differently per adapter.
 */
export const FIELD_OPERATORS = new Set([
  '$eq',
  '$ne',
  '$in',
  '$nin',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$exists',
]);
export const UPDATE_OPERATORS = new Set(['$set', '$unset', '$inc', '$push', '$setOnInsert']);

const isScalar = (v: unknown): boolean =>
  v === null ||
  typeof v === 'string' ||
  typeof v === 'boolean' ||
  (typeof v === 'number' && !Number.isNaN(v)) ||
  isDate(v);

export function checkFilter(filter: Filter): void {
  if (!isPlainObject(filter)) throw invalid('a filter must be an object');
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(value) || value.length === 0)
        throw invalid(`${key} needs a non-empty array`);
      for (const clause of value) checkFilter(clause);
    } else if (key.startsWith('$')) {
      throw invalid(`filter operator ${key} is not supported`);
    } else {
      checkPath(key);
      checkCondition(key, value);
    }
  }
}

function checkCondition(field: string, value: unknown): void {
  if (value === undefined) throw invalid(`filter on '${field}' is undefined`);
  if (isScalar(value)) return;
  if (!isPlainObject(value)) throw invalid(`filter on '${field}' must be a scalar or operators`);
  const ops = Object.entries(value);
  if (ops.length === 0) throw invalid(`filter on '${field}' has no operator`);
  for (const [op, arg] of ops) {
    if (!FIELD_OPERATORS.has(op))
      throw invalid(`filter operator ${op} on '${field}' is not supported`);
    if (op === '$in' || op === '$nin') {
      if (!Array.isArray(arg) || !arg.every(isScalar))
        throw invalid(`${op} on '${field}' needs an array of scalars`);
    } else if (op === '$exists') {
      if (typeof arg !== 'boolean') throw invalid(`$exists on '${field}' needs a boolean`);
    } else if (!isScalar(arg)) {
      throw invalid(`${op} on '${field}' needs a scalar`);
    }
  }
}

function checkPath(path: string): void {
  if (path === '' || path.split('.').some((p) => p === '' || p.startsWith('$'))) {
    throw invalid(`invalid field path '${path}'`);
  }
}

/** Paths that overlap (`a` and `a.b`, or the same path twice) make MongoDB refuse the update. */
export function checkUpdate(update: Update): void {
  if (!isPlainObject(update)) throw invalid('an update must be an object');
  const entries = Object.entries(update);
  if (entries.length === 0) throw invalid('an update needs at least one operator');
  const paths: string[] = [];
  let defined = 0;
  for (const [op, fields] of entries) {
    if (!UPDATE_OPERATORS.has(op)) throw invalid(`update operator ${op} is not supported`);
    if (!isPlainObject(fields)) throw invalid(`${op} needs an object`);
    for (const [path, value] of Object.entries(fields)) {
      checkPath(path);
      if (value === undefined) continue;
      defined++;
      if (op === '$inc' && (typeof value !== 'number' || !Number.isFinite(value))) {
        throw invalid(`$inc on '${path}' needs a number`);
      }
      if (
        op === '$push' &&
        isPlainObject(value) &&
        Object.keys(value).some((k) => k.startsWith('$'))
      ) {
        const keys = Object.keys(value);
        if (keys.length !== 1 || keys[0] !== '$each' || !Array.isArray(value.$each)) {
          throw invalid(`$push on '${path}' supports only $each`);
        }
      }
      if (path === '_id' && (op === '$unset' || op === '$inc' || op === '$push')) {
        throw invalid(`${op} cannot change the immutable field '_id'`);
      }
      paths.push(path);
    }
  }
  // `undefined` values are skipped (as the driver's ignoreUndefined does); nothing left is an error.
  if (defined === 0) throw invalid('an update needs at least one defined field');
  const seen = new Set<string>();
  for (const path of paths) {
    if (seen.has(path)) throw invalid(`the path '${path}' is updated twice`);
    seen.add(path);
  }
  for (const path of paths) {
    const parts = path.split('.');
    for (let i = 1; i < parts.length; i++) {
      const prefix = parts.slice(0, i).join('.');
      if (seen.has(prefix))
        throw invalid(`updating the path '${path}' would conflict at '${prefix}'`);
    }
  }
}

/** Field names MongoDB and the embedded store both accept. */
export function checkDocument(doc: unknown): void {
  if (!isPlainObject(doc)) throw invalid('a document must be an object');
  if (typeof doc._id !== 'string' || doc._id === '') throw invalid('a document needs a string _id');
  checkKeys(doc);
}

function checkKeys(value: unknown): void {
  if (Array.isArray(value)) {
    value.forEach(checkKeys);
  } else if (isPlainObject(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (k.startsWith('$') || k.includes('.'))
        throw invalid(`field name '${k}' may not start with $ or contain a dot`);
      checkKeys(v);
    }
  }
}
