import { Router, type RequestHandler } from 'express';
import type { IdentityClient } from '../clients/identity.js';
import { authOf, type AuthContext } from '../http/auth.js';
import type { OrgPlans } from '../org-plans.js';
import { OrgDetails } from '../schemas/org.js';
import { bearerAuth, errorResponses, jsonContent, registry } from '../schemas/registry.js';

registry.registerPath({
  method: 'get',
  path: '/org/me',
  summary: "The signed-in user's organisation, with its plan and trial",
  security: [{ [bearerAuth.name]: [] }],
  responses: {
    200: { description: 'Organisation details', content: jsonContent(OrgDetails) },
    ...errorResponses(401),
  },
});

const orNull = (s: string): string | null => (s ? s : null);

/**
 * The organisation part comes from the verified token (identity signed its name and the user's
 * email), the plan from the gateway's read model: usually no call to any service.
 */
async function orgOf(
  auth: AuthContext,
  identity: IdentityClient,
): Promise<{ id: string; name: string; user_email: string }> {
  if (auth.orgName !== undefined) {
    return { id: auth.orgId, name: auth.orgName, user_email: auth.email };
  }
  // A token from before tokens carried the name.
  return identity.GetOrg({ org_id: auth.orgId, user_id: auth.userId });
}

export function orgRoutes(auth: RequestHandler, identity: IdentityClient, plans: OrgPlans): Router {
  const router = Router();
  router.get('/org/me', auth, async (_req, res) => {
    const caller = authOf(res);
    const [org, sub] = await Promise.all([orgOf(caller, identity), plans.current(caller.orgId)]);
    const hasPlan = Boolean(sub.plan_name);
    res.set('Cache-Control', 'no-store').json({
      id: org.id,
      user_email: orNull(org.user_email),
      name: org.name,
      plan_name: orNull(sub.plan_name),
      plan_price: hasPlan ? sub.plan_price : null,
      plan_currency: hasPlan ? sub.plan_currency : null,
      plan_expiry: orNull(sub.plan_expiry),
      trial_active: sub.trial_active,
      plans: sub.plans.map((p) => ({ ...p, plan_expiry: orNull(p.plan_expiry) })),
    });
  });
  return router;
}
