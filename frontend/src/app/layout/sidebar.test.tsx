import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrgDetails } from '../../api/contract';
import { json, mockApi, ORG, signedInRoutes } from '../../test/api';
import { preloadRoutes } from '../../test/preload';
import { renderApp } from '../../test/renderApp';
import { pageActions } from '../pageActions';

beforeAll(preloadRoutes, 60_000);

afterEach(() => {
  jest.restoreAllMocks();
});

async function openDashboard(org: OrgDetails = ORG, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(signedInRoutes({ 'GET /org/me': () => json(200, org), ...routes }));
  const app = renderApp('/dashboard', { token: 'tok' });
  await screen.findByRole('heading', { level: 1, name: /Welcome back/ });
  return Object.assign(app, { api });
}

const sidebar = () => screen.getByTestId('sidebar');

describe('signed-in layout', () => {
  it('shows the groups and links of the spec', async () => {
    await openDashboard();
    const nav = within(sidebar()).getByRole('navigation');
    for (const group of ['Auto reply email', 'Outlook plugin', 'Subscription', 'Legal']) {
      expect(within(nav).getByRole('group', { name: group })).toBeInTheDocument();
    }
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      [
        '/dashboard',
        '/emails',
        '/replay',
        '/documents',
        '/knowledge-gaps',
        '/chat',
        '/email-config',
        '/prompt-config',
        '/chatbot-plugin',
        '/instruction',
        '/outlook-email-config',
        '/subscription',
        '/privacy-policy',
      ].map((p) => `/winzmail${p}`),
    );
  });

  it('footer: organisation name, user_email and the plan with price and expiry', async () => {
    await openDashboard({
      ...ORG,
      plan_name: 'Pro',
      plan_price: 29,
      plan_currency: 'usd',
      plan_expiry: '2026-12-31T00:00:00Z',
    });
    const footer = screen.getByTestId('sidebar-footer');
    expect(within(footer).getByText('Acme Ltd')).toBeInTheDocument();
    expect(within(footer).getByText('owner@acme.test')).toBeInTheDocument();
    const plan = within(footer).getByTestId('sidebar-plan');
    expect(plan).toHaveTextContent('Pro');
    expect(plan).toHaveTextContent('$29.00');
    expect(plan).toHaveTextContent(/Expires: Dec 31, 2026/);
  });

  it('footer fallbacks: "User", "Email not configured", N/A expiry, no plan block without a plan', async () => {
    await openDashboard({
      ...ORG,
      // The gateway always sends a name; an empty one still falls back to 'User'.
      name: '',
      user_email: null,
      plan_name: 'Basic',
      plan_expiry: null,
    });
    const footer = screen.getByTestId('sidebar-footer');
    expect(within(footer).getByText('User')).toBeInTheDocument();
    expect(within(footer).getByText('Email not configured')).toBeInTheDocument();
    expect(within(footer).getByTestId('sidebar-plan')).toHaveTextContent('Expires: N/A');
    act(() => undefined);
  });

  it('has no plan block when the organisation has no plan', async () => {
    await openDashboard({ ...ORG, plan_name: null });
    expect(screen.queryByTestId('sidebar-plan')).toBeNull();
  });

  it('collapses to icons by the button and stores the state in a 7-day cookie', async () => {
    const cookieSetter = jest.spyOn(Document.prototype, 'cookie', 'set');
    const app = await openDashboard();
    expect(sidebar()).toHaveAttribute('data-state', 'expanded');
    expect(sidebar()).toHaveStyle({ width: '16rem' });
    await app.user.click(screen.getByTestId('sidebar-toggle'));
    expect(sidebar()).toHaveAttribute('data-state', 'collapsed');
    expect(sidebar()).toHaveStyle({ width: '3rem' });
    expect(document.cookie).toContain('sidebar_state=false');
    expect(cookieSetter).toHaveBeenLastCalledWith(expect.stringContaining('max-age=604800'));
    // Icons only: the labels are gone, the links keep an accessible name.
    expect(within(sidebar()).queryByText('Inbox')).toBeNull();
    expect(within(sidebar()).getByRole('link', { name: 'Inbox' })).toBeInTheDocument();
  });

  it('toggles with Ctrl+B and Cmd+B', async () => {
    await openDashboard();
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(sidebar()).toHaveAttribute('data-state', 'collapsed');
    fireEvent.keyDown(window, { key: 'B', metaKey: true });
    expect(sidebar()).toHaveAttribute('data-state', 'expanded');
    expect(document.cookie).toContain('sidebar_state=true');
    fireEvent.keyDown(window, { key: 'b' });
    expect(sidebar()).toHaveAttribute('data-state', 'expanded');
  });

  it('starts collapsed when the cookie says so', async () => {
    document.cookie = 'sidebar_state=false; path=/';
    await openDashboard();
    expect(sidebar()).toHaveAttribute('data-state', 'collapsed');
  });

  it("reloads when the open page's link is clicked, navigates otherwise", async () => {
    const reload = jest.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
    const app = await openDashboard();
    await app.user.click(within(sidebar()).getByRole('link', { name: 'Dashboard' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(app.path()).toBe('/dashboard');
    await app.user.click(within(sidebar()).getByRole('link', { name: 'Inbox' }));
    await waitFor(() => expect(app.path()).toBe('/emails'));
    expect(await screen.findByRole('heading', { name: 'Inbox', level: 1 })).toBeInTheDocument();
    // The inbox reads its list (none here): then its empty state.
    expect(await screen.findByText('No emails yet')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('logs out: the session ends on the server, token cleared, back to /login', async () => {
    const app = await openDashboard(ORG, {
      'POST /auth/logout': () => new Response(null, { status: 204 }),
    });
    await app.user.click(screen.getByTestId('logout'));
    await waitFor(() => expect(app.path()).toBe('/login'));
    expect(app.store.getState().auth.token).toBeNull();
    await waitFor(() => expect(app.api.callsTo('POST', '/auth/logout')).toHaveLength(1));
    expect(app.api.callsTo('POST', '/auth/logout')[0]?.headers.get('authorization')).toBe(
      'Bearer tok',
    );
    expect(screen.queryByText(ORG.name)).toBeNull();
  });

  it('signs out everywhere after a confirmation: every session ends, back to /login', async () => {
    const app = await openDashboard(ORG, {
      'POST /auth/sign-out-everywhere': () => json(200, { ended: 3 }),
    });
    await app.user.click(screen.getByTestId('sign-out-everywhere'));
    expect(await screen.findByText('Sign out everywhere?')).toBeInTheDocument();
    expect(app.api.callsTo('POST', '/auth/sign-out-everywhere')).toHaveLength(0);
    await app.user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.path()).toBe('/login'));
    const [call] = app.api.callsTo('POST', '/auth/sign-out-everywhere');
    expect(call?.headers.get('authorization')).toBe('Bearer tok');
    expect(app.store.getState().auth.token).toBeNull();
  });

  it('stays signed in and says so when signing out everywhere fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = await openDashboard(ORG, {
      'POST /auth/sign-out-everywhere': () => json(500, { error: 'Something went wrong.' }),
    });
    await app.user.click(screen.getByTestId('sign-out-everywhere'));
    await app.user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Could not sign out everywhere')).toBeInTheDocument();
    expect(app.path()).toBe('/dashboard');
    expect(app.store.getState().auth.token).toBe('tok');
    error.mockRestore();
  });

  it('is a drawer below 768 px', async () => {
    const original = window.matchMedia;
    const setMatchMedia = (value: typeof window.matchMedia) =>
      Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value });
    setMatchMedia(((query: string) => ({
      ...original(query),
      matches: query.includes('max-width: 767px'),
    })) as typeof window.matchMedia);
    try {
      const app = await openDashboard();
      expect(screen.queryByTestId('sidebar')).toBeNull();
      await app.user.click(screen.getByTestId('sidebar-toggle'));
      expect(await screen.findByTestId('sidebar')).toBeInTheDocument();
      expect(within(screen.getByTestId('sidebar')).getByText('Inbox')).toBeInTheDocument();
    } finally {
      setMatchMedia(original);
    }
  });
});
