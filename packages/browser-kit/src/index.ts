// Entry of @winzmail/browser-kit. Pure, side-effect-free modules ("sideEffects": false), so a
// bundle keeps only what it imports (the widget's byte budget).
export { createSseParser, type SseEvent, type SseParser } from './sse/parser.js';
export { readEventStream } from './sse/read-event-stream.js';
export {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  isRtlLanguage,
  LANGUAGE_CODES,
  languageTag,
  RTL_LANGUAGES,
  toLanguageCode,
  type LanguageCode,
} from './languages.js';
export { createVisitorSession, type VisitorSession } from './visitor/session.js';
export {
  createTokenStore,
  visitorKey,
  type KeyValueStorage,
  type TokenStore,
} from './visitor/token-store.js';
