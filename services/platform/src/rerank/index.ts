// `@winzmail/platform/rerank`: the port and the factory that opens a cross-encoder when present.
export * from './port.js';
export {
  DEFAULT_RERANKER_DIR,
  openReranker,
  rerankerPresent,
  type RerankerSettings,
} from './open.js';
