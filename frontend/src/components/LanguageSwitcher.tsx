import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../i18n';
import { isLanguageCode, LANGUAGES } from '../i18n/languages';

/** A native select: small, keyboard- and screen-reader-friendly, on every public page and the header. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const value = currentLanguage();
  return (
    <span className={`language-switcher ${className ?? ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <GlobalOutlined aria-hidden="true" className="language-switcher-icon" />
      <select
        id={id}
        name="language"
        data-testid="language-switcher"
        value={value}
        onChange={(event) => {
          const code = event.target.value;
          if (isLanguageCode(code)) {
            setLanguage(code).catch((error: unknown) => {
              console.error('Could not switch language', error);
            });
          }
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.tag}>
            {language.name}
          </option>
        ))}
      </select>
      {/* Points down in both directions: nothing to mirror in right-to-left languages. */}
      <DownOutlined aria-hidden="true" className="language-switcher-chevron" />
    </span>
  );
}
