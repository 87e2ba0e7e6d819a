import { afterAll } from '@jest/globals';
import { openDocumentStore } from '../../src/store/index.js';
import {
  runDocumentStoreContract,
  type StoreContractOptions,
} from '../contracts/store.contract.js';
import { RUN_ID } from './names.js';
import { describeWithServer, env } from './real-server.js';

/** Whether the server at `url` is FerretDB (it answers buildInfo with its own version). */
export async function isFerretDb(url: string | undefined): Promise<boolean> {
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

/**
 * The DocumentStore contract on the MongoDB-protocol server named by `envName`, in a database of
 * its own for this run, dropped at the end so a shared server stays clean.
 */
export function runMongoStoreContract(
  envName: string,
  title: string,
  options: StoreContractOptions,
): void {
  const database = `winzmail-test-${RUN_ID}`;
  describeWithServer([envName], `DocumentStore on ${title}`, () => {
    afterAll(async () => {
      const { MongoClient } = await import('mongodb');
      const client = await MongoClient.connect(env(envName));
      await client.db(database).dropDatabase();
      await client.close();
    });
    runDocumentStoreContract(
      title,
      () => openDocumentStore({ mongoUrl: env(envName), database, dataDir: '/nonexistent' }),
      options,
    );
  });
}
