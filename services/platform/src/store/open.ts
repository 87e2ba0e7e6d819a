import { join } from 'node:path';
import type { DocumentStore } from './port.js';

export interface DocumentStoreSettings {
  /** MongoDB URL; unset → the embedded store under `<dataDir>/store`. */
  mongoUrl?: string;
  /** The service's own database (one per service). */
  database: string;
  dataDir: string;
}

/** Picks the adapter from config. The MongoDB driver is loaded only when a URL is set. */
export async function openDocumentStore(settings: DocumentStoreSettings): Promise<DocumentStore> {
  if (settings.mongoUrl) {
    const { MongoStore } = await import('./adapters/mongo-store.js');
    return MongoStore.open(settings.mongoUrl, settings.database);
  }
  const { LmdbStore } = await import('./adapters/lmdb/lmdb-store.js');
  return LmdbStore.open(join(settings.dataDir, 'store'));
}
