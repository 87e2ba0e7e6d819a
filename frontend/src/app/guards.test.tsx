import { beforeAll, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { deferred, json, mockApi, ORG, signedInRoutes } from '../test/api';
import { preloadRoutes } from '../test/preload';
import { renderApp } from '../test/renderApp';

beforeAll(preloadRoutes, 60_000);

describe('route guards', () => {
  it('sends a visitor from a protected page to /login', async () => {
    mockApi({});
    const app = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(app.path()).toBe('/login');
  });

  it('protects every signed-in route', async () => {
    mockApi({});
    for (const path of ['/emails', '/documents', '/chat', '/subscription', '/instruction']) {
      const app = renderApp(path);
      await waitFor(() => expect(app.path()).toBe('/login'));
      app.unmount();
    }
  });

  it('shows a spinner while the session loads, then the page', async () => {
    const org = deferred<Response>();
    const api = mockApi(signedInRoutes({ 'GET /org/me': () => org.promise }));
    renderApp('/dashboard', { token: 'good' });
    await waitFor(() => expect(api.callsTo('GET', '/org/me')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('page-spinner')).toBeInTheDocument());
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    org.resolve(json(200, ORG));
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Acme Ltd' }),
    ).toBeInTheDocument();
  });

  it('sends a signed-in user from /login and /register to /dashboard', async () => {
    mockApi(signedInRoutes());
    for (const path of ['/login', '/register']) {
      const app = renderApp(path, { token: 'good' });
      await waitFor(() => expect(app.path()).toBe('/dashboard'));
      app.unmount();
    }
  });

  it('clears the token and signs out when the org details cannot be loaded', async () => {
    mockApi({ 'GET /org/me': () => json(401, { error: 'Invalid or expired token' }) });
    const app = renderApp('/dashboard', { token: 'expired' });
    await waitFor(() => expect(app.path()).toBe('/login'));
    expect(app.store.getState().auth.token).toBeNull();
  });

  it('keeps the session over a reload: the refresh cookie gives a new access token', async () => {
    const api = mockApi(
      signedInRoutes({
        'POST /auth/refresh': () =>
          json(200, { access_token: 'fresh', token_type: 'Bearer', expires_in: 600 }),
      }),
    );
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Acme Ltd' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/refresh')).toHaveLength(1);
    expect(api.callsTo('GET', '/org/me')[0]?.headers.get('authorization')).toBe('Bearer fresh');
  });

  it('refreshes an expired access token once and repeats the call', async () => {
    let seen = 0;
    const api = mockApi(
      signedInRoutes({
        'GET /org/me': (request) => {
          seen += 1;
          return request.headers.get('authorization') === 'Bearer fresh'
            ? json(200, ORG)
            : json(401, { error: 'Your session has expired. Please sign in again.' });
        },
        'POST /auth/refresh': () =>
          json(200, { access_token: 'fresh', token_type: 'Bearer', expires_in: 600 }),
      }),
    );
    const app = renderApp('/dashboard', { token: 'stale' });
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Acme Ltd' }),
    ).toBeInTheDocument();
    expect(seen).toBe(2);
    expect(api.callsTo('POST', '/auth/refresh')).toHaveLength(1);
    expect(app.store.getState().auth.token).toBe('fresh');
  });

  it('shows nothing signed-in when a page restored from the back-forward cache finds the session ended', async () => {
    mockApi(
      signedInRoutes({
        'POST /auth/refresh': () => json(401, { error: 'Your session has ended.' }),
      }),
    );
    const app = renderApp('/dashboard', { token: 'good' });
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Acme Ltd' }),
    ).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    // At once: the check hides the signed-in page while it asks.
    expect(screen.queryByRole('heading', { name: 'Welcome back, Acme Ltd' })).toBeNull();
    await waitFor(() => expect(app.path()).toBe('/login'));
    expect(screen.queryByText('Acme Ltd')).toBeNull();
    expect(app.store.getState().auth.token).toBeNull();
  });

  it('keeps public pages public', async () => {
    mockApi({});
    const app = renderApp('/privacy-policy');
    expect(
      await screen.findByRole('heading', { name: 'Privacy policy', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('privacy-effective')).toHaveTextContent('October 5, 2025');
    expect(app.path()).toBe('/privacy-policy');
  });

  it('shows the not-found page with the missing path and links home and to the dashboard', async () => {
    mockApi({});
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByTestId('missing-path')).toHaveTextContent('/no/such/page');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/winzmail');
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
      'href',
      '/winzmail/dashboard',
    );
  });

  it('shows Loading chatbot… on /chat-widget without an orgId', async () => {
    mockApi({});
    renderApp('/chat-widget');
    expect(await screen.findByText('Loading chatbot…')).toBeInTheDocument();
  });
});
