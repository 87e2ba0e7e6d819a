import { afterAll } from '@jest/globals';
import { openDocumentStore } from '../src/store/index.js';
import { runDocumentStoreContract } from './contracts/store.contract.js';
import { RUN_ID } from './support/names.js';
import { describeWithServer, env } from './support/real-server.js';

// One database per run; dropped at the end so a shared server stays clean.
const database = `winzmail-test-${RUN_ID}`;

/** FerretDB speaks the protocol but its conditional updates are not atomic (see the contract). */
async function isFerretDb(url: string | undefined): Promise<boolean> {
  if (!url) return false;
  const { MongoClient } = await import('mongodb');
  const client = await MongoClient.connect(url, { serverSelectionTimeoutMS: 5_000 });
  try {
    const info = await client.db('admin').command({ buildInfo: 1 });
    return info.ferretdbVersion !== undefined;
  } finally {
    await client.close();
  }
}
const ferret = await isFerretDb(process.env.MONGODB_URL);
if (ferret) {
  console.warn(
    'SKIPPED on FerretDB: compare-and-set atomicity (concurrent conditional updates can both succeed there; real MongoDB is atomic)',
  );
}

describeWithServer(['MONGODB_URL'], 'DocumentStore on MongoDB', () => {
  afterAll(async () => {
    const { MongoClient } = await import('mongodb');
    const client = await MongoClient.connect(env('MONGODB_URL'));
    await client.db(database).dropDatabase();
    await client.close();
  });

  runDocumentStoreContract(
    'MongoDB',
    () => openDocumentStore({ mongoUrl: env('MONGODB_URL'), database, dataDir: '/nonexistent' }),
    // MongoDB's TTL monitor deletes expired documents once a minute: not checkable promptly.
    { promptTtl: false, atomicUpdates: !ferret },
  );
});
