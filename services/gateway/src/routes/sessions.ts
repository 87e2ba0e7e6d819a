import { Router, type RequestHandler } from 'express';
import { unauthenticated } from '@winzmail/platform';
import type { IdentityClient } from '../clients/identity.js';
import type { RevokedSessions } from '../revoked-sessions.js';
import { authOf, bearerToken, type TokenVerifier } from '../http/auth.js';
import {
  clearRefreshCookie,
  REFRESH_COOKIE,
  refreshTokenOf,
  type RefreshCookieSettings,
} from '../http/refresh-cookie.js';
import { sendSession } from './auth.js';
import { LoginResponse, SignOutEverywhereResponse } from '../schemas/auth.js';
import { bearerAuth, errorResponses, jsonContent, registry, type z } from '../schemas/registry.js';

const refreshCookie = registry.registerComponent('securitySchemes', 'refreshCookie', {
  type: 'apiKey',
  in: 'cookie',
  name: REFRESH_COOKIE,
  description:
    "The session's refresh token, set by /auth/login and /auth/refresh (HttpOnly, Secure, SameSite=Strict, Path=<base>/api/auth)",
});

registry.registerPath({
  method: 'post',
  path: '/auth/refresh',
  summary: 'A new access token for the refresh cookie; the cookie is rotated (single use)',
  description:
    'A refresh token presented after it was rotated (beyond a few seconds for concurrent tabs) ends the whole session.',
  security: [{ [refreshCookie.name]: [] }],
  responses: {
    200: { description: 'Refreshed', content: jsonContent(LoginResponse) },
    ...errorResponses(401),
  },
});
registry.registerPath({
  method: 'post',
  path: '/auth/logout',
  summary: 'End this session: its refresh cookie and access tokens stop working on every replica',
  security: [{ [refreshCookie.name]: [] }, { [bearerAuth.name]: [] }, {}],
  responses: { 204: { description: 'Signed out (also when already signed out)' } },
});
registry.registerPath({
  method: 'post',
  path: '/auth/sign-out-everywhere',
  summary: "End every session of the organisation's staff users, this one included",
  security: [{ [bearerAuth.name]: [] }],
  responses: {
    200: { description: 'Sessions ended', content: jsonContent(SignOutEverywhereResponse) },
    ...errorResponses(401),
  },
});

/** Refresh, logout and sign out everywhere: the session's life after sign-in. */
export function sessionRoutes(
  identity: IdentityClient,
  verifier: TokenVerifier,
  revoked: RevokedSessions,
  auth: RequestHandler,
  cookie: RefreshCookieSettings,
): Router {
  const router = Router();

  router.post('/auth/refresh', async (req, res) => {
    const token = refreshTokenOf(req);
    if (!token) throw unauthenticated('Not signed in.');
    try {
      const session = await identity.RefreshSession({ refresh_token: token });
      sendSession(res, cookie, session);
    } catch (err) {
      clearRefreshCookie(res, cookie);
      throw err;
    }
  });

  router.post('/auth/logout', async (req, res) => {
    const refresh = refreshTokenOf(req);
    const bearer = bearerToken(req);
    // The access token names the session too (a client without the cookie); an invalid or
    // expired one names nothing and is no error here: logging out always succeeds.
    const caller = bearer ? await verifier.verify(bearer).catch(() => undefined) : undefined;
    if (refresh || caller) {
      const { sessions } = await identity.EndSession({
        refresh_token: refresh ?? '',
        session_id: caller?.sessionId ?? '',
        org_id: caller?.orgId ?? '',
      });
      revoked.ended(sessions);
    }
    clearRefreshCookie(res, cookie);
    res.status(204).end();
  });

  router.post('/auth/sign-out-everywhere', auth, async (_req, res) => {
    const { sessions } = await identity.EndOrgSessions({ org_id: authOf(res).orgId });
    revoked.ended(sessions);
    clearRefreshCookie(res, cookie);
    const answer: z.infer<typeof SignOutEverywhereResponse> = { ended: sessions.length };
    res.json(answer);
  });

  return router;
}
