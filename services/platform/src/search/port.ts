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
}

export interface SearchHit {
  chunkId: string;
  documentId: string;
  filename: string;
  heading: string;
  text: string;
  score: number;
}

export interface SearchQuery {
  text: string;
  vector: number[];
  k: number;
}

export interface SearchIndex {
  upsert(chunks: Chunk[]): Promise<void>;
  deleteByDocument(orgId: string, documentId: string): Promise<void>;
  search(orgId: string, query: SearchQuery): Promise<SearchHit[]>;
  close(): Promise<void>;
}

/** Reciprocal rank fusion constant (the usual 60). */
export const RRF_K = 60;

/** Fuses ranked lists of ids: score = Σ 1 / (RRF_K + rank). Pure; used by every adapter. */
export function reciprocalRankFusion(lists: string[][], k = RRF_K): Map<string, number> {
  const scores = new Map<string, number>();
  for (const list of lists) {
    list.forEach((id, index) => scores.set(id, (scores.get(id) ?? 0) + 1 / (k + index + 1)));
  }
  return scores;
}
