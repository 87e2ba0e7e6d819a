/**
 * The web app's 15 interface languages, by its own codes: the one source of them on the server.
 * The gateway's API schema (UiLanguage) is made from it, and the web app and the widget take
 * theirs from the API's document (packages/browser-kit/src/gen/languages.ts); identity writes its
 * mails in them.
 */
export const UI_LANGUAGES = [
  'ar',
  'en',
  'hi',
  'zh',
  'fr',
  'de',
  'he',
  'es',
  'ta',
  'tel',
  'por',
  'kn',
  'ml',
  'cz',
  'sw',
] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

export const RTL_UI_LANGUAGES: ReadonlySet<UiLanguage> = new Set(['ar', 'he']);

/** One of the 15 codes, else English: a caller's language is untrusted text. */
export function uiLanguage(code: string): UiLanguage {
  return (UI_LANGUAGES as readonly string[]).includes(code) ? (code as UiLanguage) : 'en';
}

/** The three codes that are not ISO 639-1 (for an HTML lang attribute). */
const ISO: Partial<Record<UiLanguage, string>> = { tel: 'te', por: 'pt', cz: 'cs' };

export const uiLanguageIso = (code: UiLanguage): string => ISO[code] ?? code;
