import { describe, expect, it } from '@jest/globals';
import type { Passage, Relatedness } from '@winzmail/platform/llm';
import { choosePassages, passageBest } from './passage-choice.js';

const passage = (n: number, text: string): Passage => ({
  number: n,
  chunkId: `c${n}`,
  documentId: 'd',
  filename: 'd.md',
  heading: `Section ${n}`,
  text,
  score: 1 / n,
});
const sentencesOf = (p: Passage) => p.text.split(/(?<=\.)\s+/);
// Ten retrieved candidates, one sentence each ("s1." … "s10.").
const candidates = [...Array(10).keys()].map((i) => passage(i + 1, `s${i + 1}.`));
const related = (rows: Record<string, number[]>, units = ['q1', 'q2']): Relatedness => ({
  units,
  sentences: new Map(Object.entries(rows)),
  kind: 'semantic',
});

describe('choosePassages', () => {
  it('gives half the places to retrieval, the rest to each unit’s most related in turn', () => {
    const rel = related({
      's1.': [0.1, 0.1],
      's2.': [0.1, 0.1],
      's7.': [0.6, 0.0],
      's9.': [0.5, 0.1],
      's10.': [0.0, 0.4],
    });
    const chosen = choosePassages(candidates, rel, 4, sentencesOf);
    expect(chosen.map((p) => p.chunkId)).toEqual(['c1', 'c2', 'c7', 'c10']);
    // Renumbered in the order kept, as the writer cites them.
    expect(chosen.map((p) => p.number)).toEqual([1, 2, 3, 4]);
    expect(passageBest(chosen, rel, sentencesOf)).toEqual([0.6, 0.4]);
  });

  it('keeps retrieval’s order without meaning (a lexical embedder, or none)', () => {
    const lexical: Relatedness = { ...related({ 's9.': [0.9, 0.9] }), kind: 'lexical' };
    for (const rel of [lexical, undefined])
      expect(choosePassages(candidates, rel, 3, sentencesOf).map((p) => p.chunkId)).toEqual([
        'c1',
        'c2',
        'c3',
      ]);
    expect(passageBest(candidates, lexical, sentencesOf)).toEqual([0, 0]);
  });

  it('gives all candidates when there are no more than k', () => {
    expect(choosePassages(candidates.slice(0, 3), related({}), 6, sentencesOf)).toHaveLength(3);
  });
});
