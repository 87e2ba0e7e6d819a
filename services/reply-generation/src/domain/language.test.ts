import { describe, expect, it } from '@jest/globals';
import { detectLanguage } from '@winzmail/platform/text';
import {
  isSameAsSender,
  languageCode,
  languageNote,
  ownLines,
  resolveLanguage,
} from './language.js';

describe('the reply language', () => {
  it.each([
    ['English', 'en'],
    ['Deutsch', 'de'],
    ['german', 'de'],
    ['de', 'de'],
    ['en-GB', 'en'],
    ['Arabic', 'ar'],
    ['العربية', 'ar'],
    ['Français', 'fr'],
    ['Español', 'es'],
    ['British English', 'en'],
    ['中文', 'zh'],
    ['por', 'pt'],
    ['हिन्दी', 'hi'],
  ])('names %s → %s', (name, code) => {
    expect(languageCode(name)).toBe(code);
  });

  it('does not read ordinary words as codes', () => {
    expect(languageCode('no preference')).toBe('');
    expect(languageCode('it depends')).toBe('');
  });

  it.each([
    'Same as the sender',
    'auto',
    "Sender's language",
    'Wie der Absender',
    "Comme l'expéditeur",
    'Igual que el remitente',
  ])('"%s" means the sender\'s language', (text) => expect(isSameAsSender(text)).toBe(true));

  it("replies in the sender's language when asked to, else in the named one", () => {
    const german =
      'Guten Tag, ich möchte wissen, wann meine Bestellung geliefert wird und ob ich sie zurückgeben kann.';
    expect(resolveLanguage('Same as the sender', german, detectLanguage)).toEqual({
      code: 'de',
      source: 'sender',
    });
    expect(resolveLanguage('English', german, detectLanguage)).toEqual({
      code: 'en',
      source: 'style',
    });
    expect(resolveLanguage('Same as the sender, otherwise Spanish', 'ok', detectLanguage)).toEqual({
      code: 'es',
      source: 'style',
    });
    expect(resolveLanguage('auto', '?', detectLanguage)).toEqual({
      code: 'en',
      source: 'fallback',
    });
    expect(resolveLanguage('Klingon', 'hello', detectLanguage)).toEqual({
      code: 'en',
      source: 'fallback',
    });
  });
});

describe('languageNote', () => {
  it('says why a fixed language differs from the sender', () => {
    expect(languageNote({ code: 'en', source: 'style' }, 'de', 'English')).toBe(
      'the sender wrote in German; the reply is in English, the language set in Prompt configuration ("English")',
    );
  });

  it('is empty when the languages agree or the sender language is unknown', () => {
    expect(languageNote({ code: 'de', source: 'sender' }, 'de', 'Same as the sender')).toBe('');
    expect(languageNote({ code: 'en', source: 'style' }, '', 'English')).toBe('');
  });

  it('notes a fallback that differs, without blaming a setting', () => {
    expect(languageNote({ code: 'en', source: 'fallback' }, 'fr', 'Klingon')).toBe(
      'the sender wrote in French; the reply is in English',
    );
  });

  it('reads the sender from their own lines, not the quoted ones', () => {
    expect(ownLines('Danke!\n> Thanks for your message.\nBis bald')).toBe('Danke!\nBis bald');
  });
});
