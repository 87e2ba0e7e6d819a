/**
 * Unicode word splitting and folding, shared by search, the composer and screening.
 * Han, Hiragana/Katakana and Hangul runs have no spaces between words: they are split into
 * overlapping character bigrams (what Lucene's CJK analyzer does), so "密码重置" matches "重置".
 */
const WORD = /[\p{L}\p{N}]+/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_RUN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;

export function tokenize(text: string): string[] {
  const words = text.match(WORD) ?? [];
  // One test of the whole text rather than one per word: most texts have no CJK at all.
  if (!CJK.test(text)) return words;
  const out: string[] = [];
  for (const word of words) {
    if (!CJK.test(word)) {
      out.push(word);
      continue;
    }
    for (const run of word.match(CJK_RUN) ?? []) {
      if (!CJK.test(run)) out.push(run);
      else if (run.length === 1) out.push(run);
      else for (let i = 0; i + 1 < run.length; i++) out.push(run.slice(i, i + 2));
    }
  }
  return out;
}

/** Accents and compatibility forms folded away: "Crème ﬁne" → "Creme fine". */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '');
}

const ASCII = /^[ -~]*$/;

/** Lower case, accents folded. */
export function normalizeTerm(term: string): string {
  // Most terms are ASCII: nothing to fold, and Unicode normalisation is the slow part of indexing.
  return (ASCII.test(term) ? term : foldText(term)).toLowerCase();
}
