import { describe, expect, it } from '@jest/globals';
import { budgetExceeded, costMicros, monthOf, parsePrices } from './cost.js';

describe('parsePrices', () => {
  it('reads model=input/output in dollars per million tokens', () => {
    const prices = parsePrices(' deepseek/deepseek-chat-v3.1=0.27/1.10 , gpt-4o=2.5/10,');
    expect(prices.get('deepseek/deepseek-chat-v3.1')).toEqual({ input: 0.27, output: 1.1 });
    expect(prices.get('gpt-4o')).toEqual({ input: 2.5, output: 10 });
    expect(prices.size).toBe(2);
    expect(parsePrices('').size).toBe(0);
  });

  it.each(['gpt-4o=2.5', 'gpt-4o=-1/2', 'gpt-4o=a/b', '=1/2', 'gpt 4o=1/2'])(
    'refuses %s, naming it',
    (entry) => {
      expect(() => parsePrices(entry)).toThrow(entry);
    },
  );
});

describe('costMicros', () => {
  it('prices prompt and completion tokens apart', () => {
    // 1,000 prompt tokens at $0.27/M and 200 completion tokens at $1.10/M: $0.00049.
    expect(
      costMicros({ input: 0.27, output: 1.1 }, { promptTokens: 1000, completionTokens: 200 }),
    ).toBe(490);
  });

  it('is zero for a model without a price', () => {
    expect(costMicros(undefined, { promptTokens: 5000, completionTokens: 900 })).toBe(0);
  });
});

describe('budgetExceeded', () => {
  it('is reached at the budget, not before', () => {
    expect(budgetExceeded(1_000_000, 999_999)).toBe(false);
    expect(budgetExceeded(1_000_000, 1_000_000)).toBe(true);
  });

  it('never, without a budget', () => {
    expect(budgetExceeded(0, 5_000_000)).toBe(false);
  });
});

describe('monthOf', () => {
  it('is the UTC calendar month', () => {
    expect(monthOf(new Date('2026-11-30T23:30:00-02:00'))).toEqual({
      month: '2026-12',
      firstDay: '2026-12-01',
    });
  });
});
