import { apiBaseUrl } from '../config';
import type { IssuedToken } from '../app/authSlice';

let pending: Promise<IssuedToken | null> | undefined;

/**
 * A new access token from the refresh cookie (HttpOnly: only the browser sends it), or null when
 * the session has ended. One call at a time: the cookie is single-use, so callers that need a
 * token together share the answer.
 */
export function refreshAccessToken(): Promise<IssuedToken | null> {
  pending ??= (async () => {
    try {
      const res = await fetch(`${apiBaseUrl()}/auth/refresh`, {
        method: 'POST',
        credentials: 'same-origin',
        cache: 'no-store',
      });
      if (!res.ok) return null;
      const body = (await res.json()) as { access_token?: unknown; expires_in?: unknown };
      if (typeof body.access_token !== 'string' || typeof body.expires_in !== 'number') return null;
      return { token: body.access_token, expiresIn: body.expires_in };
    } catch (err) {
      console.error('Session refresh failed:', err);
      return null;
    } finally {
      pending = undefined;
    }
  })();
  return pending;
}

/** Ends the session on the server (cookie and token both name it); never throws. */
export async function endSession(token: string | null): Promise<void> {
  try {
    await fetch(`${apiBaseUrl()}/auth/logout`, {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch (err) {
    console.error('Logout request failed:', err);
  }
}
