import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown by guarded routes while the session loads, and while a lazy page loads. */
export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="full-page-spinner" role="status" aria-live="polite" data-testid="page-spinner">
      <Spin size="large" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
