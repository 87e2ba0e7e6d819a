import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from '@winzmail/platform';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** Health probes would drown the access log. */
const UNLOGGED = /\/(healthz|readyz)(\?|$)/;
/** Query parameters that carry grants (OAuth's code and state on Google's redirect back). */
const SECRET_PARAMS = /([?&](?:code|state|token|access_token|id_token|device_code)=)[^&#]*/gi;

/** The URL as logged: a grant in the query string never reaches a log line. */
export const loggedUrl = (url: string): string => url.replace(SECRET_PARAMS, '$1[redacted]');

/**
 * Request id (`X-Request-Id`, the caller's if well-formed) and one access-log line per request,
 * written when the response is done and only at a level the logger has on. pino-http did this by
 * building a child logger per request (bindings serialised and redacted every time), which
 * measured as the largest part of the CPU of a cheap authenticated call.
 */
export function accessLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader('X-Request-Id', id);
    res.locals.requestId = id;
    if (!UNLOGGED.test(req.originalUrl)) {
      const started = performance.now();
      res.once('finish', () => logDone(logger, req, res, id, started, 'request completed'));
      res.once('close', () => {
        if (!res.writableFinished) logDone(logger, req, res, id, started, 'request aborted');
      });
    }
    next();
  };
}

function logDone(
  logger: Logger,
  req: Request,
  res: Response,
  id: string,
  started: number,
  msg: string,
): void {
  const level = res.statusCode >= 500 ? 'error' : 'info';
  if (!logger.isLevelEnabled(level)) return;
  logger[level](
    {
      req: { id, method: req.method, url: loggedUrl(req.originalUrl) },
      res: { statusCode: res.statusCode },
      responseTime: Math.round(performance.now() - started),
    },
    msg,
  );
}

/** The request id accessLog gave this response. */
export const requestIdOf = (res: Response): string | undefined =>
  typeof res.locals.requestId === 'string' ? res.locals.requestId : undefined;
