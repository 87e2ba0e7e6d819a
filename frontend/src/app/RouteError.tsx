import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BASE_PATH } from '../config';

/** The router's fallback for unexpected errors (spec: 'Unexpected Application Error!'). */
export default function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error('Unexpected application error', error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="route-error" role="alert">
      <h1>{t('error.title')}</h1>
      <p>{t('error.text')}</p>
      <pre className="route-error-detail">{detail}</pre>
      <p className="route-error-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
        {/* A plain link: the router itself may be what failed. */}
        <a className="btn btn-ghost" href={`${BASE_PATH}/`}>
          {t('error.home')}
        </a>
      </p>
    </main>
  );
}
