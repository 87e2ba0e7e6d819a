import { afterAll } from '@jest/globals';
import { describeWithServer, env, RUN_ID } from '@winzmail/testing';
import { openDocumentStore } from '../../src/store/index.js';
import { runDocumentStoreContract, type StoreContractOptions } from './store.contract.js';

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
