import { describe, expect, it } from '@jest/globals';
import { compareReplies, factsOf, replyContent } from './agreement.js';

const keys = (text: string) => factsOf(text).map((f) => `${f.kind}:${f.key}`);

describe('factsOf', () => {
  it('reads figures with their units, in any notation', () => {
    expect(keys('Returns within 30 days, a 15% fee, 1,000.50 € or $5.00.')).toEqual([
      'amount:30 day',
      'amount:15 %',
      'amount:1000.5 eur',
      'amount:5 usd',
    ]);
    expect(keys('Refunds take 5 working days.')).toEqual(['amount:5 working day']);
  });

  it('reads times, dates and weekdays', () => {
    expect(
      keys('Open 9am to 5:30 pm, or 17:00 on Mondays; closed on 25 December and 2025-01-01.'),
    ).toEqual(
      expect.arrayContaining([
        'time:09:00',
        'time:17:30',
        'time:17:00',
        'date:monday',
        'date:12-25',
        'date:01-01',
      ]),
    );
  });

  it('reads contacts and names, not the capital that starts a sentence', () => {
    expect(
      keys(
        'Write to support@acme.test or see https://www.acme.test/returns. Ask Anna Berg at Acme Outdoor.',
      ),
    ).toEqual([
      'contact:support@acme.test',
      'contact:acme.test/returns',
      'name:anna',
      'name:berg',
      'name:acme',
      'name:outdoor',
    ]);
    expect(keys('Shipping is free. Please call us.')).toEqual([]);
  });
});

describe('replyContent', () => {
  it('leaves out the greeting and everything from the sign-off', () => {
    expect(
      replyContent('Hi Tom,\n\nYou can return it within 30 days.\n\nBest regards,\nMary Jones'),
    ).toBe('You can return it within 30 days.');
  });
});

describe('compareReplies', () => {
  const staff =
    'Hi Tom,\n\nYou can return the tent within 30 days; refunds take 5 working days.\n\nBest,\nMary';

  it('agrees when the AI states staff’s facts, whatever the wording and greeting', () => {
    const ai =
      'Dear Tom,\n\nReturns are accepted within 30 days of delivery, and the refund reaches you in 5 working days.\n\nKind regards,\nAcme';
    const a = compareReplies(ai, staff, 0.72);
    expect(a).toMatchObject({ agrees: true, conflicting: [], missing: [] });
    expect(a.shared).toEqual(['5 working day', '30 day']);
  });

  it('flags a figure that contradicts staff’s as a conflict, however similar the meaning', () => {
    const ai = 'You can return the tent within 14 days; refunds take 5 working days.';
    const a = compareReplies(ai, staff, 0.9);
    expect(a.agrees).toBe(false);
    expect(a.conflicting).toEqual(['14 day']);
    expect(a.missing).toEqual(['30 day']);
  });

  it('disagrees when the meaning is far, even with a shared figure', () => {
    const ai = 'Our warranty covers 30 days of normal use.';
    expect(compareReplies(ai, staff, 0.2).agrees).toBe(false);
  });

  it('lets meaning decide when staff state no facts', () => {
    const noFacts = 'Yes, you can change the delivery address before the parcel ships.';
    const ai = 'The delivery address can be changed until your order is dispatched.';
    expect(compareReplies(ai, noFacts, 0.74).agrees).toBe(true);
    expect(compareReplies(ai, noFacts, 0.3).agrees).toBe(false);
  });

  it('without a semantic embedder, agrees on facts alone, and never on nothing', () => {
    expect(
      compareReplies('Returns within 30 days, refunds in 5 working days.', staff, undefined).agrees,
    ).toBe(true);
    expect(compareReplies('Sure, no problem.', 'Of course!', undefined)).toMatchObject({
      agrees: false,
      score: 0,
    });
  });

  it('does not count a bare number against another bare number', () => {
    const a = compareReplies('Order 12 arrives soon.', 'Order 13 arrives soon.', 0.8);
    expect(a.conflicting).toEqual([]);
  });
});
