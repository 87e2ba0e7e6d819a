import { describe, expect, it } from '@jest/globals';
import { DEFAULT_STYLE, type GroundedTask, type Passage, type Relatedness } from '../../port.js';
import { GroundedComposer } from '../grounded-composer.js';
import { Exclusions } from './exclusions.js';
import { questionUnits } from './question.js';
import { scoreSentences } from './score.js';
import { selectSentences } from './select.js';

/**
 * The composer with relatedness by meaning: the similarities are those all-MiniLM-L6-v2 gives
 * (rounded; knowledge-ingestion embeds each sentence with its section heading), so the choice is
 * tested without the model; test/meaning.test.ts in reply-generation runs the model itself.
 */
const section = (number: number, heading: string, text: string): Passage => ({
  number,
  chunkId: `c${number}`,
  documentId: 'faq',
  filename: 'shop-faq.md',
  heading: `Shop FAQ › ${heading}`,
  text: `Shop FAQ — Shop FAQ › ${heading}\n\n${text}`,
  score: 1 / number,
});
const HOURS = section(
  1,
  'Opening hours',
  'Our shop is open Monday to Saturday from 9:00 to 18:00. We are closed on Sundays.',
);
const RETURNS = section(
  2,
  'Returns',
  'You can return items within 30 days of delivery. Refunds are paid to the original payment method within 5 working days.',
);
const WARRANTY = section(
  3,
  'Warranty',
  'All products carry a two-year warranty against manufacturing defects.',
);

const meaning = (units: string[], rows: Record<string, number[]>): Relatedness => ({
  units,
  sentences: new Map(Object.entries(rows)),
  kind: 'semantic',
});

const task = (question: string, passages: Passage[], relatedness?: Relatedness): GroundedTask => ({
  kind: 'email',
  question,
  subject: '',
  senderName: '',
  history: [],
  passages,
  style: DEFAULT_STYLE,
  language: 'en',
  ...(relatedness ? { relatedness } : {}),
});

const write = async (t: GroundedTask) =>
  (await new GroundedComposer().complete({ task: t, messages: [] })).text;

describe('the composer by meaning', () => {
  const sunday = meaning(['Are you open on Sunday?'], {
    'Our shop is open Monday to Saturday from 9:00 to 18:00.': [0.699],
    'We are closed on Sundays.': [0.769],
    'You can return items within 30 days of delivery.': [0.205],
    'All products carry a two-year warranty against manufacturing defects.': [-0.08],
  });

  it('answers "open on Sunday?" with the closed-on-Sundays sentence', async () => {
    const text = await write(task('Are you open on Sunday?', [HOURS, RETURNS, WARRANTY], sunday));
    expect(text).toContain('We are closed on Sundays');
    expect(text.indexOf('closed on Sundays')).toBeLessThan(
      text.indexOf('Monday to Saturday') >>> 0,
    );
    expect(text).not.toContain('warranty');
    expect(text).not.toContain('return items');
  });

  it('answers a rewording that shares no word with the answer', async () => {
    const q = 'How long do I have to send something back?';
    const rows = meaning([q], {
      'You can return items within 30 days of delivery.': [0.656],
      'Refunds are paid to the original payment method within 5 working days.': [0.541],
      'All products carry a two-year warranty against manufacturing defects.': [0.07],
      'Our shop is open Monday to Saturday from 9:00 to 18:00.': [0.17],
      'We are closed on Sundays.': [0.16],
    });
    expect(await write(task(q, [RETURNS, HOURS, WARRANTY]))).toMatch(/don't have that information/);
    const text = await write(task(q, [RETURNS, HOURS, WARRANTY], rows));
    expect(text).toContain('within 30 days');
    expect(text).not.toContain('warranty');
  });

  it('abstains per unit: what nothing is related to enough is left unanswered', () => {
    const q = 'Are you open on Sunday? Do you accept PayPal?';
    const units = questionUnits(q, '');
    const rel = meaning(
      units.map((u) => u.text),
      {
        'Our shop is open Monday to Saturday from 9:00 to 18:00.': [0.699, 0.084],
        'We are closed on Sundays.': [0.769, 0.052],
        'You can return items within 30 days of delivery.': [0.205, 0.205],
        'Refunds are paid to the original payment method within 5 working days.': [0.03, 0.239],
      },
    );
    const scored = scoreSentences({
      passages: [HOURS, RETURNS],
      units,
      questionLanguage: 'en',
      replyLanguage: 'en',
      exclusions: new Exclusions(''),
      relatedness: rel,
    });
    const { chosen, answered } = selectSentences(scored, 'Medium');
    expect(answered).toEqual([true, false]);
    expect(chosen.map((s) => s.text)).toContain('We are closed on Sundays.');
    expect(chosen.every((s) => s.passage === HOURS)).toBe(true);
  });

  it('does not answer a question for a figure with a sentence that states none, however close', async () => {
    // "How much…?" asks for a price: the returns sentences are about money back, not its cost.
    const q = 'How much does a return cost?';
    const rows = meaning([q], {
      'You can return items within 30 days of delivery.': [0.61],
      'Refunds are paid to the original payment method within 5 working days.': [0.52],
      'Our shop is open Monday to Saturday from 9:00 to 18:00.': [0.1],
      'We are closed on Sundays.': [0.08],
    });
    expect(await write(task(q, [RETURNS, HOURS], rows))).toMatch(/don't have that information/);
    const FEES = section(4, 'Fees', 'Returns are free of charge within the EU.');
    const withFees = meaning([q], {
      ...Object.fromEntries(rows.sentences),
      'Returns are free of charge within the EU.': [0.58],
    });
    const text = await write(task(q, [RETURNS, FEES, HOURS], withFees));
    expect(text).toContain('free of charge');
    expect(text).not.toContain('within 5 working days');
  });

  it('ignores a lexical embedder’s similarities: words decide as without them', async () => {
    const q = 'How long do I have to send something back?';
    const lexical: Relatedness = {
      units: [q],
      sentences: new Map([['You can return items within 30 days of delivery.', [0.9]]]),
      kind: 'lexical',
    };
    expect(await write(task(q, [RETURNS, HOURS], lexical))).toBe(
      await write(task(q, [RETURNS, HOURS])),
    );
  });
});
