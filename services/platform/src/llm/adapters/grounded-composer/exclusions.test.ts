import { describe, expect, it } from '@jest/globals';
import { Exclusions } from './exclusions.js';

describe('Exclusions', () => {
  const exclusions = new Exclusions('refunds, legal advice\ncompetitor prices; 价格');

  it('matches a topic by its analysed words, in any form and order', () => {
    expect(exclusions.mentioned('When will I get my refund?', ['en'])).toBe(true);
    expect(exclusions.mentioned('Can you give me some advice on a legal matter?', ['en'])).toBe(
      true,
    );
    expect(exclusions.mentioned('What are the prices of your competitors?', ['en'])).toBe(true);
    expect(exclusions.mentioned('这个价格是多少？', ['zh'])).toBe(true);
  });

  it('needs every word of a topic', () => {
    expect(exclusions.mentioned('What are your prices?', ['en'])).toBe(false);
    expect(exclusions.mentioned('Is legal parking available?', ['en'])).toBe(false);
  });

  it('is empty without topics', () => {
    expect(new Exclusions(' , \n ').empty).toBe(true);
    expect(new Exclusions('').mentioned('anything at all', ['en'])).toBe(false);
  });
});
