import { parseCookie } from 'cookie';
import type { Request, Response } from 'express';

/**
 * The refresh token travels only in this cookie: HttpOnly (no script reads it), Secure (HTTPS,
 * and http://localhost, which browsers treat as secure), SameSite=Strict (no other site makes the
 * browser send it) and a Path that covers only the auth routes (refresh, logout).
 */
export const REFRESH_COOKIE = 'winzmail_refresh';

export interface RefreshCookieSettings {
  /** e.g. /winzmail/api/auth */
  cookiePath: string;
}

export function refreshTokenOf(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  return parseCookie(header)[REFRESH_COOKIE] || undefined;
}

/** Sets the cookie for `maxAgeSeconds`; an empty token leaves the one the browser holds. */
export function setRefreshCookie(
  res: Response,
  settings: RefreshCookieSettings,
  token: string,
  maxAgeSeconds: number,
): void {
  if (!token) return;
  res.cookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    path: settings.cookiePath,
    maxAge: maxAgeSeconds * 1000,
  });
}

export function clearRefreshCookie(res: Response, settings: RefreshCookieSettings): void {
  res.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    path: settings.cookiePath,
  });
}
