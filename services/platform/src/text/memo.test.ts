import { describe, expect, it } from '@jest/globals';
import { TextMemo } from './memo.js';

describe('TextMemo', () => {
  it('computes a key once and answers it from memory after', () => {
    const memo = new TextMemo<number>(10);
    let calls = 0;
    const len = (text: string) => memo.get(text, () => (calls++, text.length));
    expect([len('abc'), len('abc'), len('de')]).toEqual([3, 3, 2]);
    expect(calls).toBe(2);
  });

  it('keeps falsy values too', () => {
    const memo = new TextMemo<string>(10);
    let calls = 0;
    memo.get('x', () => (calls++, ''));
    expect(memo.get('x', () => (calls++, 'again'))).toBe('');
    expect(calls).toBe(1);
  });

  it('forgets the least recently used key past its capacity', () => {
    const memo = new TextMemo<string>(2);
    const computed: string[] = [];
    const up = (k: string) => memo.get(k, () => (computed.push(k), k.toUpperCase()));
    up('a');
    up('b');
    up('a'); // a is now the most recent: b goes first
    up('c');
    expect(memo.size).toBe(2);
    up('a');
    up('b');
    expect(computed).toEqual(['a', 'b', 'c', 'b']);
  });
});
