import { useEffect } from 'react';
import { api } from '../api/baseApi';
import { logLoadFailure } from '../api/errors';
import { useGetEmailConfigQuery } from '../api/mailbox';
import { useGetOrgDetailsQuery } from '../api/org';
import type { OrgDetails } from '../api/contract';
import { TOKEN_KEY } from '../config';
import { tokenCleared, tokenSet } from './authSlice';
import type { AppDispatch } from './store';
import { useAppDispatch, useAppSelector } from './store';

/** The signed-in user: the organisation plus whether a mailbox is configured (spec section 3). */
export interface SessionUser extends OrgDetails {
  emailConfigured: boolean;
}

export interface Session {
  isAuthenticated: boolean;
  loading: boolean;
  user: SessionUser | null;
}

/** Login: store the token, become authenticated, reload the user data. */
export function signIn(token: string) {
  return (dispatch: AppDispatch) => {
    window.localStorage.setItem(TOKEN_KEY, token);
    dispatch(tokenSet(token));
    dispatch(api.util.invalidateTags(['Org', 'EmailConfig']));
  };
}

/** Logout: clear the token and every cached answer of the previous user. */
export function signOut() {
  return (dispatch: AppDispatch) => {
    window.localStorage.removeItem(TOKEN_KEY);
    dispatch(tokenCleared());
    dispatch(api.util.resetApiState());
  };
}

/** Reads the session. A token means authenticated; org details and email config load with it. */
export function useSession(): Session {
  const token = useAppSelector((state) => state.auth.token);
  const org = useGetOrgDetailsQuery(undefined, { skip: !token });
  const emailConfig = useGetEmailConfigQuery(undefined, { skip: !token });
  if (!token) return { isAuthenticated: false, loading: false, user: null };
  // A failed org load is about to sign the user out (SessionWatcher): keep showing the spinner.
  const loading = !org.data || emailConfig.isLoading || emailConfig.isUninitialized;
  const user = org.data ? { ...org.data, emailConfigured: Boolean(emailConfig.data) } : null;
  return { isAuthenticated: true, loading, user };
}

/** Mounted once: when the org details cannot be loaded, the token is cleared (spec section 4). */
export function useSessionWatcher(): void {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.auth.token);
  const org = useGetOrgDetailsQuery(undefined, { skip: !token });
  useEffect(() => {
    if (token && org.isError) {
      logLoadFailure('organisation details; signing out', org.error);
      dispatch(signOut());
    }
  }, [token, org.isError, org.error, dispatch]);
}
