import { Router } from 'express';
import type { Client } from '@grpc/grpc-js';
import { checkServing } from '../clients/health.js';

/** /healthz: the process is up. /readyz: every service it calls answers its health check. */
export function healthRoutes(clients: Record<string, Client>): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const entries = await Promise.all(
      Object.entries(clients).map(
        async ([name, client]) => [name, await checkServing(client)] as const,
      ),
    );
    const ready = entries.every(([, ok]) => ok);
    res.status(ready ? 200 : 503).json({
      status: ready ? 'ready' : 'not ready',
      services: Object.fromEntries(entries.map(([n, ok]) => [n, ok ? 'serving' : 'unavailable'])),
    });
  });
  return router;
}
