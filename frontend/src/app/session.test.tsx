import { describe, expect, it } from '@jest/globals';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { emailConfigAnswer, json, mockApi, ORG, signedInRoutes } from '../test/api';
import { checkSession, signIn, signOut, useSession } from './session';
import { createStore } from './store';

function setup(signedIn?: { token: string }) {
  const store = createStore(signedIn);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return { store, ...renderHook(() => useSession(), { wrapper }) };
}

const refreshed = (token: string) => () =>
  json(200, { access_token: token, token_type: 'Bearer', expires_in: 600 });

describe('session', () => {
  it('is loading, signed out, until the refresh cookie has been asked', async () => {
    const api = mockApi({ 'POST /auth/refresh': () => json(401, { error: 'Not signed in.' }) });
    const { result, store } = setup();
    expect(result.current).toEqual({ isAuthenticated: false, loading: true, user: null });
    await act(() => store.dispatch(checkSession()));
    expect(result.current).toEqual({ isAuthenticated: false, loading: false, user: null });
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /auth/refresh']);
  });

  it('with a token: authenticated, loads org details and email config with the bearer token', async () => {
    const api = mockApi(signedInRoutes());
    const { result } = setup({ token: 'tok-1' });
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toMatchObject({ name: 'Acme Ltd', emailConfigured: false });
    expect(api.callsTo('GET', '/org/me')[0]?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(api.callsTo('GET', '/org/email-config')).toHaveLength(1);
  });

  it('marks the email as configured when a configuration exists', async () => {
    mockApi(
      signedInRoutes({
        'GET /org/email-config': () =>
          emailConfigAnswer({
            imap_host: 'imap.acme.test',
            imap_port: 993,
            smtp_host: 'smtp.acme.test',
            smtp_port: 587,
            email_address: 'help@acme.test',
            reply_mode: 'auto',
            provider: 'imap',
            mailbox: { state: 'idle', last_sync_at: '', last_error: '' },
          }),
      }),
    );
    const { result } = setup({ token: 'tok-1' });
    await waitFor(() => expect(result.current.user?.emailConfigured).toBe(true));
  });

  it('a check with a live refresh cookie signs in with the new token', async () => {
    const api = mockApi(signedInRoutes({ 'POST /auth/refresh': refreshed('from-cookie') }));
    const { result, store } = setup();
    await act(() => store.dispatch(checkSession()));
    await waitFor(() => expect(result.current.user?.id).toBe(ORG.id));
    expect(api.callsTo('GET', '/org/me')[0]?.headers.get('authorization')).toBe(
      'Bearer from-cookie',
    );
  });

  it('login keeps the token in memory only; logout ends the session on the server', async () => {
    const api = mockApi(
      signedInRoutes({ 'POST /auth/logout': () => new Response(null, { status: 204 }) }),
    );
    const { result, store } = setup();
    act(() => {
      store.dispatch(signIn({ token: 'fresh', expiresIn: 600 }));
    });
    expect(window.localStorage.length).toBe(0);
    await waitFor(() => expect(result.current.user?.id).toBe(ORG.id));
    expect(api.callsTo('GET', '/org/me')[0]?.headers.get('authorization')).toBe('Bearer fresh');

    await act(() => store.dispatch(signOut()));
    expect(result.current).toEqual({ isAuthenticated: false, loading: false, user: null });
    const [logout] = api.callsTo('POST', '/auth/logout');
    expect(logout?.headers.get('authorization')).toBe('Bearer fresh');
  });
});
