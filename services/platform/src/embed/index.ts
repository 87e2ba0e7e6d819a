// `@winzmail/platform/embed`: the port (types, unit-length policy) and the factory that picks an
// adapter.
export * from './port.js';
export {
  DEFAULT_LOCAL_MODEL_DIR,
  DEFAULT_OPENAI_MODEL,
  LOCAL_MODELS,
  localModelDir,
  localModelPresent,
  MODELS_DIR,
  openEmbedder,
} from './open.js';
