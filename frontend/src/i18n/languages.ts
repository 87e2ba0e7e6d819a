/** The 15 interface languages, by the spec's codes (section 4). */
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

export interface LanguageInfo {
  code: LanguageCode;
  /** The language's own name, shown in the switcher. */
  name: string;
  /** BCP 47 tag for <html lang>, Intl formatting and the captcha widget. */
  tag: string;
  dir: 'ltr' | 'rtl';
}

export const LANGUAGES: readonly LanguageInfo[] = [
  { code: 'en', name: 'English', tag: 'en', dir: 'ltr' },
  { code: 'ar', name: 'العربية', tag: 'ar', dir: 'rtl' },
  { code: 'hi', name: 'हिन्दी', tag: 'hi', dir: 'ltr' },
  { code: 'zh', name: '中文', tag: 'zh-CN', dir: 'ltr' },
  { code: 'fr', name: 'Français', tag: 'fr', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', tag: 'de', dir: 'ltr' },
  { code: 'he', name: 'עברית', tag: 'he', dir: 'rtl' },
  { code: 'es', name: 'Español', tag: 'es', dir: 'ltr' },
  { code: 'ta', name: 'தமிழ்', tag: 'ta', dir: 'ltr' },
  { code: 'tel', name: 'తెలుగు', tag: 'te', dir: 'ltr' },
  { code: 'por', name: 'Português', tag: 'pt-BR', dir: 'ltr' },
  { code: 'kn', name: 'ಕನ್ನಡ', tag: 'kn', dir: 'ltr' },
  { code: 'ml', name: 'മലയാളം', tag: 'ml', dir: 'ltr' },
  { code: 'cz', name: 'Čeština', tag: 'cs', dir: 'ltr' },
  { code: 'sw', name: 'Kiswahili', tag: 'sw', dir: 'ltr' },
];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function languageInfo(code: string | undefined): LanguageInfo {
  return LANGUAGES.find((l) => l.code === code) ?? (LANGUAGES[0] as LanguageInfo);
}
