import { useTranslation } from 'react-i18next';
import { languageInfo } from '../../i18n/languages';

/** The BCP 47 tag of the interface language, for Intl. */
export function useLocaleTag(): string {
  const { i18n } = useTranslation();
  return languageInfo(i18n.language).tag;
}
