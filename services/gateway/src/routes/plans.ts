import { Router } from 'express';
import type { BillingClient } from '../clients/billing.js';
import { PlanList } from '../schemas/org.js';
import { jsonContent, registry } from '../schemas/registry.js';

registry.registerPath({
  method: 'get',
  path: '/plans/',
  summary: 'The plans on offer',
  responses: { 200: { description: 'Plans', content: jsonContent(PlanList) } },
});

export function planRoutes(billing: BillingClient): Router {
  const router = Router();
  router.get('/plans', async (_req, res) => {
    const { plans } = await billing.ListPlans({});
    res.set('Cache-Control', 'public, max-age=60').json(plans);
  });
  return router;
}
