import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** Any other path: 'Page not found', the missing path, links home and to the dashboard. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="center-page not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>
        {t('notFound.text')} <code data-testid="missing-path">{location.pathname}</code>
      </p>
      <p className="center-actions">
        <Link to="/" className="btn btn-primary">
          {t('notFound.home')}
        </Link>
        <Link to="/dashboard" className="btn btn-outline">
          {t('notFound.dashboard')}
        </Link>
      </p>
    </div>
  );
}
