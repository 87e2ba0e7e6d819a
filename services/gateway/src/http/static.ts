import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router } from 'express';

/**
 * Serves a built single-page app: hashed assets cached for a year, index.html never cached,
 * and any other GET that wants HTML gets index.html (the router handles the path).
 */
export function spa(dir: string): Router {
  const router = Router();
  const index = join(dir, 'index.html');
  router.use(
    express.static(dir, {
      index: false,
      setHeaders(res, path) {
        res.setHeader(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    }),
  );
  router.get('/{*path}', (req, res, next) => {
    if (!req.accepts('html') || !existsSync(index)) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}
