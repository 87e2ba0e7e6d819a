import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The confirmation (antd's Popconfirm and the request) is loaded on the first click only: it is
// on every signed-in page and rarely used.
const SignOutEverywhereConfirm = lazy(() => import('./SignOutEverywhereConfirm'));

/** "Sign out everywhere" in the sidebar: asks to confirm, then ends every session. */
export function SignOutEverywhereButton() {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  const button = (loading: boolean) => (
    <Button
      type="link"
      size="small"
      className="sidebar-sign-out-everywhere"
      loading={loading}
      onClick={() => setAsked(true)}
      data-testid="sign-out-everywhere"
    >
      {t('layout.signOutEverywhere')}
    </Button>
  );
  if (!asked) return button(false);
  return (
    <Suspense fallback={button(true)}>
      <SignOutEverywhereConfirm />
    </Suspense>
  );
}
