import { describe, expect, it } from '@jest/globals';
import { questionUnits } from './question.js';

const texts = (question: string, subject = '') =>
  questionUnits(question, subject).map((u) => u.text);

describe('questionUnits', () => {
  it('splits a sentence that asks two things, a greeting before them left out', () => {
    expect(texts('When will it be delivered, and can I still change the address?')).toEqual([
      'When will it be delivered',
      'can I still change the address?',
    ]);
    expect(
      texts(
        'Hi, how do I report a vulnerability in Pino, and how long until I get a first answer?',
      ),
    ).toEqual(['how do I report a vulnerability in Pino', 'how long until I get a first answer?']);
    expect(texts('Dear maintainers, is the copyright license royalty-free?')).toEqual([
      'is the copyright license royalty-free?',
    ]);
  });

  it('keeps a clause that names nothing with the other, and adds the subject without "Re:"', () => {
    expect(texts('How long do I have, and when do I get my money back?', 'Re: AW: Tent')).toEqual([
      'How long do I have, and when do I get my money back?',
      'Tent',
    ]);
  });
});
