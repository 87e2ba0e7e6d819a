import { CheckCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Login and register: a brand panel beside the form card. */
export function AuthFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <div className="auth-grid container">
        <section className="auth-aside" aria-hidden="true">
          <p className="auth-aside-kicker">{t('auth.aside.kicker')}</p>
          <p className="auth-aside-title">{t('auth.aside.title')}</p>
          <ul>
            <li>
              <CheckCircleFilled /> {t('auth.aside.point1')}
            </li>
            <li>
              <CheckCircleFilled /> {t('auth.aside.point2')}
            </li>
            <li>
              <CheckCircleFilled /> {t('auth.aside.point3')}
            </li>
          </ul>
        </section>
        <section className="auth-card">
          <h1>{title}</h1>
          <p className="auth-subtitle">{subtitle}</p>
          {children}
        </section>
      </div>
    </div>
  );
}
