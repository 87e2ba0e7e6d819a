import { act, render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/App';
import { routes } from '../app/routes';
import { createStore } from '../app/store';
import { BASE_PATH } from '../config';

/** Renders the whole app (real routes, store and i18n) at a path, optionally signed in. */
export function renderApp(path: string, options: { token?: string } = {}) {
  const store = createStore(options.token ? { token: options.token } : undefined);
  const router = createMemoryRouter(routes, {
    basename: BASE_PATH,
    initialEntries: [`${BASE_PATH}${path}`],
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return {
    ...view,
    store,
    router,
    user,
    /** The current path below the basename. */
    path: () => router.state.location.pathname.replace(BASE_PATH, '') || '/',
  };
}

/** What the ALTCHA widget does once the proof of work is solved. */
export function solveCaptcha(payload = 'eyJzb2x2ZWQiOnRydWV9') {
  const widget = document.querySelector('altcha-widget');
  if (!widget) throw new Error('no captcha widget on the page');
  act(() => {
    widget.dispatchEvent(
      new CustomEvent('statechange', { detail: { state: 'verified', payload } }),
    );
  });
  return payload;
}
