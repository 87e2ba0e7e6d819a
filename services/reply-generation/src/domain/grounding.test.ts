import { describe, expect, it } from '@jest/globals';
import { PHRASES } from '@winzmail/platform/reply-phrases';
import { analyze } from '@winzmail/platform/text';
import { ABSTENTION, saysAbstain } from './abstention.js';
import { citationsIn, judgeGrounding } from './grounding.js';

const passages = [
  {
    number: 1,
    heading: 'Time limit',
    text: 'Customers may send back unused items within 30 days of delivery for a full refund.',
  },
  {
    number: 2,
    heading: 'Refund method',
    text: 'Money is returned to the original payment card; bank transfers take three to five working days.',
  },
];
const judge = (text: string, question = 'Can I return my jacket?') =>
  judgeGrounding({ text, passages, question, language: 'en', frame: 'Best regards, Ana', analyze });

describe('judgeGrounding', () => {
  it('accepts cited, supported sentences in a frame of greeting and sign-off', () => {
    const g = judge(
      'Dear Sam,\n\nThank you for your message. You may send back unused items within 30 days of delivery for a full refund [1]. The money is returned to your original payment card [2].\n\nBest regards, Ana',
    );
    expect(g).toMatchObject({
      grounded: true,
      abstained: false,
      cited: [1, 2],
      invalidCitations: [],
    });
  });

  it('lets a citation at the end of a paragraph cover the paragraph', () => {
    expect(
      judge(
        'Unused items can be sent back for a full refund. This applies within 30 days of delivery [1].',
      ).grounded,
    ).toBe(true);
  });

  it('rejects a citation of a passage that was not given', () => {
    expect(judge('Unused items can be returned within 30 days [3].')).toMatchObject({
      grounded: false,
      invalidCitations: [3],
    });
  });

  it('rejects an invented number, even when cited', () => {
    const g = judge(
      'You may send back unused items within 60 days of delivery for a full refund [1].',
    );
    expect(g.grounded).toBe(false);
    expect(g.unsupported).toHaveLength(1);
  });

  it('rejects an uncited claim and a cited claim its passage does not support', () => {
    expect(judge('We also offer free gift wrapping for every order.').grounded).toBe(false);
    expect(judge('Gift wrapping is free for members of our loyalty programme [1].').grounded).toBe(
      false,
    );
  });

  it('accepts numbers the customer wrote', () => {
    const g = judge(
      'About order 48213: unused items can be sent back within 30 days of delivery [1].',
      'Order 48213 – can I return it?',
    );
    expect(g.grounded).toBe(true);
  });

  it('counts an honest abstention as grounded and abstained', () => {
    for (const sentence of Object.values(ABSTENTION)) {
      expect(saysAbstain(sentence)).toBe(true);
    }
    const g = judge(
      `Dear Sam,\n\nThank you for your question. ${ABSTENTION.en}\n\nBest regards, Ana`,
      'How much does the premium plan cost?',
    );
    expect(g).toMatchObject({ grounded: true, abstained: true, cited: [] });
  });

  it('reads several citations in one bracket', () => {
    expect(citationsIn('See [1, 2] and [3][4].')).toEqual([1, 2, 3, 4]);
  });

  it("recognises the composer's frame sentences in other languages", () => {
    const de = [
      {
        number: 1,
        text: 'Unbenutzte Artikel können innerhalb von 30 Tagen zurückgeschickt werden.',
      },
    ];
    const text =
      'Guten Tag Sam Lee,\n\nDanke für Ihre Nachricht.\n\nDazu steht in unserer Dokumentation:\n\nUnbenutzte Artikel können innerhalb von 30 Tagen zurückgeschickt werden. [1]\n\nLeider kann ich zu diesem Thema keine Auskunft geben.\n\nViele Grüße';
    const g = judgeGrounding({
      text,
      passages: de,
      question: 'Rückgabe?',
      language: 'de',
      frame: 'Viele Grüße',
      analyze,
    });
    expect(g).toMatchObject({ grounded: true, abstained: false, cited: [1] });
    const ar = judgeGrounding({
      text: 'مرحبًا Sam،\n\nعذرًا، لا تتوفر لدي هذه المعلومة. سيتواصل معك أحد زملائي.',
      passages: [],
      question: 'price?',
      language: 'ar',
      analyze,
    });
    expect(ar).toMatchObject({ grounded: true, abstained: true });
  });

  it.each(Object.keys(PHRASES))(
    'reads the composer abstention, decline and named unanswered question as stating nothing (%s)',
    (language) => {
      const p = PHRASES[language]!;
      const judgeIn = (text: string, given = passages) =>
        judgeGrounding({ text, passages: given, question: 'PayPal?', language, analyze });
      for (const kind of ['email', 'chat'] as const) {
        const abstains = judgeIn(
          `${p.thanks.neutral}\n\n${p.abstain[kind]}\n\n${p.closing.Polite}`,
        );
        expect(abstains).toMatchObject({ grounded: true, abstained: true });
        const partly = judgeIn(
          `${passages[0]!.text.replace(/\.$/, ' [1].')}\n\n${p.unanswered[kind].replace('{topic}', 'PayPal')}`,
        );
        expect(partly).toMatchObject({ grounded: true, abstained: false, cited: [1] });
      }
      expect(judgeIn(`${p.thanks.formal}\n\n${p.decline}`)).toMatchObject({ grounded: true });
      expect(saysAbstain(p.unanswered.email.replace('{topic}', '“Do you ship to Mars”'))).toBe(
        true,
      );
    },
  );
});
