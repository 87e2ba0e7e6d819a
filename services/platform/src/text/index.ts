// Text analysis shared by search, the model adapters and screening: pure, no I/O.
export { analyze, analyzable } from './analyze.js';
export { type AnswerKind, expectedAnswer, holdsAnswer } from './answer-kind.js';
export { withoutCitations } from './citations.js';
export { detectLanguage, detectOnce, languageSample } from './detect.js';
export { TextMemo } from './memo.js';
export { baseSubject } from './subject.js';
export { ANALYSIS, type LanguageAnalysis } from './languages.js';
export {
  RTL_UI_LANGUAGES,
  UI_LANGUAGES,
  uiLanguage,
  uiLanguageIso,
  type UiLanguage,
} from './ui-languages.js';
export { foldText, normalizeTerm, tokenize } from './tokenize.js';
