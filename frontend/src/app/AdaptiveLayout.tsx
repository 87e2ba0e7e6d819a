import { Suspense, lazy } from 'react';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { RequireAuth } from './guards';
import { useAppSelector } from './store';

const AppLayout = lazy(() => import('./layout/AppLayout'));
const PublicLayout = lazy(() => import('./layout/PublicLayout'));

/**
 * Public pages that are also in the signed-in sidebar (the privacy policy): shown inside the
 * signed-in layout when a token exists, inside the public layout otherwise.
 */
export default function AdaptiveLayout() {
  const signedIn = useAppSelector((state) => Boolean(state.auth.token));
  return (
    <Suspense fallback={<FullPageSpinner />}>
      {signedIn ? (
        <RequireAuth>
          <AppLayout />
        </RequireAuth>
      ) : (
        <PublicLayout />
      )}
    </Suspense>
  );
}
