import { Router } from 'express';
import type { IdentityClient } from '../clients/identity.js';
import type { GatewayConfig } from '../config.js';
import { PublicConfig } from '../schemas/org.js';
import { jsonContent, registry } from '../schemas/registry.js';

registry.registerPath({
  method: 'get',
  path: '/public-config',
  summary: 'Settings the web app needs before sign-in (support contact, system mail)',
  responses: { 200: { description: 'Public settings', content: jsonContent(PublicConfig) } },
});

export function publicConfigRoutes(config: GatewayConfig, identity: IdentityClient): Router {
  const router = Router();
  // Fixed while identity runs (its SYSTEM_SMTP_URL): asked once, asked again after a failure.
  let systemMail: Promise<boolean> | undefined;
  const hasSystemMail = (): Promise<boolean> => {
    systemMail ??= identity.GetAccountSettings({}).then(
      (settings) => settings.system_mail,
      (err: unknown) => {
        systemMail = undefined;
        throw err;
      },
    );
    return systemMail;
  };
  const body = {
    app_name: config.APP_NAME,
    support_email: config.SUPPORT_EMAIL,
    support_phone: config.SUPPORT_PHONE,
  };
  router.get('/public-config', async (_req, res) => {
    const system_mail = await hasSystemMail().catch(() => undefined);
    // Unknown while identity cannot be asked: said as "no", and not kept by any cache.
    res
      .set('Cache-Control', system_mail === undefined ? 'no-store' : 'public, max-age=300')
      .json({ ...body, system_mail: system_mail ?? false });
  });
  return router;
}
