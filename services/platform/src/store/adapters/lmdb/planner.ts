import { isDate, isPlainObject } from '../../doc-path.js';
import type { Filter } from '../../port.js';
import { HIGH, RANK, valueParts, type Key, type KeyPart } from './keys.js';

/**
 * The query planner of the LMDB adapter (pure: no I/O). It only narrows: every candidate it
 * yields is still checked by matcher.ts, so MongoDB's semantics stay the matcher's. What it
 * decides is which key ranges to read, whether they come out in the order asked for (a sort the
 * index serves, so a limit stops early), and whether the ranges alone answer a count.
 */
export interface PlannedIndex {
  name: string;
  fields: string[];
  /** Some document has several entries (an array in an indexed field). */
  multikey: boolean;
}

export type Plan =
  | { kind: 'ids'; ids: string[] }
  | {
      kind: 'index';
      index: string;
      /** Ascending key ranges, `end` exclusive. */
      ranges: Array<{ start: Key; end: Key }>;
      /** Read from the end: the sort asks for descending order. */
      reverse: boolean;
      /** The entries come out in the order the sort asks (so skip and limit walk keys). */
      ordered: boolean;
      /** The ranges decide the filter exactly, one entry per document: a count is a key count. */
      covered: boolean;
      /** Leading fields pinned by equalities, and their values (one tuple per range). */
      eq: number;
      prefixes: KeyPart[][];
      /** The field after them is bounded (a range or `$exists`). */
      ranged: boolean;
    }
  | { kind: 'scan' };

type Scalar = string | number | boolean | Date;
interface FieldConstraint {
  /** Equality to one of these (`{f: v}`, `$eq`, `$in`). */
  points?: Scalar[];
  lower?: { value: Scalar; inclusive: boolean };
  upper?: { value: Scalar; inclusive: boolean };
  exists?: boolean;
  /** Every condition on the field is one of the above. */
  exact: boolean;
}

const isScalar = (v: unknown): v is Scalar =>
  typeof v === 'string' ||
  typeof v === 'boolean' ||
  (typeof v === 'number' && !Number.isNaN(v)) ||
  isDate(v);

const rankOf = (v: Scalar): number => valueParts(v)[0] as number;

/** Top-level conditions per field (merging `$and`); null when the filter has `$or` or `$nor`. */
function fieldConditions(filter: Filter): Map<string, unknown[]> | null {
  const out = new Map<string, unknown[]>();
  const add = (f: Filter): boolean => {
    for (const [key, cond] of Object.entries(f)) {
      if (key === '$and') {
        for (const sub of cond as Filter[]) if (!add(sub)) return false;
      } else if (key.startsWith('$')) return false;
      else out.set(key, [...(out.get(key) ?? []), cond]);
    }
    return true;
  };
  return add(filter) ? out : null;
}

function constraintOf(conds: unknown[]): FieldConstraint {
  const c: FieldConstraint = { exact: true };
  const narrow = (points: Scalar[]) => {
    c.points = c.points ? c.points.filter((p) => points.some((q) => same(p, q))) : points;
  };
  for (const cond of conds) {
    if (isScalar(cond)) {
      narrow([cond]);
      continue;
    }
    if (!isPlainObject(cond)) {
      c.exact = false;
      continue;
    }
    for (const [op, v] of Object.entries(cond)) {
      if (op === '$eq' && isScalar(v)) narrow([v]);
      else if (op === '$in' && Array.isArray(v) && v.length > 0 && v.every(isScalar))
        narrow(v as Scalar[]);
      else if ((op === '$gt' || op === '$gte') && isScalar(v) && typeof v !== 'boolean') {
        if (c.lower && rankOf(c.lower.value) !== rankOf(v)) c.exact = false;
        else c.lower = { value: v, inclusive: op === '$gte' };
      } else if ((op === '$lt' || op === '$lte') && isScalar(v) && typeof v !== 'boolean') {
        if (c.upper && rankOf(c.upper.value) !== rankOf(v)) c.exact = false;
        else c.upper = { value: v, inclusive: op === '$lte' };
      } else if (op === '$exists' && typeof v === 'boolean') c.exists = v;
      else c.exact = false;
    }
  }
  if (c.lower && c.upper && rankOf(c.lower.value) !== rankOf(c.upper.value)) {
    c.exact = false;
    delete c.upper;
  }
  return c;
}

const same = (a: Scalar, b: Scalar): boolean =>
  isDate(a) && isDate(b) ? a.getTime() === b.getTime() : a === b;

const MAX_RANGES = 64;

interface Candidate {
  plan: Extract<Plan, { kind: 'index' }>;
}

/** The best plan for a filter and sort over the given indexes. */
export function plan(
  collection: string,
  filter: Filter,
  sort: Record<string, 1 | -1> | undefined,
  indexes: PlannedIndex[],
): Plan {
  const fields = fieldConditions(filter);
  if (!fields) return { kind: 'scan' };
  const constraints = new Map([...fields].map(([f, conds]) => [f, constraintOf(conds)]));
  const id = constraints.get('_id');
  if (id?.points && id.points.every((p) => typeof p === 'string'))
    return { kind: 'ids', ids: [...new Set(id.points as string[])] };

  let best: Candidate | undefined;
  for (const index of indexes) {
    const candidate = planIndex(collection, index, constraints, sort);
    if (!candidate) continue;
    if (!best || better(candidate, best)) best = candidate;
  }
  return best ? best.plan : { kind: 'scan' };
}

const better = ({ plan: a }: Candidate, { plan: b }: Candidate): boolean =>
  a.eq !== b.eq
    ? a.eq > b.eq
    : a.ranged !== b.ranged
      ? a.ranged
      : a.ordered !== b.ordered
        ? a.ordered
        : a.covered && !b.covered;

function planIndex(
  collection: string,
  index: PlannedIndex,
  constraints: Map<string, FieldConstraint>,
  sort: Record<string, 1 | -1> | undefined,
): Candidate | undefined {
  let prefixes: KeyPart[][] = [[]];
  let eq = 0;
  const singlePoints = new Set<string>();
  let ranged = false;
  let bounds: { start: KeyPart[]; end: KeyPart[] } | undefined;
  const used = new Set<string>();
  let exact = true;
  for (const field of index.fields) {
    const c = constraints.get(field);
    if (!c) break;
    if (c.points) {
      if (c.points.length === 0) return undefined; // contradictory: the scan finds nothing either
      const next = prefixes.flatMap((p) => c.points!.map((v) => [...p, ...valueParts(v)]));
      if (next.length > MAX_RANGES) break;
      prefixes = next;
      eq++;
      used.add(field);
      if (c.points.length === 1) singlePoints.add(field);
      exact &&= c.exact && c.lower === undefined && c.upper === undefined && c.exists !== false;
      continue;
    }
    if (c.lower || c.upper) {
      const rank = rankOf((c.lower ?? c.upper)!.value);
      // On a multikey index both bounds may be met by different elements: keep the lower only.
      const upper = index.multikey ? undefined : c.upper;
      bounds = {
        start: c.lower
          ? [rank, ...valueParts(c.lower.value).slice(1), ...(c.lower.inclusive ? [] : [HIGH])]
          : [rank],
        end: upper
          ? [rank, ...valueParts(upper.value).slice(1), ...(upper.inclusive ? [HIGH] : [])]
          : [rank, HIGH],
      };
      ranged = true;
      used.add(field);
      exact &&= c.exact && c.exists === undefined && !index.multikey;
    } else if (c.exists !== undefined) {
      bounds = c.exists
        ? { start: [RANK.null], end: [HIGH] }
        : { start: [RANK.missing], end: [RANK.missing, HIGH] };
      ranged = true;
      used.add(field);
      exact &&= c.exact;
    }
    break;
  }

  const order = sortOrder(index, sort, eq, singlePoints, ranged);
  if (eq === 0 && !ranged && order === undefined) return undefined;
  const ranges = prefixes.map((p) => ({
    start: [collection, index.name, ...p, ...(bounds?.start ?? [])],
    end: [collection, index.name, ...p, ...(bounds?.end ?? [HIGH])],
  }));
  const covered = exact && !index.multikey && [...constraints.keys()].every((f) => used.has(f));
  return {
    plan: {
      kind: 'index',
      index: index.name,
      ranges,
      reverse: order === -1,
      ordered: order !== undefined && ranges.length === 1,
      covered,
      eq,
      prefixes,
      ranged,
    },
  };
}

/**
 * 1 or -1 when reading the index forwards or backwards yields the sort's order, else undefined.
 * Sort fields pinned to one value by the filter are skipped; a last `_id` is the entries' own
 * tie-break when the sort covers the index to its end.
 */
function sortOrder(
  index: PlannedIndex,
  sort: Record<string, 1 | -1> | undefined,
  eq: number,
  pinned: Set<string>,
  ranged: boolean,
): 1 | -1 | undefined {
  if (!sort || index.multikey) return undefined;
  let entries = Object.entries(sort).filter(([f]) => !pinned.has(f));
  if (entries.length === 0) return 1;
  const direction = entries[0]![1];
  if (entries.some(([, d]) => d !== direction)) return undefined;
  const byId = entries[entries.length - 1]![0] === '_id';
  if (byId) entries = entries.slice(0, -1);
  const rest = index.fields.slice(eq);
  if (ranged && entries[0]?.[0] !== rest[0]) return undefined;
  if (entries.some(([f], i) => rest[i] !== f)) return undefined;
  if (byId && entries.length !== rest.length) return undefined;
  // Fields before the sort's must all be pinned to one value, or the order is per prefix.
  if (index.fields.slice(0, eq).some((f) => !pinned.has(f))) return undefined;
  return direction;
}
