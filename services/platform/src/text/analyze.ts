import { ANALYSIS, type LanguageAnalysis } from './languages.js';
import { normalizeTerm, tokenize } from './tokenize.js';

/**
 * Words already reduced, per language: a word always gives the same term, and stemming and
 * folding every occurrence again cost more than the rest of the analysis. A memo is emptied when
 * it holds MEMO_WORDS words (a few MB), so memory stays bounded; the frequent words, most of a
 * text, come back at once. Stopwords are remembered as '' (no term).
 */
const MEMO_WORDS = 50_000;
const memos = new Map<LanguageAnalysis | undefined, Map<string, string>>();

function memoOf(lang: LanguageAnalysis | undefined): Map<string, string> {
  let memo = memos.get(lang);
  if (!memo) memos.set(lang, (memo = new Map()));
  return memo;
}

/**
 * A copy of `word` that holds no reference to the text it was cut from: V8 keeps a long match
 * as a slice of the whole text, which a memo key would keep alive.
 */
const detached = (word: string): string => (' ' + word).slice(1);

/**
 * The terms of a text for matching in `language` (ISO 639-1): tokenised, lower-cased, accents
 * folded, stopwords dropped and stemmed when the language has a stemmer. The same function
 * analyses what is indexed and what is asked, so both sides reduce words alike.
 */
export function analyze(text: string, language: string): string[] {
  const lang = ANALYSIS[language];
  const memo = memoOf(lang);
  const terms: string[] = [];
  for (const token of tokenize(text)) {
    // Keyed by the word as written: a hit costs no lower-casing ("The" and "the" are two keys).
    let term = memo.get(token);
    if (term === undefined) {
      const word = detached(token);
      const lower = word.toLowerCase();
      // A stopword is remembered as '': no term, as an empty one.
      term = lang?.stopwords.has(lower) ? '' : normalizeTerm(lang ? lang.stem(lower) : lower);
      if (memo.size >= MEMO_WORDS) memo.clear();
      memo.set(word, term);
    }
    if (term) terms.push(term);
  }
  return terms;
}

/** Whether `language` has a stemmer and stopwords here. */
export const analyzable = (language: string): boolean => language in ANALYSIS;
