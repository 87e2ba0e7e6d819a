import { invalid } from '../errors/index.js';

/**
 * The search index port: document chunks with their text (BM25) and embedding (kNN),
 * searched by hybrid retrieval fused with reciprocal rank fusion. Every call is scoped to one
 * organisation; the org id comes from the verified caller, never from a request body.
 */
export interface Chunk {
  id: string;
  orgId: string;
  documentId: string;
  filename: string;
  heading: string;
  text: string;
  vector: number[];
  /**
   * The address of the page the chunk came from ('' for an uploaded file), kept with the chunk so
   * a search needs no look-up of its document.
   */
  sourceUrl?: string;
}

export interface SearchHit {
  chunkId: string;
  documentId: string;
  filename: string;
  heading: string;
  text: string;
  score: number;
  /** As indexed; absent for a chunk indexed before the index kept it (ask its document). */
  sourceUrl?: string;
}

export interface SearchQuery {
  /** The question as written: each adapter analyses it (see analysis.ts). '' → vector only. */
  text: string;
  /** The query's embedding; [] → BM25 only. */
  vector: number[];
  k: number;
  /**
   * Weight of the vector ranking in the fusion, BM25's being 1 (default 1). 0 leaves the vectors
   * out: the caller's embedder is the lexical fallback, which only repeats BM25 worse.
   */
  denseWeight?: number;
  /**
   * The text's language as the caller detected it (detectLanguage of this same text), so the
   * adapter need not detect it again; absent: the adapter detects it.
   */
  language?: string;
}

export interface SearchIndex {
  upsert(chunks: Chunk[]): Promise<void>;
  deleteByDocument(orgId: string, documentId: string): Promise<void>;
  /** Everything of one organisation, and whatever the adapter keeps for it (its deletion). */
  deleteByOrg(orgId: string): Promise<void>;
  search(orgId: string, query: SearchQuery): Promise<SearchHit[]>;
  close(): Promise<void>;
}

/** Reciprocal rank fusion constant (the usual 60). */
export const RRF_K = 60;

/** A ranking (ids, best first) and its weight in the fusion. */
export interface RankedList {
  ids: string[];
  weight: number;
}

/**
 * Weighted reciprocal rank fusion: score = Σ weight / (RRF_K + rank). Pure; used by every
 * adapter. A list of weight 0 adds nothing.
 */
export function reciprocalRankFusion(lists: RankedList[], k = RRF_K): Map<string, number> {
  const scores = new Map<string, number>();
  for (const { ids, weight } of lists) {
    if (weight <= 0) continue;
    ids.forEach((id, index) => scores.set(id, (scores.get(id) ?? 0) + weight / (k + index + 1)));
  }
  return scores;
}

/** The query's dense weight, checked: a finite number ≥ 0 (default 1). */
export function denseWeightOf(query: SearchQuery): number {
  const w = query.denseWeight ?? 1;
  if (!Number.isFinite(w) || w < 0) throw invalid('denseWeight must be a number ≥ 0');
  return w;
}
