import type { Request, RequestHandler } from 'express';
import { recordHttpRequest, recordWidgetSession } from '@winzmail/platform/metrics';

/** Health probes are not traffic (kept out of the access log and traces too). */
const PROBES = /\/(healthz|readyz)(\?|$)/;

/**
 * Rate, errors and duration per route: one histogram sample per response, labelled with the
 * matched route's TEMPLATE (`/winzmail/api/documents/:id`), never the URL. Requests no API route
 * matched are `static` (GET/HEAD served: the app and the widget script) or `unmatched`. A visitor token
 * issued by POST /chat/visitor counts as a widget session.
 */
export function httpMetrics(): RequestHandler {
  return (req, res, next) => {
    if (PROBES.test(req.originalUrl)) return next();
    const started = performance.now();
    res.once('close', () => {
      const route = routeOf(req);
      recordHttpRequest({
        method: req.method,
        route,
        status: res.writableFinished ? res.statusCode : 499,
        seconds: (performance.now() - started) / 1000,
      });
      if (req.method === 'POST' && route.endsWith('/chat/visitor') && res.statusCode < 300)
        recordWidgetSession();
    });
    next();
  };
}

function routeOf(req: Request): string {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof path === 'string') return `${req.baseUrl}${path}`;
  const staticFile = (req.method === 'GET' || req.method === 'HEAD') && req.res?.statusCode !== 404;
  return staticFile ? 'static' : 'unmatched';
}
