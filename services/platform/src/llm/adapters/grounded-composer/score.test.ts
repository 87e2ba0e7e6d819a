import { describe, expect, it } from '@jest/globals';
import { registerOf } from '../../../reply-phrases/index.js';
import { supports } from './score.js';

describe('supports (the abstention threshold)', () => {
  // IDF as over a few passages: "brazil" is in none of them, so it weighs most.
  const idf = (t: string) =>
    ({ ship: 1.2, canada: 2.0, brazil: 2.8, price: 2.0, park: 1.5 })[t] ?? 1;
  const holding =
    (...terms: string[]) =>
    (t: string) =>
      terms.includes(t);

  it('needs the rare asked-about term, not only the common one', () => {
    expect(supports(['ship', 'canada'], holding('ship', 'canada'), idf)).toBe(true);
    expect(supports(['ship', 'brazil'], holding('ship'), idf)).toBe(false);
  });

  it('needs two terms of a unit of three or more, and fewer of a long one', () => {
    expect(supports(['price', 'park', 'mars'], holding('park'), idf)).toBe(false);
    expect(supports(['price', 'park', 'mars'], holding('park', 'price'), idf)).toBe(true);
    const long = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
    expect(supports(long, holding('a', 'b', 'c'), idf)).toBe(true);
    expect(supports(long, holding('a', 'b'), idf)).toBe(false);
    expect(supports([], holding(), idf)).toBe(false);
  });
});

describe('registerOf', () => {
  it('follows formality, shifted by tone', () => {
    expect(registerOf({ formality: 'High', tone: 'Neutral' })).toBe('formal');
    expect(registerOf({ formality: 'Medium', tone: 'Neutral' })).toBe('neutral');
    expect(registerOf({ formality: 'Low', tone: 'Neutral' })).toBe('casual');
    expect(registerOf({ formality: 'Medium', tone: 'Formal' })).toBe('formal');
    expect(registerOf({ formality: 'Medium', tone: 'Casual' })).toBe('casual');
    expect(registerOf({ formality: 'Low', tone: 'Professional' })).toBe('neutral');
    expect(registerOf({ formality: 'High', tone: 'Friendly' })).toBe('neutral');
  });
});
