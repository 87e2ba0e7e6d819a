import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { LANGUAGE_KEY } from '../config';
import { currentLanguage, i18n, initI18n, setLanguage } from './index';

afterAll(async () => {
  await setLanguage('en');
});

describe('i18n', () => {
  it('defaults to English', async () => {
    await initI18n('en');
    expect(currentLanguage()).toBe('en');
    expect(i18n.t('auth.login.failedTitle')).toBe('Login failed');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('logs a missing key and shows the key itself', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(i18n.t('no.such.key')).toBe('no.such.key');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no.such.key'));
    warn.mockRestore();
  });

  it('switches to Arabic: right-to-left document, Arabic texts, choice kept under app-language', async () => {
    await setLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('ar');
    expect(i18n.t('auth.login.failedTitle')).toBe('فشل تسجيل الدخول');
  });

  it('Hebrew is right-to-left too; Tamil is not', async () => {
    await setLanguage('he');
    expect(document.documentElement.dir).toBe('rtl');
    await setLanguage('ta');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('ta');
  });

  it('restores the stored language on start', async () => {
    window.localStorage.setItem(LANGUAGE_KEY, 'cz');
    await initI18n();
    expect(currentLanguage()).toBe('cz');
    expect(document.documentElement.lang).toBe('cs');
    expect(i18n.t('nav.pricing')).toBe('Ceník');
  });

  it('ignores an unknown stored language', async () => {
    window.localStorage.setItem(LANGUAGE_KEY, 'klingon');
    await initI18n();
    expect(currentLanguage()).toBe('en');
  });
});
