import { rename } from 'node:fs/promises';
import nedb from '@seald-io/nedb';
import type { Plain } from '../../doc-path.js';
import { commit } from './environment.js';
import { docEntryKey } from './keys.js';
import { readDoc, writeDocument, type CollectionState } from './lmdb-collection.js';

/**
 * nedb's typings declare an ES default export, but the package is CommonJS with
 * `module.exports = Datastore`: under NodeNext the default import is the class itself.
 */
type Datastore = nedb.default<Plain>;
const Datastore = nedb as unknown as new (options: { filename: string }) => Datastore;

const BATCH = 2_000;

/**
 * Moves a collection from the nedb datafile earlier versions wrote (`<name>.db`) into LMDB.
 * nedb's own loader reads its log (later lines replace earlier ones, tombstones, `$$date`, a torn
 * last line); the documents go in with the collection's index entries, a batch per transaction.
 * Then the file becomes `<name>.db.migrated` (kept, so a rollback still has it). A crash before
 * the rename migrates again on the next open: each document replaces its earlier copy.
 */
export async function migrateNedbFile(file: string, state: CollectionState): Promise<number> {
  const db = new Datastore({ filename: file });
  await db.loadDatabaseAsync();
  const docs = db.getAllData();
  const { env, name } = state;
  for (let i = 0; i < docs.length; i += BATCH) {
    commit(env, () => {
      for (const doc of docs.slice(i, i + BATCH)) {
        const prev = readDoc(env, docEntryKey(name, doc._id as string));
        writeDocument(state, doc, prev ?? null);
      }
    });
  }
  await rename(file, `${file}.migrated`);
  return docs.length;
}
