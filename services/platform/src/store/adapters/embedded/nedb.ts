import nedb from '@seald-io/nedb';
import type { Plain } from '../../doc-path.js';

/**
 * nedb's typings declare an ES default export, but the package is CommonJS with
 * `module.exports = Datastore`: under NodeNext the default import is the class itself.
 */
export type Datastore = nedb.default<Plain>;
export const Datastore = nedb as unknown as new (options: { filename: string }) => Datastore;

/**
 * The live documents nedb's indexes offer for a query (a superset of the matches), without the
 * deep copy `findAsync` makes of every match: the caller filters them exactly and copies only
 * what it hands out. Measured: a page of a 10,000-message conversation (find + count) went from
 * two full copies of the conversation to none. Falls back to findAsync should a future nedb
 * drop the (internal) method.
 */
export function rawCandidates(db: Datastore, query: Plain): Plain[] | Promise<Plain[]> {
  const internal = db as unknown as { _getRawCandidates?: (q: Plain) => Plain[] };
  return typeof internal._getRawCandidates === 'function'
    ? internal._getRawCandidates(query)
    : (db.findAsync(query) as unknown as Promise<Plain[]>);
}
