import type { Passage, Relatedness } from '@winzmail/platform/llm';

/** A passage's sentences, split as the composer and Relatedness split them. */
export type SentencesOf = (passage: Passage) => readonly string[];

/**
 * The passages the writer is given, chosen from a wider list of retrieved candidates. Retrieval
 * ranks whole chunks, and a chunk of several sections is only a little related to a question one
 * of its sentences answers ("Should a woman earn the same salary as a man?" finds "equal pay for
 * equal work" fifteenth of twenty, inside a chunk of four articles: bench/answer-quality). With
 * relatedness by meaning (a semantic embedder, per sentence), the first half of the k places
 * goes to retrieval's best, the rest to each question unit's most related passages in turn, so
 * every unit has its best answers before any has its second. Without it, retrieval's k best.
 * Passages are renumbered in the order kept (retrieval's), as the writer cites them.
 */
export function choosePassages(
  candidates: readonly Passage[],
  relatedness: Relatedness | undefined,
  k: number,
  sentencesOf: SentencesOf,
): Passage[] {
  const renumber = (ps: readonly Passage[]) => ps.map((p, i) => ({ ...p, number: i + 1 }));
  if (candidates.length <= k || relatedness?.kind !== 'semantic')
    return renumber(candidates.slice(0, k));
  const units = relatedness.units.length;
  // Per passage and unit: its best sentence's similarity.
  const best = candidates.map((p) => {
    const row = Array<number>(units).fill(-1);
    for (const sentence of sentencesOf(p)) {
      const sims = relatedness.sentences.get(sentence);
      sims?.forEach((x, i) => (row[i] = Math.max(row[i]!, x)));
    }
    return row;
  });
  const kept = new Set<number>();
  for (let i = 0; i < Math.ceil(k / 2); i++) kept.add(i);
  const byUnit = [...Array(units).keys()].map((u) =>
    candidates.map((_, j) => j).sort((a, b) => best[b]![u]! - best[a]![u]! || a - b),
  );
  for (let round = 0; kept.size < k && round < candidates.length; round++)
    for (const ranking of byUnit) {
      if (kept.size >= k) break;
      kept.add(ranking[round]!);
    }
  return renumber(candidates.filter((_, j) => kept.has(j)));
}

/** Per unit: the best similarity of any sentence of the chosen passages (0 without meaning). */
export function passageBest(
  passages: readonly Passage[],
  relatedness: Relatedness | undefined,
  sentencesOf: SentencesOf,
): number[] {
  if (relatedness?.kind !== 'semantic') return relatedness?.units.map(() => 0) ?? [];
  const best = relatedness.units.map(() => 0);
  for (const p of passages)
    for (const sentence of sentencesOf(p))
      relatedness.sentences.get(sentence)?.forEach((x, i) => (best[i] = Math.max(best[i]!, x)));
  return best;
}
