import { describe, expect, it } from '@jest/globals';
import { clusterByCosine, clusterByWords, gapGroups, sharedWords, wordsOf } from './gap-groups.js';

const unit = (v: number[]): number[] => {
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
};

describe('clusterByCosine (average linkage)', () => {
  it('merges close vectors and keeps distant ones apart', () => {
    const vectors = [unit([1, 0, 0]), unit([0.95, 0.1, 0]), unit([0, 1, 0]), unit([0.1, 0.95, 0])];
    expect(clusterByCosine(vectors, 0.8)).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(clusterByCosine(vectors, 1.01)).toHaveLength(4);
    expect(clusterByCosine([], 0.5)).toEqual([]);
  });

  it('does not chain two topics through one question between them', () => {
    // 0–1 and 2–3 are tight; 4 sits between both groups (cosine ~0.7 to each side).
    const vectors = [
      unit([1, 0]),
      unit([0.98, 0.05]),
      unit([0, 1]),
      unit([0.05, 0.98]),
      unit([1, 1]),
    ];
    const clusters = clusterByCosine(vectors, 0.6);
    expect(clusters.find((c) => c.includes(0))).not.toContain(2);
  });
});

describe('shared words', () => {
  it('compares stems without stopwords', () => {
    expect([...wordsOf('Do you sell gift cards?')].sort()).toEqual(['card', 'gift', 'sell']);
    expect(sharedWords(wordsOf('gift cards'), wordsOf('the gift card'))).toBe(1);
    expect(sharedWords(new Set(), wordsOf('x'))).toBe(0);
    expect(
      clusterByWords([wordsOf('gift card'), wordsOf('PayPal'), wordsOf('gift cards')], 0.5),
    ).toEqual([[0, 2], [1]]);
  });
});

describe('gapGroups', () => {
  const now = new Date('2026-06-15T00:00:00.000Z');
  const q = (id: string, daysAgo: number) => ({
    id,
    question: id,
    source: 'email_abstained' as const,
    occurred_at: new Date(now.getTime() - daysAgo * 86_400_000).toISOString(),
    reference_id: '',
    answer: '',
  });

  it('counts, trends and shows the newest three, largest group first', () => {
    const qs = [q('a', 1), q('b', 3), q('c', 8), q('d', 20), q('e', 0.5)];
    const groups = gapGroups(qs, [[4], [0, 1, 2, 3]], now);
    expect(groups[0]).toMatchObject({ id: 'd', count: 4, this_week: 2, last_week: 1 });
    expect(groups[0]!.examples.map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(groups[0]!.members).toEqual(['a', 'b', 'c', 'd']);
    expect(groups[1]).toMatchObject({ id: 'e', count: 1, newest_at: qs[4]!.occurred_at });
  });
});
