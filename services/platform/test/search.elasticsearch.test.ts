import { afterAll, expect, it } from '@jest/globals';
import { connectElasticsearch } from '../src/search/adapters/elastic/elastic-client.js';
import { ElasticIndex } from '../src/search/adapters/elastic/elastic-index.js';
import { openSearchIndex } from '../src/search/index.js';
import { CONTRACT_DIMS, runSearchIndexContract } from './contracts/search.contract.js';
import { RUN_ID } from './support/names.js';
import { describeWithServer, env } from './support/real-server.js';

// One index per run, deleted at the end so a shared server stays clean.
const indexName = `winzmail-test-${RUN_ID}`;
const oldIndex = `winzmail-test-old-${RUN_ID}`;
const newIndex = `winzmail-test-new-${RUN_ID}`;

describeWithServer(['ELASTICSEARCH_URL'], 'SearchIndex on Elasticsearch', () => {
  afterAll(async () => {
    const { Client } = await import('@elastic/elasticsearch');
    const client = new Client({ node: env('ELASTICSEARCH_URL') });
    await client.indices.delete({
      index: [indexName, oldIndex, newIndex],
      ignore_unavailable: true,
    });
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

  it('copies the chunks of an index of the older mapping into a new one, analysed anew', async () => {
    const client = await connectElasticsearch(env('ELASTICSEARCH_URL'));
    try {
      // What version 1 stored: the chunk's fields and vector (its folded search_* copies were
      // left out of _source, so they are not needed).
      await client.index({
        index: oldIndex,
        id: 'org-m:c1',
        document: {
          org_id: 'org-m',
          document_id: 'd1',
          chunk_id: 'c1',
          filename: 'security.pdf',
          heading: 'Security',
          text: 'Passwords are stored as salted hashes.',
          vector: [1, 0, 0, 0, 0, 0, 0, 0],
        },
        refresh: true,
      });
      const index = await ElasticIndex.open({
        url: env('ELASTICSEARCH_URL'),
        dims: CONTRACT_DIMS,
        indexName: newIndex,
        previousIndexName: oldIndex,
      });
      const hits = await index.search('org-m', { text: 'password', vector: [], k: 3 });
      expect(hits.map((h) => [h.chunkId, h.heading])).toEqual([['c1', 'Security']]);
      const dense = await index.search('org-m', {
        text: '',
        vector: [1, 0, 0, 0, 0, 0, 0, 0],
        k: 3,
      });
      expect(dense.map((h) => h.chunkId)).toEqual(['c1']);
      await index.close();
      // Done: the pending copy is no longer recorded, so the next start copies nothing.
      const mapping = await client.indices.getMapping({ index: newIndex });
      expect(Object.values(mapping)[0]?.mappings._meta ?? {}).toEqual({});
    } finally {
      await client.close();
    }
  }, 60_000);
});
