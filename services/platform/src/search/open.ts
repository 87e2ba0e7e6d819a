import { join } from 'node:path';
import type { Logger } from '../logger/index.js';
import type { Ranking } from './analysis.js';
import type { SearchIndex } from './port.js';

/**
 * The Elasticsearch index, versioned by its analysis: v2 holds analysed terms (stems, stopwords
 * out) in `whitespace` fields. On first start with v2, the chunks of the v1 index (standard
 * analyzer) are copied into it, re-analysed, vectors kept; v1 is left for the operator to delete.
 */
export const CHUNKS_INDEX = 'winzmail-chunks-v2';
const PREVIOUS_CHUNKS_INDEX = 'winzmail-chunks';

export interface SearchIndexSettings {
  /** Elasticsearch URL; unset → the in-process index persisted under `<dataDir>/search`. */
  elasticsearchUrl?: string;
  /** Vector size (the embedder's). */
  dims: number;
  /** Elasticsearch index name (default CHUNKS_INDEX). */
  indexName?: string;
  dataDir: string;
  logger?: Logger;
  /** BM25 parameters and field weights (default DEFAULT_RANKING; the benches vary them). */
  ranking?: Ranking;
  /** Elasticsearch: primary shards of a new index (default 1; fixed at creation). */
  shards?: number;
  /** Elasticsearch: replicas per shard (unset: the server's default, an existing index untouched). */
  replicas?: number;
}

/** Picks the adapter from config; the Elasticsearch client is loaded only when a URL is set. */
export async function openSearchIndex(settings: SearchIndexSettings): Promise<SearchIndex> {
  if (settings.elasticsearchUrl) {
    const { ElasticIndex } = await import('./adapters/elastic/elastic-index.js');
    return ElasticIndex.open({
      url: settings.elasticsearchUrl,
      dims: settings.dims,
      indexName: settings.indexName ?? CHUNKS_INDEX,
      ...(settings.indexName ? {} : { previousIndexName: PREVIOUS_CHUNKS_INDEX }),
      ...(settings.ranking ? { ranking: settings.ranking } : {}),
      ...(settings.shards !== undefined ? { shards: settings.shards } : {}),
      ...(settings.replicas !== undefined ? { replicas: settings.replicas } : {}),
      warn: (message) => settings.logger?.warn(message),
    });
  }
  const { MemoryIndex } = await import('./adapters/memory/memory-index.js');
  return MemoryIndex.open({
    dims: settings.dims,
    dir: join(settings.dataDir, 'search'),
    ...(settings.logger ? { logger: settings.logger } : {}),
    ...(settings.ranking ? { ranking: settings.ranking } : {}),
  });
}
