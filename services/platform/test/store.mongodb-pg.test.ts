import { runMongoStoreContract } from './contracts/mongo-store.js';

// MONGODB_PG_URL: FerretDB 1.x on its PostgreSQL backend (tests/infra `mongopg`). Measured there
// (16 concurrent findOneAndUpdate on one pending document, 200 rounds): 76 rounds had two or more
// winners; 200 concurrent $inc on one document left 115. So updates are waived here as on SQLite;
// unique-key inserts — what the exactly-once paths rely on — run and hold.
runMongoStoreContract('MONGODB_PG_URL', 'FerretDB on PostgreSQL (MONGODB_PG_URL)', {
  waivers: {
    promptTtl: 'FerretDB 1.x has no TTL indexes; services purge expired records themselves',
    atomicUpdates:
      'FerretDB 1.x on PostgreSQL does not make an update of one document atomic: concurrent compare-and-set can both win and concurrent $inc lose increments (measured; see above)',
  },
});
