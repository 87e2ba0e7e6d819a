import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Router, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** Hashed file names change with their content, so those files never need revalidating. */
const cacheControl = (path: string): string =>
  path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

/**
 * Serves a built single-page app: hashed assets cached for a year, index.html never cached,
 * and any other GET that wants HTML gets index.html (the router handles the path).
 *
 * The build puts `.br` and `.gz` copies beside each text file; a client that accepts one gets it
 * (brotli first) with `Content-Encoding`, every answer for such a file carries
 * `Vary: Accept-Encoding`, and a client that accepts neither gets the original. The copies are
 * found when the gateway starts, so a rebuild needs a restart to be served compressed.
 */
export function spa(dir: string): Router {
  const root = resolve(dir);
  const router = Router();
  const index = join(root, 'index.html');
  const files = expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders(res, path) {
        res.setHeader('Cache-Control', cacheControl(path));
      },
    },
  }) as RequestHandler;
  router.use(files);
  router.get('/{*path}', (req, res, next) => {
    if (!req.accepts('html') || !existsSync(index)) {
      next();
      return;
    }
    // The app shell, through the same file server (so it is compressed too).
    req.url = '/index.html';
    files(req, res, next);
  });
  return router;
}

/**
 * The website chat's one script, at a stable address customers paste into their pages: cached
 * for five minutes and revalidated by ETag (a release reaches every site within minutes), and
 * loadable from any site (Cross-Origin-Resource-Policy), which helmet would otherwise forbid.
 */
export function widgetScript(dir: string): RequestHandler {
  const root = resolve(dir);
  const files = expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders(res) {
        res.setHeader('Cache-Control', 'public, max-age=300');
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    },
  }) as RequestHandler;
  return (req, res, next) => {
    const url = req.url;
    req.url = '/widget.js';
    files(req, res, (err?: unknown) => {
      req.url = url;
      next(err);
    });
  };
}
