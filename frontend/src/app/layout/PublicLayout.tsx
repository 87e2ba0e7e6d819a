import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { Logo } from '../../components/Logo';
import { useAppSelector } from '../store';

/** Public pages: header with the language switcher and sign-in links, the page, the footer. */
export default function PublicLayout() {
  const { t } = useTranslation();
  const signedIn = useAppSelector((state) => Boolean(state.auth.token));
  const year = new Date().getFullYear();
  return (
    <div className="public-shell">
      <a href="#main-content" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <header className="public-header">
        <div className="container public-header-inner">
          <Link to="/" className="brand">
            <Logo />
            <span className="brand-name">{t('app.name')}</span>
          </Link>
          <nav className="public-nav" aria-label={t('nav.label')}>
            <Link to="/features">{t('nav.features')}</Link>
            <Link to="/pricing">{t('nav.pricing')}</Link>
            <Link to="/contact">{t('nav.contact')}</Link>
          </nav>
          <div className="public-header-actions">
            <LanguageSwitcher />
            {signedIn ? (
              <Link to="/dashboard" className="btn btn-primary btn-sm">
                {t('nav.dashboard')}
              </Link>
            ) : (
              <>
                <Link to="/login" className="btn btn-ghost btn-sm">
                  {t('nav.signIn')}
                </Link>
                <Link to="/register" className="btn btn-primary btn-sm hide-xs">
                  {t('nav.getStarted')}
                </Link>
              </>
            )}
          </div>
        </div>
      </header>
      <main id="main-content" className="public-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="public-footer">
        <div className="container public-footer-inner">
          <div className="footer-brand">
            <Link to="/" className="brand">
              <Logo size={24} />
              <span className="brand-name">{t('app.name')}</span>
            </Link>
            <p>{t('footer.tagline')}</p>
          </div>
          <nav aria-label={t('footer.label')} className="footer-links">
            <Link to="/features">{t('nav.features')}</Link>
            <Link to="/pricing">{t('nav.pricing')}</Link>
            <Link to="/contact">{t('nav.contact')}</Link>
            <Link to="/privacy-policy">{t('nav.privacy')}</Link>
          </nav>
          <p className="footer-copy">{t('footer.rights', { year })}</p>
        </div>
      </footer>
    </div>
  );
}
