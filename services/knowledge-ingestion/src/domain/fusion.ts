import { ANALYSIS, detectLanguage, tokenize } from '@winzmail/platform/text';

/**
 * How much the vector ranking counts beside BM25 (weight 1) for one query, by the embedder that
 * made the vectors. Measured with bench/retrieval-quality.ts (docs/search.md):
 * - the lexical embedder only repeats BM25, worse (nDCG@10 0.569 at weight 0.5 against BM25's
 *   0.585 on the English docs set): left out;
 * - a semantic model counts twice: on the English docs set MiniLM alone (0.688) beats BM25
 *   (0.585), and only at weight 2 does the fusion reach past it (0.691; 0.680 at 1);
 * - an English-only model asked in another language is left out: MiniLM ranks the UDHR's Arabic
 *   articles at 0.300 nDCG@10 where BM25 ranks them at 0.963, and fusing it pulled BM25 down.
 */
export const SEMANTIC_DENSE_WEIGHT = 2;

/**
 * Models trained on English text only, by the name in the embedder id (their model cards say
 * `language: en`), for embedders that do not declare their languages. Any other semantic
 * embedder is taken to cover the query's language.
 */
const ENGLISH_ONLY = [/all-MiniLM-L6-v2$/, /all-MiniLM-L12-v2$/, /all-mpnet-base-v2$/];

/** What fusion reads of an Embedder (the port's fields). */
interface FusedEmbedder {
  id: string;
  kind: string;
  languages?: 'en' | 'multi';
}

const englishOnly = (embedder: FusedEmbedder): boolean =>
  embedder.languages
    ? embedder.languages === 'en'
    : ENGLISH_ONLY.some((re) => re.test(embedder.id));

export function denseWeight(embedder: FusedEmbedder, query: string): number {
  if (embedder.kind === 'lexical') return 0;
  if (englishOnly(embedder) && !looksEnglish(query)) return 0;
  return SEMANTIC_DENSE_WEIGHT;
}

const NON_LATIN_LETTER = /(?=\p{L})[^\p{Script=Latin}]/u;

/**
 * Whether a question may be English. The detector alone misjudges short questions both ways
 * ("rename the -h help flag" is not German; ten Chinese characters are too few for it), so:
 * letters of another script are never English; a Latin-script question is English unless the
 * detector names another language whose function words it uses more than English ones.
 */
function looksEnglish(query: string): boolean {
  if (NON_LATIN_LETTER.test(query)) return false;
  const lang = detectLanguage(query);
  if (!lang || lang === 'en') return true;
  const words = tokenize(query).map((w) => w.toLowerCase());
  const hits = (l: string) => words.filter((w) => ANALYSIS[l]?.stopwords.has(w)).length;
  return hits(lang) <= hits('en');
}
