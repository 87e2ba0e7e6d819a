// The knowledge service's own ingestion path, in-process, for the benches: the same Documents
// (type checks, blob store, record) and Chunks (parse → chunk → embed → index) the gRPC
// handlers and the bus consumer call, on the embedded adapters under a temporary directory.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createLogger } from '../services/platform/src/logger/index.js';
import { openBlobStore } from '../services/platform/src/blobs/index.js';
import type { EventBus } from '../services/platform/src/bus/index.js';
import {
  embedQueries,
  localModelPresent,
  openEmbedder,
  type Embedder,
  type EmbedderProvider,
  type EmbedderSettings,
} from '../services/platform/src/embed/index.js';
import {
  openSearchIndex,
  type Ranking,
  type SearchHit,
  type SearchIndex,
} from '../services/platform/src/search/index.js';
import { Outbox } from '../services/platform/src/outbox/index.js';
import { openDocumentStore } from '../services/platform/src/store/index.js';
import { openRepos } from '../services/knowledge-ingestion/src/adapters/repositories.js';
import { DEFAULT_PARSE_LIMITS } from '../services/knowledge-ingestion/src/adapters/parsers/index.js';
import { Scraper } from '../services/knowledge-ingestion/src/adapters/scrape/scraper.js';
import { DEFAULT_CHUNKING } from '../services/knowledge-ingestion/src/domain/chunker.js';
import { Documents, type DocumentView } from '../services/knowledge-ingestion/src/documents.js';
import { Chunks } from '../services/knowledge-ingestion/src/chunks.js';
import { denseWeight as serviceDenseWeight } from '../services/knowledge-ingestion/src/domain/fusion.js';

/** Events are not needed here: processing is called directly, as the consumer would (the
 * outbox records them with each write but is never started, so nothing is relayed). */
const quietBus: EventBus = {
  publish: async () => undefined,
  subscribe: async () => ({ stop: async () => undefined }),
  subscribeDeadLetters: async () => ({ stop: async () => undefined }),
  close: async () => undefined,
};

export interface Harness {
  embedder: Embedder;
  index: SearchIndex;
  /** Upload + processing of one file; the document as listed afterwards. */
  ingest(filename: string, bytes: Buffer): Promise<DocumentView>;
  /**
   * What Documents.search does, without its cap on k: the query's text and vector, fused with
   * `denseWeight` (default: the service's choice) in hybrid mode; `bm25` and `dense` ask one side
   * only.
   */
  search(
    query: string,
    k: number,
    mode?: 'hybrid' | 'bm25' | 'dense',
    denseWeight?: number,
  ): Promise<SearchHit[]>;
  close(): Promise<void>;
}

export const ORG = 'bench-org';

/** Which embedder and which index a harness runs. */
export interface HarnessOptions {
  /** A local model's folder (provider `local`); default the product's. */
  localModelDir?: string;
  /** The embeddings API (provider `openai`); default from EMBEDDINGS_* as the service reads them. */
  openai?: EmbedderSettings['openai'];
  /** BM25 parameters and field weights to try instead of the product's. */
  ranking?: Ranking;
  /** Elasticsearch instead of the in-process index (a fresh index, deleted on close). */
  elasticsearchUrl?: string;
}

export async function openHarness(
  provider: EmbedderProvider,
  options: HarnessOptions = {},
): Promise<Harness> {
  const dir = await mkdtemp(join(tmpdir(), 'winzmail-bench-kb-'));
  const logger = createLogger({ service: 'bench', level: 'warn' });
  const store = await openDocumentStore({ database: 'bench', dataDir: dir });
  const repos = await openRepos(store);
  const outbox = new Outbox(quietBus, logger, { pollMs: 60_000, retryBaseMs: 1_000 });
  outbox.watch(repos.documents);
  const embedder = await openEmbedder({
    provider,
    openai: options.openai ?? {
      baseUrl: process.env.EMBEDDINGS_BASE_URL,
      apiKey: process.env.EMBEDDINGS_API_KEY,
      model: process.env.EMBEDDINGS_MODEL,
      queryModel: process.env.EMBEDDINGS_QUERY_MODEL,
      languages: process.env.EMBEDDINGS_LANGUAGES === 'multi' ? 'multi' : undefined,
    },
    ...(options.localModelDir ? { localModelDir: options.localModelDir } : {}),
  });
  const blobs = await openBlobStore({ dataDir: dir });
  const indexName = `winzmail-bench-${process.pid}-${Date.now()}`;
  const index = await openSearchIndex({
    dims: embedder.dims,
    dataDir: dir,
    logger,
    ...(options.ranking ? { ranking: options.ranking } : {}),
    ...(options.elasticsearchUrl ? { elasticsearchUrl: options.elasticsearchUrl, indexName } : {}),
  });
  const scraper = new Scraper({
    policy: { allowLoopback: false, allowPrivate: false },
    limits: { timeoutMs: 1000, maxBytes: 1, maxRedirects: 0 },
    maxPages: 1,
  });
  const documents = new Documents({
    repos,
    blobs,
    index,
    embedder,
    outbox,
    scraper,
    logger,
  });
  const chunks = new Chunks({
    repos,
    blobs,
    index,
    embedder,
    outbox,
    logger,
    parseLimits: DEFAULT_PARSE_LIMITS,
    chunking: DEFAULT_CHUNKING,
    maxAttempts: 1,
  });
  return {
    embedder,
    index,
    async ingest(filename, bytes) {
      const doc = await documents.upload(ORG, filename, bytes);
      await chunks.process(ORG, doc.id);
      const [done] = (await documents.list(ORG)).filter((d) => d.id === doc.id);
      return done!;
    },
    async search(query, k, mode = 'hybrid', denseWeight = serviceDenseWeight(embedder, query)) {
      // Queries in their query form, as Documents.search embeds them (e5's "query: ").
      const [vector] = mode === 'bm25' ? [[] as number[]] : await embedQueries(embedder, [query]);
      return index.search(ORG, {
        text: mode === 'dense' ? '' : query,
        vector: vector ?? [],
        k,
        // Dense alone: any positive weight (there is no BM25 list to weigh it against).
        denseWeight: mode === 'bm25' ? 0 : mode === 'dense' ? 1 : denseWeight,
      });
    },
    async close() {
      if (options.elasticsearchUrl) {
        const { connectElasticsearch } =
          await import('../services/platform/src/search/adapters/elastic/elastic-client.js');
        const client = await connectElasticsearch(options.elasticsearchUrl);
        await client.indices.delete({ index: indexName, ignore_unavailable: true });
        await client.close();
      }
      await index.close();
      await blobs.close();
      await embedder.close?.();
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The embedders this machine can run: lexical always, the local model when its files exist. */
export async function availableProviders(): Promise<EmbedderProvider[]> {
  const out: EmbedderProvider[] = ['lexical'];
  if (await localModelPresent(process.env.EMBEDDINGS_LOCAL_MODEL_DIR)) out.push('local');
  if (process.env.EMBEDDINGS_BASE_URL || process.env.EMBEDDINGS_API_KEY) out.push('openai');
  return out;
}

const MODELS_DIR = resolve(import.meta.dirname, '../models');

/**
 * Every folder under models/ that holds a local embedding model (each one is measured); a
 * cross-encoder (a sequence classifier: the reranker's model) is no embedder.
 */
export async function localModelDirs(): Promise<string[]> {
  const entries = await readdir(MODELS_DIR, { withFileTypes: true }).catch(() => []);
  const dirs: string[] = [];
  for (const e of entries) {
    const dir = join(MODELS_DIR, e.name);
    if (!e.isDirectory() || !(await localModelPresent(dir))) continue;
    const config = await readFile(join(dir, 'config.json'), 'utf8').catch(() => '{}');
    const { architectures = [] } = JSON.parse(config) as { architectures?: string[] };
    if (!architectures.some((a) => a.endsWith('ForSequenceClassification'))) dirs.push(dir);
  }
  return dirs;
}
