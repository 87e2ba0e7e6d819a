import { recordStoreOp, secondsSince } from '../metrics/index.js';
import type { Collection, Doc, DocumentStore, IndexSpec } from './port.js';

type Operation = keyof Collection<Doc>;
// A Record over the port's keys: a new Collection method fails to compile until it is measured.
const OPERATIONS = Object.keys({
  insertOne: true,
  findOne: true,
  find: true,
  count: true,
  updateOne: true,
  updateMany: true,
  findOneAndUpdate: true,
  deleteOne: true,
  deleteMany: true,
} satisfies Record<Operation, true>) as Operation[];

/** Every collection operation timed into `winzmail.store.duration`, whichever adapter serves it. */
export function measuredStore(store: DocumentStore, database: string): DocumentStore {
  return {
    async collection<T extends Doc>(name: string, indexes?: IndexSpec[]): Promise<Collection<T>> {
      return measuredCollection(await store.collection<T>(name, indexes), database, name);
    },
    close: () => store.close(),
  };
}

function measuredCollection<T extends Doc>(
  inner: Collection<T>,
  database: string,
  name: string,
): Collection<T> {
  const out = {} as Record<Operation, (...args: unknown[]) => Promise<unknown>>;
  for (const op of OPERATIONS) {
    const fn = (inner[op] as (...args: unknown[]) => Promise<unknown>).bind(inner);
    out[op] = async (...args: unknown[]) => {
      const started = performance.now();
      try {
        const result = await fn(...args);
        recordStoreOp(database, name, op, 'ok', secondsSince(started));
        return result;
      } catch (err) {
        recordStoreOp(database, name, op, 'error', secondsSince(started));
        throw err;
      }
    };
  }
  return out as unknown as Collection<T>;
}
