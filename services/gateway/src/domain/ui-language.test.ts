import { describe, expect, it } from '@jest/globals';
import { RTL_LANGUAGES as BROWSER_RTL } from '@winzmail/browser-kit';
import { RTL_LANGUAGES, UI_LANGUAGES, uiLanguageOf } from './ui-language.js';

describe('uiLanguageOf', () => {
  it('reads English and native names and ISO codes', () => {
    expect(uiLanguageOf('English')).toBe('en');
    expect(uiLanguageOf(' Arabic ')).toBe('ar');
    expect(uiLanguageOf('العربية')).toBe('ar');
    expect(uiLanguageOf('Hebrew')).toBe('he');
    expect(uiLanguageOf('pt')).toBe('por');
    expect(uiLanguageOf('Czech')).toBe('cz');
    expect(uiLanguageOf('German (formal)')).toBe('de');
  });

  it('falls back to English for what it does not know', () => {
    expect(uiLanguageOf('Klingon')).toBe('en');
    expect(uiLanguageOf('')).toBe('en');
  });

  it('marks Arabic and Hebrew right-to-left', () => {
    expect([...RTL_LANGUAGES].sort()).toEqual(['ar', 'he']);
  });

  it('writes right to left what the web app and the widget do (@winzmail/browser-kit)', () => {
    expect(UI_LANGUAGES).toEqual(expect.arrayContaining([...BROWSER_RTL]));
    expect([...RTL_LANGUAGES].sort()).toEqual([...BROWSER_RTL].sort());
  });
});
