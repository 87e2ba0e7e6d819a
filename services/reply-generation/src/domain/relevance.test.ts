import { describe, expect, it } from '@jest/globals';
import { MEANING } from '@winzmail/platform/llm';
import { analyze } from '@winzmail/platform/text';
import {
  judgeRelevance,
  readReply,
  relevanceInput,
  wordsCover,
  type RelevanceUnit,
} from './relevance.js';

const unit = (text: string, terms: string[], asks = true): RelevanceUnit => ({ text, terms, asks });
const claim = (text: string, similarity: number[] = []) => ({
  text,
  terms: new Set(analyze(text, 'en')),
  similarity,
});

describe('judgeRelevance', () => {
  const delivered = unit('When will it be delivered', ['deliv']);
  const address = unit('can I still change the delivery address?', [
    'chang',
    'deliveri',
    'address',
  ]);
  const said = unit('I ordered a desk last week.', ['order', 'desk', 'last', 'week'], false);

  it('by words: a reply quoting the returns policy to a delivery question is not relevant', () => {
    const r = judgeRelevance({
      units: [said, delivered, address],
      claims: [claim('Refunds are paid to the original payment method within 5 working days.')],
      passageBest: [],
      semantic: false,
      bars: MEANING,
      leavesForColleague: false,
    });
    expect(r.relevant).toBe(false);
    expect(r.reason).toContain('is about something else');
    expect(r.reason).toContain('When will it be delivered');
  });

  it('needs every asked unit answered, or left for a colleague', () => {
    const input = {
      units: [delivered, address],
      claims: [claim('Standard delivery takes two to four working days.')],
      passageBest: [],
      semantic: false,
      bars: MEANING,
    };
    const unanswered = judgeRelevance({ ...input, leavesForColleague: false });
    expect(unanswered).toMatchObject({ relevant: false, unitsLeft: [] });
    expect(unanswered.reason).toBe(
      'The reply does not answer "can I still change the delivery address?", nor says a colleague will.',
    );
    expect(judgeRelevance({ ...input, leavesForColleague: true })).toEqual({
      relevant: true,
      reason: '',
      unitsLeft: ['can I still change the delivery address?'],
    });
  });

  it('a question for a figure is not answered by a statement that states none', () => {
    const age = { ...unit('At what age can I retire?', ['age', 'retir']), kind: 'number' as const };
    const judge = (text: string) =>
      judgeRelevance({
        units: [age],
        claims: [claim(text, [0.55])],
        passageBest: [0.55],
        semantic: true,
        bars: MEANING,
        leavesForColleague: false,
      });
    const topic = judge('Everyone has the right to security in old age and on retirement.');
    expect(topic.relevant).toBe(false);
    expect(topic.reason).toBe(
      'The reply is about "At what age can I retire?" but does not state what it asks for (a figure).',
    );
    expect(judge('You can retire at the age of 67.').relevant).toBe(true);
  });

  it('by meaning: related enough, and nearly as related as the best the passages offered', () => {
    const base = {
      units: [delivered],
      passageBest: [0.52],
      semantic: true,
      bars: MEANING,
      leavesForColleague: false,
    };
    // The returns sentence shares "delivery" and is somewhat related, but far below the best.
    const returns = claim('You can return items within 30 days of delivery.', [0.41]);
    expect(judgeRelevance({ ...base, claims: [returns] }).relevant).toBe(false);
    const shipping = claim('Standard delivery takes two to four working days.', [0.52]);
    expect(judgeRelevance({ ...base, claims: [shipping] }).relevant).toBe(true);
    // Meaning alone, without a shared word, needs the judgement's higher bar.
    const refund = unit('What is the refund window?', ['refund', 'window']);
    const gold = claim('You can return items within 30 days of delivery.');
    const judge = (s: number) =>
      judgeRelevance({
        units: [refund],
        claims: [{ ...gold, similarity: [s] }],
        passageBest: [s],
        semantic: true,
        bars: MEANING,
        leavesForColleague: false,
      });
    expect(judge(0.35).relevant).toBe(false);
    // Above the bar it is about the unit, but by meaning alone (no shared word): a rewording or a
    // near miss, which the cosine cannot tell apart — drafted for a person, with the reason.
    expect(judge(0.45)).toMatchObject({ relevant: false, unitsLeft: [] });
    expect(judge(0.45).reason).toBe(
      'The reply answers "What is the refund window?" by meaning, in other words than your documents\': check that it does before it is sent.',
    );
  });

  it('an honest abstention is relevant, every unit left for a colleague', () => {
    expect(
      judgeRelevance({
        units: [delivered, address],
        claims: [],
        passageBest: [],
        semantic: false,
        bars: MEANING,
        leavesForColleague: true,
      }),
    ).toEqual({ relevant: true, reason: '', unitsLeft: [delivered.text, address.text] });
  });

  it('without a question, any sentence that says something may be what is answered', () => {
    const lost = unit('I lost my phone and cannot log in.', ['lost', 'phone', 'log'], false);
    expect(
      judgeRelevance({
        units: [lost],
        claims: [claim('If you lost your phone, use one of the ten recovery codes.')],
        passageBest: [],
        semantic: false,
        bars: MEANING,
        leavesForColleague: false,
      }).relevant,
    ).toBe(true);
    expect(
      judgeRelevance({
        units: [unit('Hello,', [], false)],
        claims: [],
        passageBest: [],
        semantic: false,
        bars: MEANING,
        leavesForColleague: false,
      }),
    ).toEqual({ relevant: true, reason: '', unitsLeft: [] });
  });
});

describe('wordsCover', () => {
  it('weighs the words no passage holds most, as the composer does', () => {
    expect(wordsCover(['deliv'], new Set(['deliveri']))).toBe(true);
    // "car" is in no passage: the parcel that "leaves" the warehouse is not about it.
    const idf = (t: string) => ({ leav: 1.2, car: 2.8, money: 1.5, back: 1.5 })[t] ?? 1;
    expect(wordsCover(['leav', 'car'], new Set(['leav', 'parcel']), idf)).toBe(false);
    expect(wordsCover(['money', 'back'], new Set(['money', 'return']), idf)).toBe(true);
    expect(wordsCover(['chang', 'deliveri', 'address'], new Set(['deliveri']))).toBe(false);
    expect(wordsCover(['chang', 'deliveri', 'address'], new Set(['deliveri', 'address']))).toBe(
      true,
    );
    expect(wordsCover([], new Set(['x']))).toBe(false);
  });
});

describe('readReply', () => {
  it('reads cited statements without their markers, and a colleague following up', () => {
    const text =
      'Hello Maria,\n\nThank you for your message.\n\nStandard delivery takes two to four working days. [1] Shipping is free over 40 euros. [2]\n\nA colleague will follow up with you on anything not answered here.\n\nBest regards';
    const { statements, leavesForColleague } = readReply(text, new Set([1, 2]));
    expect(statements).toEqual([
      { text: 'Standard delivery takes two to four working days.', sources: [1] },
      { text: 'Shipping is free over 40 euros.', sources: [2] },
    ]);
    expect(leavesForColleague).toBe(true);
    expect(readReply('We ship everywhere. [7]', new Set([1])).statements).toEqual([]);
  });
});

describe('relevanceInput', () => {
  it('reads each statement with its cited section, and weighs words by the passages given', () => {
    const input = relevanceInput({
      units: [{ text: 'How much does shipping cost?', asks: true, terms: ['ship', 'cost'] }],
      statements: [{ text: 'It is free over 50 euros.', sources: [2] }],
      similarity: undefined,
      passages: [
        {
          number: 1,
          heading: 'FAQ › Returns',
          sentences: ['Returns are free.', 'Return within 30 days.'],
        },
        { number: 2, heading: 'FAQ › Shipping', sentences: ['It is free over 50 euros.'] },
      ],
      terms: (t) => analyze(t, 'en'),
      passageBest: [],
      bars: MEANING,
      leavesForColleague: false,
    });
    expect(input.units[0]!.kind).toBe('money');
    // "Shipping" from the cited section's heading, not "FAQ" from the document's title.
    expect([...input.claims[0]!.terms]).toEqual(expect.arrayContaining(['ship', 'free']));
    expect(input.claims[0]!.terms.has('faq')).toBe(false);
    expect(input.semantic).toBe(false);
    // A term in no passage weighs more than one in two of three sentences.
    expect(input.idf!('parcel')).toBeGreaterThan(input.idf!('free'));
    expect(judgeRelevance(input).relevant).toBe(true);
  });
});
