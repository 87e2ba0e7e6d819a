import { Router } from 'express';
import type { GatewayConfig } from '../config.js';
import { PublicConfig } from '../schemas/org.js';
import { jsonContent, registry } from '../schemas/registry.js';

registry.registerPath({
  method: 'get',
  path: '/public-config',
  summary: 'Settings the web app needs before sign-in (support contact)',
  responses: { 200: { description: 'Public settings', content: jsonContent(PublicConfig) } },
});

export function publicConfigRoutes(config: GatewayConfig): Router {
  const router = Router();
  const body = {
    app_name: config.APP_NAME,
    support_email: config.SUPPORT_EMAIL,
    support_phone: config.SUPPORT_PHONE,
  };
  router.get('/public-config', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(body);
  });
  return router;
}
