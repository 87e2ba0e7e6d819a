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
