import { afterAll } from '@jest/globals';
import { openSearchIndex } from '../src/search/index.js';
import { CONTRACT_DIMS, runSearchIndexContract } from './contracts/search.contract.js';
import { RUN_ID } from './support/names.js';
import { describeWithServer, env } from './support/real-server.js';

// One index per run, deleted at the end so a shared server stays clean.
const indexName = `winzmail-test-${RUN_ID}`;

describeWithServer(['ELASTICSEARCH_URL'], 'SearchIndex on Elasticsearch', () => {
  afterAll(async () => {
    const { Client } = await import('@elastic/elasticsearch');
    const client = new Client({ node: env('ELASTICSEARCH_URL') });
    await client.indices.delete({ index: indexName, ignore_unavailable: true });
    await client.close();
  });

  runSearchIndexContract(
    'Elasticsearch',
    () =>
      openSearchIndex({
        elasticsearchUrl: env('ELASTICSEARCH_URL'),
        dims: CONTRACT_DIMS,
        indexName,
        dataDir: '/nonexistent',
      }),
    60_000,
  );
});
