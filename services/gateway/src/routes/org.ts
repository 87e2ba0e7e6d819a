import { Router, type RequestHandler } from 'express';
import type { BillingClient } from '../clients/billing.js';
import type { IdentityClient } from '../clients/identity.js';
import { authOf } from '../http/auth.js';
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

export function orgRoutes(
  auth: RequestHandler,
  identity: IdentityClient,
  billing: BillingClient,
): Router {
  const router = Router();
  router.get('/org/me', auth, async (_req, res) => {
    const { orgId, userId } = authOf(res);
    const [org, sub] = await Promise.all([
      identity.GetOrg({ org_id: orgId, user_id: userId }),
      billing.GetOrgSubscription({ org_id: orgId }),
    ]);
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
