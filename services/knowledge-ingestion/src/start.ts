import {
  runService,
  systemClock,
  type RunningService,
  type SharedAdapters,
} from '@winzmail/platform';
import { openBlobStore } from '@winzmail/platform/blobs';
import { openEmbedder } from '@winzmail/platform/embed';
import { openReranker } from '@winzmail/platform/rerank';
import { openSearchIndex } from '@winzmail/platform/search';
import { openRepos } from './adapters/repositories.js';
import { ChromiumRenderer } from './adapters/scrape/chromium.js';
import { Scraper } from './adapters/scrape/scraper.js';
import type { KnowledgeConfig } from './config.js';
import { Documents } from './documents.js';
import { subscribeEvents } from './events.js';
import { OrgErasure } from './org-erasure.js';
import { exportOrg } from './org-export.js';
import { Chunks } from './chunks.js';
import { Gaps } from './gaps.js';
import { Relatedness } from './relatedness.js';
import { knowledgeRpc } from './rpc.js';

export const SERVICE = 'knowledge-ingestion';

/** Wires adapters from config, starts the processing consumer and the gRPC server. */
export function start(
  config: KnowledgeConfig,
  shared: SharedAdapters = {},
): Promise<RunningService> {
  return runService(SERVICE, config, shared, async ({ logger, store, bus, outbox, dataDir }) => {
    const repos = await openRepos(store);
    outbox.watch(repos.documents);
    const embedder = await openEmbedder({
      provider: config.EMBEDDINGS_PROVIDER,
      openai: {
        baseUrl: config.EMBEDDINGS_BASE_URL,
        apiKey: config.EMBEDDINGS_API_KEY,
        model: config.EMBEDDINGS_MODEL,
        dims: config.EMBEDDINGS_DIMS,
        queryModel: config.EMBEDDINGS_QUERY_MODEL,
        languages: config.EMBEDDINGS_LANGUAGES,
      },
      localModelDir: config.EMBEDDINGS_LOCAL_MODEL,
      modelProcess: { maxOldSpaceMb: config.MODEL_PROCESS_MAX_OLD_SPACE_MB },
      log: (message) => logger.info(message),
    });
    const reranker = await openReranker({
      mode: config.RERANK,
      modelDir: config.RERANKER_MODEL_DIR,
      modelProcess: { maxOldSpaceMb: config.MODEL_PROCESS_MAX_OLD_SPACE_MB },
      log: (message) => logger.info(message),
    });
    const blobs = await openBlobStore({
      s3: config.S3_ENDPOINT
        ? {
            endpoint: config.S3_ENDPOINT,
            region: config.S3_REGION,
            bucket: config.S3_BUCKET,
            accessKey: config.S3_ACCESS_KEY ?? '',
            secretKey: config.S3_SECRET_KEY ?? '',
          }
        : undefined,
      dataDir,
    });
    const index = await openSearchIndex({
      elasticsearchUrl: config.ELASTICSEARCH_URL,
      shards: config.ES_INDEX_SHARDS,
      replicas: config.ES_INDEX_REPLICAS,
      dims: embedder.dims,
      dataDir,
      logger,
    });
    const policy = {
      allowLoopback: config.SCRAPE_ALLOW_LOOPBACK,
      allowPrivate: config.SCRAPE_ALLOW_PRIVATE,
    };
    const limits = {
      timeoutMs: config.SCRAPE_TIMEOUT_MS,
      maxBytes: config.SCRAPE_MAX_BYTES,
      maxRedirects: config.SCRAPE_MAX_REDIRECTS,
    };
    const renderer = config.CHROMIUM_PATH
      ? new ChromiumRenderer({
          executablePath: config.CHROMIUM_PATH,
          policy,
          limits,
          maxRequests: 100,
        })
      : undefined;
    const scraper = new Scraper({ policy, limits, maxPages: config.SCRAPE_MAX_PAGES, renderer });
    const documents = new Documents({
      repos,
      blobs,
      index,
      embedder,
      outbox,
      scraper,
      logger,
      reranker,
      rerankTopN: config.RERANK_TOP_N,
    });
    // One vector cache for the Relatedness RPC and the sentences embedded at indexing time.
    const relatedness = new Relatedness(embedder);
    const chunks = new Chunks({
      repos,
      blobs,
      index,
      embedder,
      outbox,
      logger,
      parseLimits: {
        maxPdfPages: config.PARSE_MAX_PDF_PAGES,
        zip: { maxUnzippedBytes: config.PARSE_MAX_UNZIPPED_BYTES, maxEntries: 5000 },
        timeoutMs: config.PARSE_TIMEOUT_MS,
        sofficePath: config.SOFFICE_PATH,
      },
      chunking: {
        targetChars: config.CHUNK_TARGET_CHARS,
        overlapChars: Math.min(
          config.CHUNK_OVERLAP_CHARS,
          Math.floor(config.CHUNK_TARGET_CHARS / 2),
        ),
        maxChars: Math.round(config.CHUNK_TARGET_CHARS * 1.5),
      },
      maxAttempts: config.BUS_MAX_ATTEMPTS,
      sentences: relatedness,
    });
    const gaps = new Gaps({
      repos,
      documents,
      relatedness,
      logger,
      now: shared.clock ?? systemClock,
    });
    const erasure = new OrgErasure({ repos, blobs, index });
    const consumers = await subscribeEvents(bus, chunks, gaps, erasure);
    const requeued = await documents.reindexStale();
    if (requeued > 0) logger.info({ requeued }, 're-queued documents for re-indexing');
    return {
      bindings: [
        knowledgeRpc(
          documents,
          relatedness,
          gaps,
          { maxUploadBytes: config.MAX_UPLOAD_BYTES, logger },
          (orgId) => exportOrg({ repos, blobs }, orgId),
        ),
      ],
      consumers,
      onStop: [
        async () => renderer?.close(),
        () => index.close(),
        () => blobs.close(),
        async () => relatedness.close(),
        async () => embedder.close?.(),
        async () => reranker?.close?.(),
      ],
    };
  });
}
