/**
 * One text analysis for both search adapters: Unicode word splitting, lower case, accents folded
 * (so "Café" and "cafe" match). The in-process index applies it per term; for Elasticsearch the
 * text is folded here and its built-in `standard` analyzer (word splitting + lower case) does the
 * rest, which needs no analysis plugin on the server.
 */
const WORD = /[\p{L}\p{N}]+/gu;

export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Accents and compatibility forms folded away: "Crème ﬁne" → "Creme fine". */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '');
}

const ASCII = /^[ -~]*$/;

export function normalizeTerm(term: string): string {
  // Most terms are ASCII: nothing to fold, and Unicode normalisation is the slow part of indexing.
  return (ASCII.test(term) ? term : foldText(term)).toLowerCase();
}
