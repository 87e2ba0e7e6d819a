import { describe, expect, it } from '@jest/globals';
import { LANGUAGE_CODES as LANGUAGES } from '@winzmail/browser-kit';
import { stringsFor } from './strings.js';

describe('strings', () => {
  it('has every string, non-empty, in all 15 product languages', () => {
    expect(LANGUAGES).toHaveLength(15);
    const keys = Object.keys(stringsFor('en')).sort();
    for (const lang of LANGUAGES) {
      const strings = stringsFor(lang);
      expect(Object.keys(strings).sort()).toEqual(keys);
      for (const value of Object.values(strings)) expect(value.trim()).not.toBe('');
    }
  });

  it('translates (only a few strings may equal English, e.g. "Chat")', () => {
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      expect(stringsFor(lang).closeChat).not.toBe(stringsFor('en').closeChat);
    }
  });

  it('has the handoff strings in every language, the confirmation naming the address once', () => {
    for (const lang of LANGUAGES) {
      const { talkToPerson, yourEmail, handedOff } = stringsFor(lang);
      expect(handedOff.split('{email}')).toHaveLength(2);
      if (lang !== 'en') {
        expect(talkToPerson).not.toBe(stringsFor('en').talkToPerson);
        expect(yourEmail).not.toBe(stringsFor('en').yourEmail);
        expect(handedOff).not.toBe(stringsFor('en').handedOff);
      }
    }
  });

  it('falls back to English for unknown or missing codes', () => {
    for (const code of ['xx', 'pt', 'EN', '', undefined, null, 3]) {
      expect(stringsFor(code)).toBe(stringsFor('en'));
    }
  });
});
