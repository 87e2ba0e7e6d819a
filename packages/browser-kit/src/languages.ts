// The product's 15 interface languages, by the spec's codes (section 4): 'tel', 'por', 'cz'
// rather than ISO 'te', 'pt', 'cs'. One list for the web app and the widget.
// (The gateway keeps its own copy in services/gateway/src/domain/ui-language.ts: it is built
// and shipped without this package.)

export const LANGUAGE_CODES = [
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

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** The languages written right to left. */
export const RTL_LANGUAGES: readonly LanguageCode[] = ['ar', 'he'];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The code itself when it is one of the 15, else the default ('en'). */
export function toLanguageCode(value: unknown): LanguageCode {
  return isLanguageCode(value) ? value : DEFAULT_LANGUAGE;
}

export function isRtlLanguage(value: unknown): boolean {
  return isLanguageCode(value) && RTL_LANGUAGES.includes(value);
}
