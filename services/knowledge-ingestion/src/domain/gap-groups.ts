import { analyze, detectLanguage } from '@winzmail/platform/text';
import type { GapSource } from './gap-entry.js';

/**
 * Grouping the knowledge-gap queue by meaning: average-linkage agglomerative clustering on the
 * cosine of the questions' vectors, merging while the closest two groups are at least the
 * threshold apart on average. Average linkage, not single: one vague question ("I have a
 * question about my order") must not chain two topics into one group. The thresholds were chosen
 * on bench/data/gap-groups (bench/gap-grouping.ts, docs/gaps.md).
 */
export const GROUPING_THRESHOLD = {
  /** A trained model (all-MiniLM-L6-v2 measured): meaning. */
  semantic: 0.5,
  /** No trained model: shared words (Jaccard of stems), not the hashed-words vectors. */
  words: 0.15,
} as const;

/** The newest open questions grouped per call (n² similarities, n merges of n² scans at most). */
export const MAX_GROUPED = 400;
export const EXAMPLES_PER_GROUP = 3;
const WEEK_MS = 7 * 24 * 3600 * 1000;

export interface GapQuestion {
  id: string;
  question: string;
  source: GapSource;
  occurred_at: string;
  reference_id: string;
  answer: string;
}

export interface GapGroup {
  /** The group's oldest question's id: stable while that question stays in it. */
  id: string;
  count: number;
  this_week: number;
  last_week: number;
  /** Newest first, at most EXAMPLES_PER_GROUP. */
  examples: GapQuestion[];
  newest_at: string;
  /** Every member's id (to resolve the group). */
  members: string[];
}

/** Unit vectors' dot product: their cosine. */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) sum += a[i]! * b[i]!;
  return sum;
}

/**
 * A question's words as the search analyses them: its language's stems, stopwords left out
 * (English when it is too short to tell, as for chunks).
 */
export const wordsOf = (text: string): Set<string> =>
  new Set(analyze(text, detectLanguage(text) || 'en'));

/** Shared words: the Jaccard index of two word sets (0 when either is empty). */
export function sharedWords(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let both = 0;
  for (const w of a) if (b.has(w)) both++;
  return both / (a.size + b.size - both);
}

/** Clusters of unit vectors by cosine (see clusterBySimilarity). */
export const clusterByCosine = (vectors: ArrayLike<number>[], threshold: number): number[][] =>
  clusterBySimilarity(vectors.length, (i, j) => cosine(vectors[i]!, vectors[j]!), threshold);

/** Clusters of word sets by shared words (see clusterBySimilarity). */
export const clusterByWords = (words: Set<string>[], threshold: number): number[][] =>
  clusterBySimilarity(words.length, (i, j) => sharedWords(words[i]!, words[j]!), threshold);

/**
 * Clusters of the indices 0..n-1: average linkage, merged while the best pair of clusters
 * averages at least `threshold`. Each cluster's indices ascend.
 */
export function clusterBySimilarity(
  n: number,
  similarity: (i: number, j: number) => number,
  threshold: number,
): number[][] {
  const sim = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const s = similarity(i, j);
      sim[i * n + j] = s;
      sim[j * n + i] = s;
    }
  const members: (number[] | null)[] = Array.from({ length: n }, (_, i) => [i]);
  for (;;) {
    let best = -Infinity;
    let bi = -1;
    let bj = -1;
    for (let i = 0; i < n; i++) {
      if (!members[i]) continue;
      for (let j = i + 1; j < n; j++) {
        if (!members[j]) continue;
        const s = sim[i * n + j]!;
        if (s > best) [best, bi, bj] = [s, i, j];
      }
    }
    if (bi < 0 || best < threshold) break;
    const a = members[bi]!;
    const b = members[bj]!;
    // Lance–Williams for average linkage: the merged cluster's mean similarity to each other.
    for (let k = 0; k < n; k++) {
      if (!members[k] || k === bi || k === bj) continue;
      const s = (a.length * sim[bi * n + k]! + b.length * sim[bj * n + k]!) / (a.length + b.length);
      sim[bi * n + k] = s;
      sim[k * n + bi] = s;
    }
    members[bi] = [...a, ...b].sort((x, y) => x - y);
    members[bj] = null;
  }
  return members.filter((m): m is number[] => m !== null);
}

/**
 * The queue as staff see it: groups with their count, trend (the last 7 days against the 7
 * before, counted back from `now`) and newest examples, largest first (then most recent).
 */
export function gapGroups(questions: GapQuestion[], clusters: number[][], now: Date): GapGroup[] {
  const t = now.getTime();
  const groups = clusters.map((indices): GapGroup => {
    const qs = indices.map((i) => questions[i]!);
    const newestFirst = [...qs].sort(byNewest);
    const ages = qs.map((q) => t - Date.parse(q.occurred_at));
    return {
      id: newestFirst[newestFirst.length - 1]!.id,
      count: qs.length,
      this_week: ages.filter((a) => a < WEEK_MS).length,
      last_week: ages.filter((a) => a >= WEEK_MS && a < 2 * WEEK_MS).length,
      examples: newestFirst.slice(0, EXAMPLES_PER_GROUP),
      newest_at: newestFirst[0]!.occurred_at,
      members: qs.map((q) => q.id),
    };
  });
  return groups.sort((a, b) => b.count - a.count || b.newest_at.localeCompare(a.newest_at));
}

const byNewest = (a: GapQuestion, b: GapQuestion): number =>
  b.occurred_at.localeCompare(a.occurred_at) || b.id.localeCompare(a.id);
