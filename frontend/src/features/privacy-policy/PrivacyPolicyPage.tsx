import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRIVACY_EFFECTIVE_DATE } from '../../config';
import { languageInfo } from '../../i18n/languages';
import './privacy.css';

const SECTIONS = [
  'use',
  'security',
  'providers',
  'retention',
  'yourData',
  'global',
  'rights',
  'changes',
] as const;

/** /privacy-policy (effective October 5, 2025). */
export default function PrivacyPolicyPage() {
  const { t, i18n } = useTranslation();
  const locale = languageInfo(i18n.language).tag;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${PRIVACY_EFFECTIVE_DATE}T00:00:00Z`),
  );
  return (
    <article className="privacy">
      <header>
        <h1>{t('privacy.title')}</h1>
        <p className="privacy-effective" data-testid="privacy-effective">
          {t('privacy.effective', { date })}
        </p>
        <p>{t('privacy.intro')}</p>
      </header>
      <section aria-labelledby="privacy-collect">
        <h2 id="privacy-collect">{t('privacy.collect.title')}</h2>
        <p>{t('privacy.collect.intro')}</p>
        <ul>
          <li>{t('privacy.collect.account')}</li>
          <li>{t('privacy.collect.email')}</li>
          <li>{t('privacy.collect.usage')}</li>
        </ul>
      </section>
      {SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`privacy-${section}`}>
          <h2 id={`privacy-${section}`}>{t(`privacy.${section}.title`)}</h2>
          <p>{t(`privacy.${section}.text`)}</p>
        </section>
      ))}
      <section aria-labelledby="privacy-contact">
        <h2 id="privacy-contact">{t('privacy.contact.title')}</h2>
        <p>
          {t('privacy.contact.text')} <Link to="/contact">{t('nav.contact')}</Link>
        </p>
      </section>
    </article>
  );
}
