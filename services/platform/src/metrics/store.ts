import { lazyInstruments } from './meter.js';

/**
 * The document store, per database (one per service), collection and operation — names the code
 * chooses, so bounded: `winzmail.store.duration` (seconds, `outcome` ok | error). Its p95 and
 * rate beside a service's CPU tell a slow store from a busy service.
 */
const STORE_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

const instruments = lazyInstruments((meter) => ({
  duration: meter.createHistogram('winzmail.store.duration', {
    unit: 's',
    description: 'Document store operations, by database, collection and operation',
    advice: { explicitBucketBoundaries: STORE_BUCKETS },
  }),
}));

export function recordStoreOp(
  database: string,
  collection: string,
  operation: string,
  outcome: 'ok' | 'error',
  seconds: number,
): void {
  instruments().duration.record(seconds, {
    'db.namespace': database,
    'db.collection.name': collection,
    'db.operation.name': operation,
    outcome,
  });
}
