/**
 * One text analysis for the in-process BM25 index, close to the Elasticsearch mapping's
 * (standard tokenizer + lowercase + asciifolding): Unicode word splitting, lower case, accents
 * folded, so "Café" and "cafe" match.
 */
const WORD = /[\p{L}\p{N}]+/gu;

export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

export function normalizeTerm(term: string): string {
  return term
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}
