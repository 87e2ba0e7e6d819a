import { describe, expect, it } from '@jest/globals';
import { loadKnowledgeConfig } from './config.js';

describe('knowledge-ingestion embeddings config', () => {
  it('reads the query model and the declared languages', () => {
    const c = loadKnowledgeConfig({
      EMBEDDINGS_MODEL: 'e5-passage',
      EMBEDDINGS_QUERY_MODEL: 'e5-query',
      EMBEDDINGS_LANGUAGES: 'multi',
    });
    expect([c.EMBEDDINGS_MODEL, c.EMBEDDINGS_QUERY_MODEL, c.EMBEDDINGS_LANGUAGES]).toEqual([
      'e5-passage',
      'e5-query',
      'multi',
    ]);
    const unset = loadKnowledgeConfig({ EMBEDDINGS_QUERY_MODEL: '', EMBEDDINGS_LANGUAGES: '' });
    expect([unset.EMBEDDINGS_QUERY_MODEL, unset.EMBEDDINGS_LANGUAGES]).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('refuses a languages value it does not know', () => {
    expect(() => loadKnowledgeConfig({ EMBEDDINGS_LANGUAGES: 'de' })).toThrow(
      /EMBEDDINGS_LANGUAGES/,
    );
  });
});

describe('knowledge-ingestion Elasticsearch index config', () => {
  it("keeps today's index by default: one shard, the server's replicas", () => {
    const c = loadKnowledgeConfig({});
    expect([c.ES_INDEX_SHARDS, c.ES_INDEX_REPLICAS]).toEqual([1, undefined]);
    expect(loadKnowledgeConfig({ ES_INDEX_REPLICAS: '' }).ES_INDEX_REPLICAS).toBeUndefined();
  });

  it('reads whole counts and refuses others', () => {
    const c = loadKnowledgeConfig({ ES_INDEX_SHARDS: '4', ES_INDEX_REPLICAS: '0' });
    expect([c.ES_INDEX_SHARDS, c.ES_INDEX_REPLICAS]).toEqual([4, 0]);
    for (const bad of ['0', '1.5', 'four', '-1']) {
      expect(() => loadKnowledgeConfig({ ES_INDEX_SHARDS: bad })).toThrow(/ES_INDEX_SHARDS/);
    }
    expect(() => loadKnowledgeConfig({ ES_INDEX_REPLICAS: '-1' })).toThrow(/ES_INDEX_REPLICAS/);
  });
});
