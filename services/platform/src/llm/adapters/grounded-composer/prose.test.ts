import { describe, expect, it } from '@jest/globals';
import { GroundedComposer } from '../grounded-composer.js';
import { cited, withoutLabel } from './assemble.js';
import { unitTopic } from './topic.js';

describe('withoutLabel', () => {
  it('drops a heading label before a whole sentence', () => {
    expect(withoutLabel('Refunds: You can return any item within 30 days.', 'en')).toBe(
      'You can return any item within 30 days.',
    );
    expect(withoutLabel('Warranty: All tents carry a two-year warranty.', 'en')).toBe(
      'All tents carry a two-year warranty.',
    );
    expect(withoutLabel('Rückgabe: Sie können jeden Artikel 30 Tage lang zurückgeben.', 'de')).toBe(
      'Sie können jeden Artikel 30 Tage lang zurückgeben.',
    );
  });

  it('keeps a label the rest needs, and a sentence that merely contains a colon', () => {
    const hours = 'Opening hours: Monday to Saturday 9:00 to 18:00.';
    expect(withoutLabel(hours, 'en')).toBe(hours);
    expect(withoutLabel('Note: closed.', 'en')).toBe('Note: closed.');
    const long = 'What we need from you when you send an item back: You must include the receipt.';
    expect(withoutLabel(long, 'en')).toBe(long);
  });
});

describe('unitTopic', () => {
  it('names a question by the names it uses', () => {
    expect(unitTopic('Can I pay with PayPal?', 'en')).toBe('PayPal');
    expect(unitTopic('Do you ship to Canada or Mexico?', 'en')).toBe('Canada, Mexico');
    expect(unitTopic('Kann ich mit PayPal bezahlen?', 'de')).toBe('PayPal');
  });

  it('quotes the question itself when it names nothing, cut at a word when long', () => {
    expect(unitTopic('Do you offer airport shuttles?', 'en')).toBe(
      '“Do you offer airport shuttles”',
    );
    const long = unitTopic(`Could you ${'please '.repeat(20)}tell me more?`, 'en');
    expect(long.length).toBeLessThanOrEqual(84);
    expect(long.endsWith('…”')).toBe(true);
  });
});

describe('the languages the composer writes', () => {
  it('writes its 15 phrase languages, and English for any other', () => {
    const composer = new GroundedComposer();
    expect(composer.writesIn('de')).toBe('de');
    expect(composer.writesIn('pt-BR')).toBe('pt');
    expect(composer.writesIn('it')).toBe('en');
  });
});

describe('cited', () => {
  it('puts the passage number before the closing punctuation', () => {
    expect(cited('We open at nine.', 2)).toBe('We open at nine [2].');
    expect(cited('Is it free?”', 1)).toBe('Is it free [1]?”');
    expect(cited('停车每晚收费18欧元。', 3)).toBe('停车每晚收费18欧元 [3]。');
    expect(cited('No end mark', 4)).toBe('No end mark [4]');
  });
});
