import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  isRtlLanguage,
  LANGUAGE_CODES,
  languageTag,
  toLanguageCode,
} from './languages.js';

describe('interface languages', () => {
  it('are the spec’s 15 codes, once each', () => {
    expect(LANGUAGE_CODES).toHaveLength(15);
    expect(new Set(LANGUAGE_CODES).size).toBe(15);
    expect(LANGUAGE_CODES).toEqual(expect.arrayContaining(['tel', 'por', 'cz']));
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it('accept only the product’s own codes, falling back to English', () => {
    expect(isLanguageCode('he')).toBe(true);
    for (const bad of ['pt', 'cs', 'EN', '', null, 3]) expect(isLanguageCode(bad)).toBe(false);
    expect(toLanguageCode('por')).toBe('por');
    expect(toLanguageCode('pt')).toBe('en');
    expect(toLanguageCode(undefined)).toBe('en');
  });

  it('write Arabic and Hebrew right to left, and nothing else', () => {
    expect(LANGUAGE_CODES.filter(isRtlLanguage)).toEqual(['ar', 'he']);
    expect(isRtlLanguage('fa')).toBe(false);
  });

  it('map to BCP 47 tags for the lang attribute and Intl', () => {
    expect(languageTag('tel')).toBe('te');
    expect(languageTag('por')).toBe('pt-BR');
    expect(languageTag('cz')).toBe('cs');
    expect(languageTag('zh')).toBe('zh-CN');
    expect(languageTag('ar')).toBe('ar');
    expect(languageTag('nope')).toBe('en');
  });
});
