// Entry of @winzmail/browser-kit. Pure, side-effect-free modules ("sideEffects": false), so a
// bundle keeps only what it imports (the widget's byte budget).
export { createSseParser, type SseEvent, type SseParser } from './sse/parser.js';
export { readEventStream } from './sse/read-event-stream.js';
export {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  isRtlLanguage,
  LANGUAGE_CODES,
  RTL_LANGUAGES,
  toLanguageCode,
  type LanguageCode,
} from './languages.js';
