import { Router, type RequestHandler } from 'express';
import { AppError } from '@winzmail/platform';
import type { IdentityClient } from '../clients/identity.js';
import { authOf } from '../http/auth.js';
import { bodyOf, validateBody } from '../http/validate.js';
import type { OrgPlans } from '../org-plans.js';
import { AddOrgUserBody, OrgUser, OrgUserList } from '../schemas/billing.js';
import { bearerAuth, errorResponses, jsonContent, registry, z } from '../schemas/registry.js';

const security = [{ [bearerAuth.name]: [] }];
const orgIdParam = z.object({ orgId: z.string() });

registry.registerPath({
  method: 'get',
  path: '/org/{orgId}/users',
  summary: "The organisation's Outlook-plugin users",
  security,
  request: { params: orgIdParam },
  responses: {
    200: { description: 'Users', content: jsonContent(OrgUserList) },
    ...errorResponses(401, 403),
  },
});
registry.registerPath({
  method: 'post',
  path: '/org/{orgId}/users',
  summary: "Adds an Outlook-plugin user, within the 'Outlook Plugin' plan's user_count",
  security,
  request: { params: orgIdParam, body: { required: true, content: jsonContent(AddOrgUserBody) } },
  responses: {
    201: { description: 'The user', content: jsonContent(OrgUser) },
    ...errorResponses(400, 401, 403, 409),
  },
});
registry.registerPath({
  method: 'delete',
  path: '/org/{orgId}/users/{userId}',
  summary: 'Removes an Outlook-plugin user',
  security,
  request: { params: orgIdParam.extend({ userId: z.string() }) },
  responses: {
    204: { description: 'Removed' },
    ...errorResponses(401, 403, 404),
  },
});

/** The plan whose user_count is the Outlook-plugin user limit (spec: 'Outlook Plugin'). */
export const OUTLOOK_PLUGIN_PLAN = 'Outlook Plugin';

export const ORG_USER_MESSAGES = {
  otherOrg: "You can only manage your own organisation's users.",
  noPlan: 'Your plan does not include the Outlook plugin.',
} as const;

/**
 * The organisation's Outlook-plugin users, kept by identity. `{orgId}` must be the caller's own
 * organisation (from the verified token); the limit is the user_count of its current
 * 'Outlook Plugin' plan entry, and identity decides it atomically.
 */
export function orgUserRoutes(
  auth: RequestHandler,
  identity: IdentityClient,
  plans: OrgPlans,
): Router {
  const router = Router();
  const ownOrg: RequestHandler = (req, res, next) => {
    if (req.params.orgId !== authOf(res).orgId) {
      next(new AppError('PERMISSION_DENIED', ORG_USER_MESSAGES.otherOrg));
      return;
    }
    next();
  };

  router.get('/org/:orgId/users', auth, ownOrg, async (_req, res) => {
    const { users } = await identity.ListOrgUsers({ org_id: authOf(res).orgId });
    res.set('Cache-Control', 'no-store').json(users.map((u) => ({ id: u.id, email: u.email })));
  });

  router.post(
    '/org/:orgId/users',
    auth,
    ownOrg,
    validateBody(AddOrgUserBody),
    async (_req, res) => {
      const { email } = bodyOf(AddOrgUserBody, res.locals);
      const orgId = authOf(res).orgId;
      const plan = (await plans.current(orgId)).plans.find(
        (p) => p.plan_name === OUTLOOK_PLUGIN_PLAN,
      );
      if (!plan) throw new AppError('PERMISSION_DENIED', ORG_USER_MESSAGES.noPlan);
      const user = await identity.AddOrgUser({
        org_id: orgId,
        email,
        max_users: plan.user_count,
      });
      res.status(201).json({ id: user.id, email: user.email });
    },
  );

  router.delete('/org/:orgId/users/:userId', auth, ownOrg, async (req, res) => {
    await identity.RemoveOrgUser({ org_id: authOf(res).orgId, user_id: String(req.params.userId) });
    res.status(204).end();
  });
  return router;
}
