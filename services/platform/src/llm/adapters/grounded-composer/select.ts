import type { ScoredSentence } from './score.js';

/** How many sentences each response length quotes, and how close to the best an extra must be. */
const LENGTHS: Readonly<Record<string, { min: number; max: number; ratio: number }>> = {
  Short: { min: 1, max: 2, ratio: 0.7 },
  Medium: { min: 2, max: 4, ratio: 0.45 },
  Detailed: { min: 4, max: 7, ratio: 0.25 },
};

export const sentenceBounds = (responseLength: string) =>
  LENGTHS[responseLength] ?? LENGTHS.Medium!;

const byRank = (a: ScoredSentence, b: ScoredSentence) =>
  b.rank - a.rank || a.order - b.order || a.position - b.position;

/**
 * The sentences to quote, in reading order; empty when none answers the question (abstain).
 * First the best sentence answering each part of the question (an email often asks several
 * things), best part first; then others that rank close enough to the best and share a question
 * term; below the length's minimum, the neighbours of chosen sentences that touch the question
 * (through a term or their heading): the context a quote came from. The minimum is not forced
 * with unrelated sentences. Repeats (overlapping chunks) are quoted once.
 */
export function selectSentences(
  scored: readonly ScoredSentence[],
  responseLength: string,
): ScoredSentence[] {
  const { min, max, ratio } = sentenceBounds(responseLength);
  const candidates = scored.filter((s) => s.quotable).sort(byRank);
  const answering = candidates.filter((s) => s.answers.some(Boolean));
  const best = answering[0];
  if (!best) return [];
  const chosen: ScoredSentence[] = [];
  const fits = (s: ScoredSentence) => !chosen.includes(s) && !chosen.some((c) => duplicate(c, s));
  const units = best.answers.length;
  const perUnit = [...Array(units).keys()]
    .map((i) => bestFor(answering, i))
    .filter((s): s is ScoredSentence => s !== undefined)
    .sort(byRank);
  for (const s of perUnit) if (chosen.length < max && fits(s)) chosen.push(s);
  for (const s of candidates) {
    if (chosen.length >= max) break;
    if (s.rank >= ratio * best.rank && s.support > 0 && fits(s)) chosen.push(s);
  }
  for (let i = 0; i < chosen.length && chosen.length < min; i++) {
    const anchor = chosen[i]!;
    for (const offset of [1, -1]) {
      const neighbour = candidates.find(
        (s) => s.passage === anchor.passage && s.position === anchor.position + offset,
      );
      if (neighbour && neighbour.support > 0 && chosen.length < min && fits(neighbour))
        chosen.push(neighbour);
    }
  }
  return readingOrder(chosen);
}

/** The sentence that best answers question unit `i` by itself. */
function bestFor(answering: ScoredSentence[], i: number): ScoredSentence | undefined {
  let best: ScoredSentence | undefined;
  for (const s of answering) if (s.answers[i] && (!best || s.fit[i]! > best.fit[i]!)) best = s;
  return best;
}

/** Passages by their best chosen sentence, each passage's sentences in document order. */
function readingOrder(chosen: ScoredSentence[]): ScoredSentence[] {
  const groups = new Map<Passage, ScoredSentence[]>();
  for (const s of chosen) groups.set(s.passage, [...(groups.get(s.passage) ?? []), s]);
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
