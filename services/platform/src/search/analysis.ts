import { analyze, ANALYSIS, detectLanguage, tokenize } from '../text/index.js';

/**
 * One text analysis and one BM25 for both search adapters. Each chunk is analysed in its
 * document's language (detected when indexed; English when the detector cannot tell): Unicode words, CJK
 * bigrams, stopwords dropped, Snowball stems, accents folded (`text/analyze`). The in-process
 * index keeps those terms; Elasticsearch receives them already analysed, joined by spaces, into
 * `whitespace`-analysed fields with the same BM25 similarity — so both rank alike, and the server
 * needs no analysis plugin.
 */

/** Language of a chunk whose language the detector cannot tell. */
export const FALLBACK_LANGUAGE = 'en';

/** BM25 parameters and field weights. */
export interface Ranking {
  k1: number;
  b: number;
  /** Weights of the text, heading and filename fields; a chunk's score is their weighted sum. */
  fields: { text: number; heading: number; filename: number };
}

/**
 * Lucene's k1 and b (Anserini's 0.9/0.4 scored 0.011 lower on the English docs set and 0.009
 * higher on the UDHR set). The heading and filename weigh a quarter of the text: the chunk text
 * already starts with the document title and heading, so the old boosts of 2 and 1.5 counted
 * them two and three times over (nDCG@10 on the docs set 0.462 with them, 0.567 without, 0.585
 * with a quarter). Figures: docs/search.md.
 */
export const DEFAULT_RANKING: Ranking = {
  k1: 1.2,
  b: 0.75,
  fields: { text: 1, heading: 0.25, filename: 0.25 },
};

/** Field order used by the in-process index's postings. */
export const FIELD_NAMES = ['text', 'heading', 'filename'] as const;
export const fieldWeights = (r: Ranking): number[] => FIELD_NAMES.map((f) => r.fields[f]);

/** The language a text is analysed in. */
export function chunkLanguage(text: string): string {
  return detectLanguage(text) || FALLBACK_LANGUAGE;
}

/** How many of a document's chunks its language is told from, spread over the document. */
const SAMPLED_CHUNKS = 4;
/** Characters read in all: what `detectLanguage` reads of one text. */
const SAMPLE_CHARS = 2000;

/**
 * The language each chunk is analysed in (same order): its document's, told once per document
 * from a sample of a few of its chunks spread over it. One detection costs about the same for
 * 250 characters as for 2,000 (~0.5 ms: tinyld scores every language it knows), so detecting
 * every chunk made it half of indexing. A chunk too short to tell on its own gets its
 * document's language, not the fallback. Chunks of one document arrive in one call
 * (knowledge-ingestion indexes a document at once); across calls each is told from its own.
 */
export function chunkLanguages(
  chunks: ReadonlyArray<{ documentId: string; text: string }>,
): string[] {
  const byDocument = new Map<string, string[]>();
  for (const c of chunks) {
    const texts = byDocument.get(c.documentId);
    if (texts) texts.push(c.text);
    else byDocument.set(c.documentId, [c.text]);
  }
  const languages = new Map<string, string>();
  for (const [documentId, texts] of byDocument) {
    languages.set(documentId, chunkLanguage(documentSample(texts)));
  }
  return chunks.map((c) => languages.get(c.documentId) as string);
}

/** A few chunks' starts, evenly spaced; a lone chunk is read as `chunkLanguage` reads it. */
function documentSample(texts: string[]): string {
  if (texts.length === 1) return texts[0] as string;
  const picks = Math.min(SAMPLED_CHUNKS, texts.length);
  const each = Math.floor(SAMPLE_CHARS / picks);
  const parts: string[] = [];
  for (let i = 0; i < picks; i++) {
    parts.push((texts[Math.floor((i * texts.length) / picks)] as string).slice(0, each));
  }
  return parts.join('\n');
}

/** A chunk's fields as analysed terms, in FIELD_NAMES order. */
export function chunkTerms(
  chunk: { text: string; heading: string; filename: string },
  lang: string,
): string[][] {
  return [
    analyze(chunk.text, lang),
    analyze(chunk.heading, lang),
    analyze(filenameWords(chunk.filename), lang),
  ];
}

/** "refund_policy-2024.pdf" → "refund policy 2024": the extension says nothing about the content. */
const filenameWords = (filename: string): string =>
  filename.replace(/\.[A-Za-z0-9]{1,8}$/, '').replace(/[_\-.]+/g, ' ');

/**
 * The terms of a query: stemmed in its detected language and in every language the
 * organisation's chunks are in (a short query's language is often unknown, and an English word
 * may be asked of a German document), as one set. Stopwords are those of the query's own
 * language (of any of those languages when it cannot be told), dropped before stemming: "the"
 * is no term of an English question even when the organisation also has German chunks.
 * `detected` is detectLanguage(query) when the caller already has it.
 */
export function queryTerms(
  query: string,
  indexLanguages: Iterable<string>,
  detected: string = detectLanguage(query),
): string[] {
  const langs = new Set(indexLanguages);
  if (detected) langs.add(detected);
  if (langs.size === 0) langs.add(FALLBACK_LANGUAGE);
  const stopLangs = detected ? [detected] : [...langs];
  const words = tokenize(query).filter((word) => {
    const lower = word.toLowerCase();
    return !stopLangs.some((lang) => ANALYSIS[lang]?.stopwords.has(lower));
  });
  const kept = words.join(' ');
  const terms = new Set<string>();
  for (const lang of langs) for (const term of analyze(kept, lang)) terms.add(term);
  return [...terms];
}
