import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoggedFailure } from '../../lib/useLoggedFailure';
import { useGetPublicConfigQuery } from '../../api/public';
import '../landing/landing.css';

/** /contact: the support contact an operator configured (SUPPORT_EMAIL, SUPPORT_PHONE), or none. */
export default function ContactPage() {
  const { t } = useTranslation();
  const config = useGetPublicConfigQuery();
  useLoggedFailure('public configuration', config.error);
  const email = config.data?.support_email;
  const phone = config.data?.support_phone;
  return (
    <div className="landing">
      <section className="page-hero">
        <div className="container">
          <h1>{t('contact.title')}</h1>
          <p>{t('contact.subtitle')}</p>
        </div>
      </section>
      <section className="section" aria-label={t('contact.title')}>
        <div className="container contact-grid">
          {config.isLoading ? (
            <Skeleton active />
          ) : !email && !phone ? (
            // Nothing configured is said as such; only a failed read is "try again later".
            <p className="empty-note" role="status">
              {config.isError ? t('contact.unavailable') : t('contact.notPublished')}
            </p>
          ) : (
            <>
              {email && (
                <article className="contact-card">
                  <MailOutlined aria-hidden="true" />
                  <h2>{t('contact.email')}</h2>
                  <a href={`mailto:${email}`} data-testid="contact-email">
                    {email}
                  </a>
                </article>
              )}
              {phone && (
                <article className="contact-card">
                  <PhoneOutlined aria-hidden="true" />
                  <h2>{t('contact.phone')}</h2>
                  <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} data-testid="contact-phone">
                    {phone}
                  </a>
                </article>
              )}
            </>
          )}
        </div>
      </section>
    </div>
  );
}
