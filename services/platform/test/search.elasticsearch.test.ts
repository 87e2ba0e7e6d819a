import { afterAll, expect, it } from '@jest/globals';
import { connectElasticsearch } from '../src/search/adapters/elastic/elastic-client.js';
import { ElasticIndex } from '../src/search/adapters/elastic/elastic-index.js';
import { openSearchIndex } from '../src/search/index.js';
import { CONTRACT_DIMS, runSearchIndexContract } from './contracts/search.contract.js';
import { RUN_ID, describeWithServer, env } from '@winzmail/testing';

// One index per run, deleted at the end so a shared server stays clean.
const indexName = `winzmail-test-${RUN_ID}`;
const oldIndex = `winzmail-test-old-${RUN_ID}`;
const newIndex = `winzmail-test-new-${RUN_ID}`;
const shardedIndex = `winzmail-test-sharded-${RUN_ID}`;
const splitFrom = `winzmail-test-split-${RUN_ID}`;
const beforeUrls = `winzmail-test-urls-${RUN_ID}`;

describeWithServer(['ELASTICSEARCH_URL'], 'SearchIndex on Elasticsearch', () => {
  afterAll(async () => {
    const { Client } = await import('@elastic/elasticsearch');
    const client = new Client({ node: env('ELASTICSEARCH_URL') });
    await client.indices.delete({
      index: [indexName, oldIndex, newIndex, shardedIndex, `${splitFrom}-4`, beforeUrls],
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

  it('adds the page address to an index made before chunks kept it; its older chunks answer without one', async () => {
    const client = await connectElasticsearch(env('ELASTICSEARCH_URL'));
    try {
      // The mapping as it was (strict, no source_url), with one chunk in it.
      const analysed = { type: 'text', analyzer: 'whitespace' } as const;
      await client.indices.create({
        index: beforeUrls,
        mappings: {
          dynamic: 'strict',
          _source: { excludes: ['search_*'] },
          properties: {
            org_id: { type: 'keyword' },
            document_id: { type: 'keyword' },
            chunk_id: { type: 'keyword' },
            filename: { type: 'keyword' },
            heading: { type: 'keyword' },
            text: { type: 'text', index: false },
            lang: { type: 'keyword' },
            search_text: analysed,
            search_heading: analysed,
            search_filename: analysed,
            vector: {
              type: 'dense_vector',
              dims: CONTRACT_DIMS,
              index: true,
              similarity: 'cosine',
            },
          },
        },
      });
      await client.index({
        index: beforeUrls,
        id: 'org-u:old',
        document: {
          org_id: 'org-u',
          document_id: 'd-old',
          chunk_id: 'old',
          filename: 'hours.md',
          heading: 'Hours',
          text: 'Open on saturdays.',
          lang: 'en',
          vector: [0, 1, 0, 0, 0, 0, 0, 0.1],
        },
        refresh: true,
      });
      const index = await ElasticIndex.open({
        url: env('ELASTICSEARCH_URL'),
        dims: CONTRACT_DIMS,
        indexName: beforeUrls,
      });
      await index.upsert([
        {
          id: 'new',
          orgId: 'org-u',
          documentId: 'd-new',
          filename: 'Opening times',
          heading: 'Saturdays',
          text: 'On saturdays we open at nine.',
          vector: [0, 1, 0, 0, 0, 0, 0, 0],
          sourceUrl: 'https://shop.example/hours',
        },
      ]);
      const hits = await index.search('org-u', {
        text: '',
        vector: [0, 1, 0, 0, 0, 0, 0, 0],
        k: 5,
      });
      expect(hits.map((h) => [h.chunkId, h.sourceUrl])).toEqual(
        expect.arrayContaining([
          ['old', undefined],
          ['new', 'https://shop.example/hours'],
        ]),
      );
      await index.close();
    } finally {
      await client.close();
    }
  }, 60_000);

  it('creates the index with the configured shards and replicas; an existing one keeps its shards', async () => {
    const client = await connectElasticsearch(env('ELASTICSEARCH_URL'));
    const settingsOf = async () => {
      const found = await client.indices.getSettings({ index: shardedIndex });
      const s = Object.values(found)[0]?.settings?.index;
      return [s?.number_of_shards, s?.number_of_replicas];
    };
    const warnings: string[] = [];
    try {
      const open = (shards: number, replicas: number) =>
        ElasticIndex.open({
          url: env('ELASTICSEARCH_URL'),
          dims: CONTRACT_DIMS,
          indexName: shardedIndex,
          shards,
          replicas,
          warn: (m) => warnings.push(m),
        });
      const index = await open(2, 0);
      expect(await settingsOf()).toEqual(['2', '0']);
      // Chunks spread over both shards are all found, the tenant filter still holds.
      const chunks = Array.from({ length: 20 }, (_, i) => ({
        id: `c${i}`,
        orgId: i % 2 ? 'org-a' : 'org-b',
        documentId: 'd1',
        filename: 'faq.md',
        heading: 'Refunds',
        text: `Refunds are paid within ${i + 1} days.`,
        vector: [1, 0, 0, 0, 0, 0, 0, i / 20],
      }));
      await index.upsert(chunks);
      const hits = await index.search('org-a', { text: 'refunds', vector: [], k: 20 });
      expect(hits).toHaveLength(10);
      expect(new Set(hits.map((h) => h.chunkId))).toEqual(
        new Set(chunks.filter((c) => c.orgId === 'org-a').map((c) => c.id)),
      );
      await index.close();
      // Opened again with other counts: replicas follow, the shard count cannot and is reported.
      const again = await open(3, 1);
      expect(await settingsOf()).toEqual(['2', '1']);
      expect(warnings).toEqual([
        expect.stringMatching(/has 2 primary shards, not the configured 3/),
      ]);
      await again.close();
    } finally {
      await client.close();
    }
  }, 60_000);

  it("keeps working on an index split as docs/capacity.md says, behind the old name's alias", async () => {
    const client = await connectElasticsearch(env('ELASTICSEARCH_URL'));
    const url = env('ELASTICSEARCH_URL');
    try {
      const chunks = Array.from({ length: 12 }, (_, i) => ({
        id: `c${i}`,
        orgId: 'org-s',
        documentId: 'd1',
        filename: 'faq.md',
        heading: 'Shipping',
        text: `Parcels ship within ${i + 1} days.`,
        vector: [1, 0, 0, 0, 0, 0, 0, i / 12],
      }));
      const before = await ElasticIndex.open({
        url,
        dims: CONTRACT_DIMS,
        indexName: splitFrom,
        replicas: 0,
      });
      await before.upsert(chunks);
      await before.close();
      // The operator's steps (knowledge-ingestion stopped): block writes, split, swap the name.
      await client.indices.putSettings({
        index: splitFrom,
        settings: { 'index.blocks.write': true },
      });
      await client.indices.split({
        index: splitFrom,
        target: `${splitFrom}-4`,
        settings: {
          'index.number_of_shards': 4,
          'index.number_of_replicas': 0,
          'index.blocks.write': null,
        },
        wait_for_active_shards: 'all',
      });
      await client.indices.delete({ index: splitFrom });
      await client.indices.putAlias({ index: `${splitFrom}-4`, name: splitFrom });
      const after = await ElasticIndex.open({
        url,
        dims: CONTRACT_DIMS,
        indexName: splitFrom,
        shards: 1,
      });
      const found = await after.search('org-s', { text: 'parcels', vector: [], k: 20 });
      expect(found).toHaveLength(12);
      await after.upsert([{ ...chunks[0]!, id: 'c-new', text: 'Parcels to islands ship weekly.' }]);
      await after.deleteByDocument('org-s', 'nothing');
      const hits = await after.search('org-s', { text: 'islands', vector: [], k: 3 });
      expect(hits.map((h) => h.chunkId)).toEqual(['c-new']);
      await after.close();
      const settings = await client.indices.getSettings({ index: splitFrom });
      expect(Object.values(settings)[0]?.settings?.index?.number_of_shards).toBe('4');
    } finally {
      await client.close();
    }
  }, 60_000);
});
