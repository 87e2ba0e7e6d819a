import { Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoggedFailure } from '../../lib/useLoggedFailure';
import { useGetPublicConfigQuery } from '../../api/public';
import { pageActions } from '../../app/pageActions';

/** /demo: a full-page redirect to the configured demo URL, 'Redirecting...' meanwhile. */
export default function DemoPage() {
  const { t } = useTranslation();
  const config = useGetPublicConfigQuery();
  const url = config.data?.demo_url;
  useEffect(() => {
    if (url) pageActions.assign(url);
  }, [url]);
  useLoggedFailure('public configuration', config.error);
  const unavailable = config.isError || (config.isSuccess && !url);
  return (
    <div className="center-page" role="status" aria-live="polite">
      {unavailable ? (
        <>
          <h1>{t('demo.unavailableTitle')}</h1>
          <p>{t('demo.unavailableText')}</p>
          <Link to="/" className="btn btn-primary">
            {t('notFound.home')}
          </Link>
        </>
      ) : (
        <>
          <Spin size="large" />
          <h1 data-testid="demo-redirecting">{t('demo.redirecting')}</h1>
        </>
      )}
    </div>
  );
}
