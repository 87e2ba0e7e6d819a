// The grounded composer's frame phrases in the 15 interface languages: pure data and helpers,
// shared by the composer (which writes them) and reply-generation (which recognises them).
export {
  PHRASES,
  frameSentences,
  noInformationSentences,
  phrasesFor,
  registerOf,
  replyLanguage,
  type Phrases,
  type Register,
} from './phrases.js';
