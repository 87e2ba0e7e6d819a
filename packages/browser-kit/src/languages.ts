// The product's 15 interface languages, by the spec's codes (section 4): 'tel', 'por', 'cz'
// rather than ISO 'te', 'pt', 'cs'. The codes come from the API: the gateway's UiLanguage schema,
// generated into ./gen/languages.ts by scripts/gen-api.mjs from the OpenAPI document, so the
// gateway, the web app and the widget cannot drift apart.
import { UI_LANGUAGES } from './gen/languages.js';

export const LANGUAGE_CODES = UI_LANGUAGES;

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

/** BCP 47 tag for the lang attribute, Intl formatting and the captcha (screen readers pick their
 * voice from it): the spec's codes that are not ISO 639-1 map to the tag. */
const TAGS: Partial<Record<LanguageCode, string>> = {
  zh: 'zh-CN',
  tel: 'te',
  por: 'pt-BR',
  cz: 'cs',
};

export function languageTag(value: unknown): string {
  const code = toLanguageCode(value);
  return TAGS[code] ?? code;
}
