import { describe, expect, it } from '@jest/globals';
import { orderByRerank, rerankDepth } from './rerank.js';

const hit = (id: string, score: number) => ({ id, score });

describe('rerankDepth', () => {
  it('reads the top N, never fewer than asked for nor more than the cap', () => {
    expect(rerankDepth(5, 20, 50)).toBe(20);
    expect(rerankDepth(30, 20, 50)).toBe(30);
    expect(rerankDepth(5, 80, 50)).toBe(50);
  });
});

describe('orderByRerank', () => {
  it("puts the reranker's best first, keeps k, and reports the reranker's score", () => {
    // The fused order ranks the answer (c) last; the cross-encoder reads it as the best.
    const fused = [hit('a', 0.03), hit('b', 0.02), hit('c', 0.01)];
    const out = orderByRerank(fused, [-2.5, 0.4, 7.1], 2);
    expect(out.map((h) => h.id)).toEqual(['c', 'b']);
    expect(out.map((h) => h.score)).toEqual([7.1, 0.4]);
  });

  it('keeps the fused order between equal scores', () => {
    const fused = [hit('a', 3), hit('b', 2), hit('c', 1)];
    expect(orderByRerank(fused, [1, 1, 2], 3).map((h) => h.id)).toEqual(['c', 'a', 'b']);
  });

  it('refuses scores that do not match the hits one for one', () => {
    expect(() => orderByRerank([hit('a', 1)], [1, 2], 1)).toThrow(/2 scores for 1 hits/);
  });
});
