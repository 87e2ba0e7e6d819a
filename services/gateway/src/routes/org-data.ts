import { Router, type RequestHandler } from 'express';
import type { IdentityClient } from '../clients/identity.js';
import { authOf } from '../http/auth.js';
import { clearRefreshCookie, type RefreshCookieSettings } from '../http/refresh-cookie.js';
import { bodyOf, validateBody } from '../http/validate.js';
import type { RevokedSessions } from '../revoked-sessions.js';
import { DeleteOrgBody } from '../schemas/org-data.js';
import { bearerAuth, errorResponses, jsonContent, registry } from '../schemas/registry.js';

const security = [{ [bearerAuth.name]: [] }];

registry.registerPath({
  method: 'delete',
  path: '/org',
  summary: 'Deletes the organisation and all its data (administrators)',
  description:
    'Ends every session at once (this one included) and removes the users; every service then erases what it holds of the organisation (docs/data-export-and-deletion.md). 400 when the typed name is not the organisation’s, 403 for a user who is not its administrator.',
  security,
  request: { body: { required: true, content: jsonContent(DeleteOrgBody) } },
  responses: {
    204: { description: 'Deleted; the session has ended' },
    ...errorResponses(400, 401, 403, 404),
  },
});

/** The organisation's data as a whole: its deletion. */
export function orgDataRoutes(deps: {
  auth: RequestHandler;
  identity: IdentityClient;
  revoked: RevokedSessions;
  cookie: RefreshCookieSettings;
}): Router {
  const router = Router();
  router.delete('/org', deps.auth, validateBody(DeleteOrgBody), async (_req, res) => {
    const caller = authOf(res);
    const { confirm_name } = bodyOf(DeleteOrgBody, res.locals);
    const { sessions } = await deps.identity.DeleteOrg({
      org_id: caller.orgId,
      user_id: caller.userId,
      confirm_name,
    });
    // This replica refuses the tokens now; the others when session.revoked reaches them.
    deps.revoked.ended(sessions);
    clearRefreshCookie(res, deps.cookie);
    res.status(204).end();
  });
  return router;
}
