import nedb from '@seald-io/nedb';
import type { Plain } from '../../doc-path.js';

/**
 * nedb's typings declare an ES default export, but the package is CommonJS with
 * `module.exports = Datastore`: under NodeNext the default import is the class itself.
 */
export type Datastore = nedb.default<Plain>;
export const Datastore = nedb as unknown as new (options: { filename: string }) => Datastore;
