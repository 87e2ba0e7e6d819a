import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useSessionWatcher } from './session';

/** The root route: watches the session and keeps scroll positions. */
export default function Root() {
  useSessionWatcher();
  const location = useLocation();
  useEffect(() => {
    document.getElementById('main-content')?.scrollTo?.({ top: 0 });
  }, [location.pathname]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
