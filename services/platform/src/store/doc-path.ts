import { invalid } from '../errors/index.js';

/** Document helpers shared by the embedded matcher and updater: dotted paths the MongoDB way. */
export type Plain = Record<string, unknown>;

/** Realm-independent (documents may come from another realm, e.g. a vm context or a driver). */
export function isPlainObject(value: unknown): value is Plain {
  if (typeof value !== 'object' || value === null) return false;
  const proto: object | null = Object.getPrototypeOf(value) as object | null;
  return (
    proto === null ||
    (Object.getPrototypeOf(proto) === null &&
      Object.prototype.toString.call(value) === '[object Object]')
  );
}

export const isDate = (value: unknown): value is Date =>
  Object.prototype.toString.call(value) === '[object Date]';

/** Deep copy of document values: plain objects, arrays, dates and bytes (what BSON and nedb store). */
export function cloneValue<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneValue) as T;
  if (isDate(value)) return new Date(value.getTime()) as T;
  if (isPlainObject(value)) {
    const out: Plain = {};
    for (const [k, v] of Object.entries(value)) out[k] = cloneValue(v);
    return out as T;
  }
  if (value instanceof Uint8Array) return Buffer.from(value) as T;
  return value;
}

export const splitPath = (path: string): string[] => path.split('.');

const isIndex = (part: string): boolean => /^\d+$/.test(part);

/**
 * Every value a dotted path reaches, expanding arrays met on the way (MongoDB's multikey rule:
 * `items.name` reaches the `name` of each element). A path that reaches nothing yields `undefined`,
 * so "missing" can be tested like MongoDB does (`{a: null}` matches a missing `a`).
 */
export function leafValues(doc: unknown, path: string): unknown[] {
  const out: unknown[] = [];
  collect(doc, splitPath(path), 0, out);
  return out.length > 0 ? out : [undefined];
}

function collect(value: unknown, parts: string[], i: number, out: unknown[]): void {
  if (i === parts.length) {
    out.push(value);
    return;
  }
  const part = parts[i] as string;
  if (Array.isArray(value)) {
    if (isIndex(part)) {
      collect(value[Number(part)], parts, i + 1, out);
      return;
    }
    for (const el of value) if (isPlainObject(el)) collect(el, parts, i, out);
    return;
  }
  if (isPlainObject(value)) collect(value[part], parts, i + 1, out);
}

/** The single value at an exact path (no array expansion except numeric indexes), for updates. */
export function getExact(doc: Plain, parts: string[]): unknown {
  let cur: unknown = doc;
  for (const part of parts) {
    if (Array.isArray(cur) && isIndex(part)) cur = cur[Number(part)];
    else if (isPlainObject(cur)) cur = cur[part];
    else return undefined;
  }
  return cur;
}

/** Sets a value, creating intermediate objects; refuses to go through a scalar (as MongoDB does). */
export function setExact(doc: Plain, parts: string[], value: unknown): void {
  let cur: unknown = doc;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    const last = i === parts.length - 1;
    if (Array.isArray(cur)) {
      if (!isIndex(part)) throw invalid(`cannot create field '${part}' in an array`);
      const index = Number(part);
      while (cur.length < index) cur.push(null);
      if (last) cur[index] = value;
      else {
        if (cur[index] === undefined || cur[index] === null) cur[index] = {};
        cur = cur[index];
      }
    } else if (isPlainObject(cur)) {
      if (last) cur[part] = value;
      else {
        if (cur[part] === undefined || cur[part] === null) cur[part] = {};
        cur = cur[part];
      }
    } else {
      throw invalid(`cannot create field '${part}' in element ${JSON.stringify(cur)}`);
    }
  }
}

/** Removes a field; an array element becomes null (MongoDB keeps array positions). */
export function unsetExact(doc: Plain, parts: string[]): void {
  const parent = getExact(doc, parts.slice(0, -1));
  const part = parts[parts.length - 1] as string;
  if (Array.isArray(parent) && isIndex(part)) {
    if (Number(part) < parent.length) parent[Number(part)] = null;
  } else if (isPlainObject(parent)) {
    delete parent[part];
  }
}

/** Drops `undefined` members, as the MongoDB driver does with `ignoreUndefined`. */
export function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value))
    return value.map((v) => (v === undefined ? null : withoutUndefined(v))) as T;
  if (isPlainObject(value)) {
    const out: Plain = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = withoutUndefined(v);
    return out as T;
  }
  return value;
}
