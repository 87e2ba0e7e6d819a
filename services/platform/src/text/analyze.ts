import { ANALYSIS } from './languages.js';
import { normalizeTerm, tokenize } from './tokenize.js';

/**
 * The terms of a text for matching in `language` (ISO 639-1): tokenised, lower-cased, accents
 * folded, stopwords dropped and stemmed when the language has a stemmer. The same function
 * analyses what is indexed and what is asked, so both sides reduce words alike.
 */
export function analyze(text: string, language: string): string[] {
  const lang = ANALYSIS[language];
  const terms: string[] = [];
  for (const token of tokenize(text)) {
    const lower = token.toLowerCase();
    if (lang?.stopwords.has(lower)) continue;
    const term = normalizeTerm(lang ? lang.stem(lower) : lower);
    if (term) terms.push(term);
  }
  return terms;
}

/** Whether `language` has a stemmer and stopwords here. */
export const analyzable = (language: string): boolean => language in ANALYSIS;
