import { isFerretDb, runMongoStoreContract } from './support/mongo-server.js';

// MONGODB_URL: in tests/infra, FerretDB on its SQLite backend; elsewhere possibly real MongoDB.
const ferret = await isFerretDb(process.env.MONGODB_URL);

runMongoStoreContract('MONGODB_URL', ferret ? 'FerretDB (MONGODB_URL)' : 'MongoDB', {
  waivers: {
    promptTtl:
      'the TTL monitor deletes expired documents once a minute (MongoDB) or never (FerretDB 1.x): not checkable promptly; services purge by themselves',
    ...(ferret
      ? {
          atomicUpdates:
            'FerretDB 1.x on SQLite does not make a conditional update atomic: concurrent compare-and-set can both win; the same check runs on FerretDB-PostgreSQL (store.mongodb-pg.test.ts) and the embedded store',
        }
      : {}),
  },
});
