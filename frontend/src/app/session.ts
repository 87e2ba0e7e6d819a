import { useEffect, useRef } from 'react';
import { api } from '../api/baseApi';
import { logLoadFailure } from '../api/errors';
import { useGetEmailConfigQuery } from '../api/mailbox';
import { useGetOrgDetailsQuery } from '../api/org';
import type { OrgDetails } from '../api/contract';
import { endSession, refreshAccessToken } from '../api/refresh';
import { sessionCheckStarted, tokenCleared, tokenSet, type IssuedToken } from './authSlice';
import type { AppDispatch, RootState } from './store';
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

/** A refresh is asked for this long before the access token expires. */
const REFRESH_AHEAD_MS = 60_000;

/** Login: keep the token (in memory), become authenticated, reload the user data. */
export function signIn(issued: IssuedToken) {
  return (dispatch: AppDispatch) => {
    dispatch(tokenSet(issued));
    dispatch(api.util.invalidateTags(['Org', 'EmailConfig']));
  };
}

/**
 * Logout: forget the token and every cached answer of the previous user at once, and end the
 * session on the server (the refresh cookie and every access token of it stop working).
 */
export function signOut() {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const token = getState().auth.token;
    dispatch(tokenCleared());
    dispatch(api.util.resetApiState());
    await endSession(token);
  };
}

/**
 * Asks the refresh cookie for an access token: on start (a reload keeps the session) and when the
 * page is restored from the back-forward cache (it may show a session that has ended since).
 */
export function checkSession() {
  return async (dispatch: AppDispatch): Promise<void> => {
    dispatch(sessionCheckStarted());
    const issued = await refreshAccessToken();
    if (issued) dispatch(tokenSet(issued));
    else dispatch(tokenCleared());
  };
}

/** Reads the session. A token means authenticated; org details and email config load with it. */
export function useSession(): Session {
  const token = useAppSelector((state) => state.auth.token);
  const checking = useAppSelector((state) => state.auth.status === 'checking');
  const org = useGetOrgDetailsQuery(undefined, { skip: !token || checking });
  const emailConfig = useGetEmailConfigQuery(undefined, { skip: !token || checking });
  if (checking) return { isAuthenticated: false, loading: true, user: null };
  if (!token) return { isAuthenticated: false, loading: false, user: null };
  // A failed org load is about to sign the user out (SessionWatcher): keep showing the spinner.
  const loading = !org.data || emailConfig.isLoading || emailConfig.isUninitialized;
  const user = org.data ? { ...org.data, emailConfigured: Boolean(emailConfig.data) } : null;
  return { isAuthenticated: true, loading, user };
}

/**
 * Mounted once: restores the session on start, checks it again when the page comes back from the
 * back-forward cache, refreshes the access token before it expires, drops the previous user's
 * answers when the session ends, and signs out when the org details cannot be loaded (spec
 * section 4).
 */
export function useSessionWatcher(): void {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.auth.token);
  const expiresAt = useAppSelector((state) => state.auth.expiresAt);
  const checking = useAppSelector((state) => state.auth.status === 'checking');
  const org = useGetOrgDetailsQuery(undefined, { skip: !token || checking });
  // A store created signed in (tests, a future server-rendered start) needs no first check.
  const checkOnStart = useRef(checking);

  useEffect(() => {
    if (checkOnStart.current) void dispatch(checkSession());
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) {
        dispatch(api.util.resetApiState());
        void dispatch(checkSession());
      }
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [dispatch]);

  useEffect(() => {
    if (!token || expiresAt === null) return undefined;
    const timer = window.setTimeout(
      () => {
        void refreshAccessToken().then((issued) => {
          dispatch(issued ? tokenSet(issued) : tokenCleared());
        });
      },
      Math.max(0, expiresAt - Date.now() - REFRESH_AHEAD_MS),
    );
    return () => window.clearTimeout(timer);
  }, [token, expiresAt, dispatch]);

  const previous = useRef(token);
  useEffect(() => {
    if (previous.current && !token) dispatch(api.util.resetApiState());
    previous.current = token;
  }, [token, dispatch]);

  useEffect(() => {
    if (token && org.isError) {
      logLoadFailure('organisation details; signing out', org.error);
      void dispatch(signOut());
    }
  }, [token, org.isError, org.error, dispatch]);
}
