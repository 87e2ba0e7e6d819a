export * from './port.js';
export { openChatModel } from './open.js';
export { MEANING, MEANING_TEXT_CHARS, meaningText } from './meaning.js';
// How the composer splits a question and passages: reply-generation asks relatedness for the same
// units and sentences, and judges relevance by the same units.
export {
  questionUnits,
  unitTerms,
  type QuestionUnit,
} from './adapters/grounded-composer/question.js';
export { splitSentences } from './adapters/grounded-composer/sentences.js';
