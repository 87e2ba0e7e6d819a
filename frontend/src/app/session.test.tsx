import { describe, expect, it } from '@jest/globals';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { TOKEN_KEY } from '../config';
import { json, mockApi, ORG, signedInRoutes } from '../test/api';
import { signIn, signOut, useSession } from './session';
import { createStore } from './store';

function setup() {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return { store, ...renderHook(() => useSession(), { wrapper }) };
}

describe('session', () => {
  it('is signed out without a token, with nothing loading', () => {
    const api = mockApi({});
    const { result } = setup();
    expect(result.current).toEqual({ isAuthenticated: false, loading: false, user: null });
    expect(api.calls).toHaveLength(0);
  });

  it('with a stored token: authenticated, loads org details and email config with the bearer token', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'tok-1');
    const api = mockApi(signedInRoutes());
    const { result } = setup();
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toMatchObject({ name: 'Acme Ltd', emailConfigured: false });
    expect(api.callsTo('GET', '/org/me')[0]?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(api.callsTo('GET', '/org/email-config')).toHaveLength(1);
  });

  it('marks the email as configured when a configuration exists', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'tok-1');
    mockApi(
      signedInRoutes({
        'GET /org/email-config': () =>
          json(200, {
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
    const { result } = setup();
    await waitFor(() => expect(result.current.user?.emailConfigured).toBe(true));
  });

  it('login stores the token and loads the user; logout clears token and user', async () => {
    const api = mockApi(signedInRoutes());
    const { result, store } = setup();
    act(() => {
      store.dispatch(signIn('fresh'));
    });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('fresh');
    await waitFor(() => expect(result.current.user?.id).toBe(ORG.id));
    expect(api.callsTo('GET', '/org/me')[0]?.headers.get('authorization')).toBe('Bearer fresh');

    act(() => {
      store.dispatch(signOut());
    });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(result.current).toEqual({ isAuthenticated: false, loading: false, user: null });
  });
});
