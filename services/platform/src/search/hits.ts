import { reciprocalRankFusion, type RankedList, type SearchHit } from './port.js';

interface HitSource {
  documentId: string;
  filename: string;
  heading: string;
  text: string;
  sourceUrl?: string;
}

/**
 * Fuses the BM25 and kNN rankings (chunk ids, best first) with weighted reciprocal rank fusion and
 * returns the best `k` as hits. Shared by every adapter so they rank the same way.
 */
export function rankHits(
  lists: RankedList[],
  k: number,
  lookup: (chunkId: string) => HitSource | undefined,
): SearchHit[] {
  const fused = [...reciprocalRankFusion(lists).entries()].sort((a, b) => b[1] - a[1]);
  const hits: SearchHit[] = [];
  for (const [chunkId, score] of fused) {
    const row = lookup(chunkId);
    if (!row) continue;
    hits.push({
      chunkId,
      documentId: row.documentId,
      filename: row.filename,
      heading: row.heading,
      text: row.text,
      score,
      ...(row.sourceUrl !== undefined ? { sourceUrl: row.sourceUrl } : {}),
    });
    if (hits.length === k) break;
  }
  return hits;
}
