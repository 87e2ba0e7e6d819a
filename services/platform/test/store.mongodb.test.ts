import { runMongoStoreContract } from './contracts/mongo-store.js';
import { isFerretDb } from '@winzmail/testing/mongo-server';

// MONGODB_URL: in tests/infra, FerretDB on its SQLite backend; elsewhere possibly real MongoDB.
const ferret = await isFerretDb(process.env.MONGODB_URL);

runMongoStoreContract('MONGODB_URL', ferret ? 'FerretDB (MONGODB_URL)' : 'MongoDB', {
  waivers: {
    promptTtl:
      'the TTL monitor deletes expired documents once a minute (MongoDB) or never (FerretDB 1.x): not checkable promptly; services purge by themselves',
    ...(ferret
      ? {
          atomicUpdates:
            'FerretDB 1.x on SQLite does not make an update of one document atomic: concurrent compare-and-set can both win (172 of 200 rounds of 16) and concurrent $inc lose increments (14 of 200 kept); real MongoDB and the embedded store pass these checks',
        }
      : {}),
  },
});
