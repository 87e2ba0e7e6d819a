import { isDate, isPlainObject } from './doc-path.js';

/**
 * MongoDB's comparison order, so the embedded store sorts and compares like the server:
 * values of different types order by type (missing/null < numbers < strings < objects < arrays
 * < binary < booleans < dates), strings by their UTF-8 bytes.
 */
function typeRank(v: unknown): number {
  if (v === undefined || v === null) return 1;
  if (typeof v === 'number' || typeof v === 'bigint') return 2;
  if (typeof v === 'string') return 3;
  if (Array.isArray(v)) return 5;
  if (v instanceof Uint8Array) return 6;
  if (typeof v === 'boolean') return 8;
  if (isDate(v)) return 9;
  if (isPlainObject(v)) return 4;
  return 11;
}

/** A UTF-16 code unit mapped so that comparing them follows UTF-8 byte order (code point order). */
const rankUnit = (c: number): number =>
  c >= 0xd800 && c <= 0xdfff ? c + 0x2000 : c >= 0xe000 ? c - 0x800 : c;

export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return rankUnit(x) - rankUnit(y);
  }
  return a.length - b.length;
}

export function compareValues(a: unknown, b: unknown): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra - rb;
  switch (ra) {
    case 1:
      return 0;
    case 2:
      return Number(a) - Number(b);
    case 3:
      return compareStrings(a as string, b as string);
    case 8:
      return Number(a) - Number(b);
    case 9:
      return (a as Date).getTime() - (b as Date).getTime();
    case 5:
      return compareLists(a as unknown[], b as unknown[]);
    case 6:
      return Buffer.compare(Buffer.from(a as Uint8Array), Buffer.from(b as Uint8Array));
    case 4: {
      const ea = Object.entries(a as Record<string, unknown>);
      const eb = Object.entries(b as Record<string, unknown>);
      const n = Math.min(ea.length, eb.length);
      for (let i = 0; i < n; i++) {
        const [ka, va] = ea[i] as [string, unknown];
        const [kb, vb] = eb[i] as [string, unknown];
        const byType = typeRank(va) - typeRank(vb);
        if (byType !== 0) return byType;
        const byKey = compareStrings(ka, kb);
        if (byKey !== 0) return byKey;
        const byValue = compareValues(va, vb);
        if (byValue !== 0) return byValue;
      }
      return ea.length - eb.length;
    }
    default:
      return 0;
  }
}

function compareLists(a: unknown[], b: unknown[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareValues(a[i], b[i]);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

/** Exact equality (field order matters, as in BSON); used to tell whether an update modified. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (isDate(a) && isDate(b)) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k, i) => k === kb[i] && deepEqual(a[k], b[k]));
  }
  if (a instanceof Uint8Array && b instanceof Uint8Array) return Buffer.compare(a, b) === 0;
  return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
}

/** The value a document sorts by for one field: for an array, its smallest (asc) or largest (desc) element. */
export function sortValue(leaves: unknown[], direction: 1 | -1): unknown {
  const flat: unknown[] = [];
  for (const leaf of leaves) {
    if (Array.isArray(leaf)) flat.push(...leaf);
    else flat.push(leaf);
  }
  if (flat.length === 0) return undefined;
  let best = flat[0];
  for (const v of flat) {
    const c = compareValues(v, best);
    if (direction === 1 ? c < 0 : c > 0) best = v;
  }
  return best;
}
