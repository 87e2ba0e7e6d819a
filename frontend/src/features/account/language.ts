import { isLanguageCode, type LanguageCode } from '../../i18n/languages';

/** The interface language for mail the server writes (one of the 15 codes, else English). */
export function uiLanguageCode(language: string): LanguageCode {
  return isLanguageCode(language) ? language : 'en';
}
