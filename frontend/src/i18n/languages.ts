// The web app's view of the 15 interface languages: the codes and their direction are shared
// with the widget (@winzmail/browser-kit); the names and BCP 47 tags are the web app's own.
import { isRtlLanguage, type LanguageCode } from '@winzmail/browser-kit';

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

const info = (code: LanguageCode, name: string, tag: string): LanguageInfo => ({
  code,
  name,
  tag,
  dir: isRtlLanguage(code) ? 'rtl' : 'ltr',
});

/** In the switcher's order. */
export const LANGUAGES: readonly LanguageInfo[] = [
  info('en', 'English', 'en'),
  info('ar', 'العربية', 'ar'),
  info('hi', 'हिन्दी', 'hi'),
  info('zh', '中文', 'zh-CN'),
  info('fr', 'Français', 'fr'),
  info('de', 'Deutsch', 'de'),
  info('he', 'עברית', 'he'),
  info('es', 'Español', 'es'),
  info('ta', 'தமிழ்', 'ta'),
  info('tel', 'తెలుగు', 'te'),
  info('por', 'Português', 'pt-BR'),
  info('kn', 'ಕನ್ನಡ', 'kn'),
  info('ml', 'മലയാളം', 'ml'),
  info('cz', 'Čeština', 'cs'),
  info('sw', 'Kiswahili', 'sw'),
];

export function languageInfo(code: string | undefined): LanguageInfo {
  return LANGUAGES.find((l) => l.code === code) ?? (LANGUAGES[0] as LanguageInfo);
}
