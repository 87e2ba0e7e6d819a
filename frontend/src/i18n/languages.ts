// The web app's view of the 15 interface languages: the codes, their direction and BCP 47 tags
// are shared with the widget (@winzmail/browser-kit); the names in the switcher are the web app's.
import { isRtlLanguage, languageTag, type LanguageCode } from '@winzmail/browser-kit';

export {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_CODES,
  type LanguageCode,
} from '@winzmail/browser-kit';

export interface LanguageInfo {
  code: LanguageCode;
  /** The language's own name, shown in the switcher. */
  name: string;
  /** BCP 47 tag for <html lang>, Intl formatting and the captcha widget. */
  tag: string;
  dir: 'ltr' | 'rtl';
}

const info = (code: LanguageCode, name: string): LanguageInfo => ({
  code,
  name,
  tag: languageTag(code),
  dir: isRtlLanguage(code) ? 'rtl' : 'ltr',
});

/** In the switcher's order. */
export const LANGUAGES: readonly LanguageInfo[] = [
  info('en', 'English'),
  info('ar', 'العربية'),
  info('hi', 'हिन्दी'),
  info('zh', '中文'),
  info('fr', 'Français'),
  info('de', 'Deutsch'),
  info('he', 'עברית'),
  info('es', 'Español'),
  info('ta', 'தமிழ்'),
  info('tel', 'తెలుగు'),
  info('por', 'Português'),
  info('kn', 'ಕನ್ನಡ'),
  info('ml', 'മലയാളം'),
  info('cz', 'Čeština'),
  info('sw', 'Kiswahili'),
];

export function languageInfo(code: string | undefined): LanguageInfo {
  return LANGUAGES.find((l) => l.code === code) ?? (LANGUAGES[0] as LanguageInfo);
}
