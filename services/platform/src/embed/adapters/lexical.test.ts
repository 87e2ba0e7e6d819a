import { describe, expect, it } from '@jest/globals';
import { LexicalEmbedder, lexicalTokens } from './lexical.js';

const cos = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * b[i]!, 0);

describe('LexicalEmbedder', () => {
  const e = new LexicalEmbedder(384);

  it('gives deterministic unit vectors of the configured size', async () => {
    const [a, b] = await e.embed([
      'Refunds are paid within 14 days.',
      'Refunds are paid within 14 days.',
    ]);
    expect(a).toHaveLength(384);
    expect(a).toEqual(b);
    expect(cos(a!, a!)).toBeCloseTo(1, 6);
    expect(new LexicalEmbedder(384).embedOne('hello world')).toEqual(e.embedOne('hello world'));
  });

  it('ranks texts sharing words above unrelated ones', () => {
    const q = e.embedOne('how long does a refund take');
    const related = e.embedOne('A refund takes up to 14 days to reach your account.');
    const unrelated = e.embedOne('Our office is closed on public holidays.');
    expect(cos(q, related)).toBeGreaterThan(cos(q, unrelated) + 0.1);
  });

  it('embeds an empty text as the zero vector instead of failing', () => {
    expect(e.embedOne('').every((x) => x === 0)).toBe(true);
  });

  it('splits Chinese into character bigrams and keeps Arabic words', () => {
    expect(lexicalTokens('退款政策')).toEqual(['退款', '款政', '政策']);
    expect(lexicalTokens('سياسة الاسترداد')).toEqual(['سياسة', 'الاسترداد']);
    const zh = e.embedOne('我们的退款政策是十四天');
    expect(cos(zh, e.embedOne('退款政策'))).toBeGreaterThan(cos(zh, e.embedOne('营业时间')));
  });
});
