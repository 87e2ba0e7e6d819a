import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { useSession } from './session';

/** Signed-in pages: a spinner while the session loads, /login when not signed in. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.loading) return <FullPageSpinner />;
  if (!session.isAuthenticated) {
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  }
  return children ?? <Outlet />;
}

/** Login and register: a signed-in user goes to /dashboard. */
export function GuestOnly({ children }: { children?: ReactNode }) {
  const session = useSession();
  if (session.loading) return <FullPageSpinner />;
  if (session.isAuthenticated) return <Navigate to="/dashboard" replace />;
  return children ?? <Outlet />;
}
