import type { ScoredSentence } from './score.js';

/**
 * How many sentences each response length quotes, and how close to a unit's best answer another
 * must be: `ratio` of its value from the same passage (the rest of the answer's section), within
 * `margin` of its similarity from another passage when the choice is by meaning (similarities
 * of one shop's sentences lie close together: a ratio would let in another topic's sentence).
 */
const LENGTHS: Readonly<Record<string, { max: number; ratio: number; margin: number }>> = {
  Short: { max: 2, ratio: 0.85, margin: 0 },
  Medium: { max: 4, ratio: 0.5, margin: 0.03 },
  Detailed: { max: 7, ratio: 0.3, margin: 0.08 },
};

export const sentenceBounds = (responseLength: string) =>
  LENGTHS[responseLength] ?? LENGTHS.Medium!;

const byRank = (a: ScoredSentence, b: ScoredSentence) =>
  b.rank - a.rank || a.order - b.order || a.position - b.position;

/** The sentences to quote, and for each question unit whether one of them answers it. */
export interface Selection {
  /** In reading order; empty when no sentence answers any unit (abstain). */
  chosen: ScoredSentence[];
  /** Per question unit: answered by a chosen sentence (else a colleague follows up on it). */
  answered: boolean[];
}

/**
 * For each question unit (an email often asks several things) the sentence that answers it best
 * — by meaning and by words when the task carries relatedness, else by words — then, within the
 * length's maximum, other sentences that answer a unit nearly as well as its best. A sentence
 * that answers no unit is never added (no context padding, no neighbours): a unit nothing
 * answers is left unanswered, for the reply to name. Repeats (overlapping chunks) are quoted once.
 */
export function selectSentences(
  scored: readonly ScoredSentence[],
  responseLength: string,
): Selection {
  const { max, ratio, margin } = sentenceBounds(responseLength);
  const answering = scored.filter((s) => s.quotable && s.answers.some(Boolean)).sort(byRank);
  const units = scored[0]?.answers.length ?? 0;
  const byMeaning = scored.some((s) => s.similarity.some((x) => x !== 0));
  const perUnit = [...Array(units).keys()].map((i) => bestFor(answering, i));
  const chosen: ScoredSentence[] = [];
  const fits = (s: ScoredSentence) => !chosen.includes(s) && !chosen.some((c) => duplicate(c, s));
  // Every unit's answer, whatever the length: an asked question is not dropped to be short.
  for (const s of perUnit) if (s && fits(s)) chosen.push(s);
  for (const s of answering) {
    if (chosen.length >= max) break;
    const closeToBest = s.answers.some((a, i) => {
      const best = perUnit[i];
      if (!a || !best) return false;
      if (s.passage === best.passage) return value(s, i) >= ratio * value(best, i);
      // From another passage, by words: only what covers the question as fully as its best answer
      // ("Luggage is stored free of charge" shares "free of charge" with a cancellation question).
      if (!byMeaning) return value(s, i) >= ratio * value(best, i) && s.support >= best.support;
      return s.similarity[i]! >= best.similarity[i]! - margin;
    });
    if (closeToBest && fits(s)) chosen.push(s);
  }
  const answered = [...Array(units).keys()].map((i) => chosen.some((s) => s.answers[i]));
  return { chosen: readingOrder(chosen), answered };
}

/** The sentence that best answers question unit `i` by itself. */
function bestFor(answering: ScoredSentence[], i: number): ScoredSentence | undefined {
  let best: ScoredSentence | undefined;
  for (const s of answering) if (s.answers[i] && (!best || value(s, i) > value(best, i))) best = s;
  return best;
}

/** How well a sentence answers unit `i`, as a quote: a heading line answers worse than a statement. */
const value = (s: ScoredSentence, i: number): number => s.fit[i]! * s.worth;

/** Passages by their best chosen sentence, each passage's sentences in document order. */
function readingOrder(chosen: ScoredSentence[]): ScoredSentence[] {
  const groups = new Map<Passage, ScoredSentence[]>();
  for (const s of [...chosen].sort(byRank))
    groups.set(s.passage, [...(groups.get(s.passage) ?? []), s]);
  return [...groups.values()].flatMap((group) => group.sort((a, b) => a.position - b.position));
}

type Passage = ScoredSentence['passage'];

function duplicate(a: ScoredSentence, b: ScoredSentence): boolean {
  if (a.text === b.text) return true;
  let shared = 0;
  for (const term of a.terms) if (b.terms.has(term)) shared++;
  const union = a.terms.size + b.terms.size - shared;
  return union > 0 && shared / union >= 0.8;
}
