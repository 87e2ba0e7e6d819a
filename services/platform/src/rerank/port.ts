/**
 * The reranker port: a cross-encoder that scores (query, passage) pairs jointly, run over the
 * fused top candidates of a hybrid search. Optional: without a reranker the fused order stands.
 */
export interface Reranker {
  /** A stable name, e.g. `cross-encoder:ms-marco-MiniLM-L-6-v2`. */
  readonly id: string;
  /** One relevance score per passage, in the passages' order; higher is more relevant. */
  score(query: string, passages: string[]): Promise<number[]>;
  close?(): Promise<void>;
}
