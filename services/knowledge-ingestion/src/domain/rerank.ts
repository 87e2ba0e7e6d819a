/**
 * How many fused candidates a reranker reads: at least the k asked for, at most the search's cap.
 * Pure.
 */
export const rerankDepth = (k: number, topN: number, maxK: number): number =>
  Math.min(Math.max(k, topN), maxK);

/**
 * The k best hits by the reranker's scores (one per hit, same order); ties keep the fused order.
 * The hit's score becomes the reranker's, so callers see the score that ordered it. Pure.
 */
export function orderByRerank<T extends { score: number }>(
  hits: readonly T[],
  scores: readonly number[],
  k: number,
): T[] {
  if (scores.length !== hits.length)
    throw new Error(`reranker gave ${scores.length} scores for ${hits.length} hits`);
  return hits
    .map((hit, i) => ({ hit, i, score: scores[i]! }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, k)
    .map(({ hit, score }) => ({ ...hit, score }));
}
