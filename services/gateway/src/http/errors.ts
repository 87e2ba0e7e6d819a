import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, type ErrorCode, type Logger } from '@winzmail/platform';
import { requestIdOf } from './access-log.js';

/** The one mapping from our error codes to HTTP status. */
export const HTTP_STATUS: Record<ErrorCode, number> = {
  INVALID_ARGUMENT: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  FAILED_PRECONDITION: 409,
  RESOURCE_EXHAUSTED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNAVAILABLE: 503,
  DEADLINE_EXCEEDED: 504,
  INTERNAL: 500,
};

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** Express's own errors (body parser) carry a status and a type. */
interface HttpishError {
  status?: number;
  type?: string;
  expose?: boolean;
  message?: string;
}

/** Every error leaves as JSON `{ error, fields? }` with the right status; internals stay inside. */
export const errorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (err: unknown, _req, res, _next) => {
    if (res.headersSent) {
      // The answer is already (partly) out: a second one cannot follow. Cut a half-sent body so
      // the client sees it broken rather than short; a finished one stands.
      logger.warn({ err, req_id: requestIdOf(res) }, 'error after the response was sent');
      if (!res.writableEnded) res.destroy();
      return;
    }
    if (err instanceof AppError) {
      res
        .status(HTTP_STATUS[err.code])
        .json({ error: err.message, ...(err.fields ? { fields: err.fields } : {}) });
      return;
    }
    const httpish = err as HttpishError;
    if (httpish?.type === 'entity.too.large') {
      res.status(413).json({ error: 'Request body is too large.' });
      return;
    }
    if (httpish?.type === 'entity.charset.invalid') {
      res.status(400).json({ error: 'Request body is not valid UTF-8.' });
      return;
    }
    if (httpish?.type === 'entity.parse.failed') {
      res.status(400).json({ error: 'Request body is not valid JSON.' });
      return;
    }
    if (typeof httpish?.status === 'number' && httpish.status >= 400 && httpish.status < 500) {
      const message = httpish.expose && httpish.message ? httpish.message : 'Bad request.';
      res.status(httpish.status).json({ error: message });
      return;
    }
    logger.error({ err, req_id: requestIdOf(res) }, 'unhandled error');
    res.status(500).json({ error: INTERNAL_ERROR_MESSAGE });
  };

export const apiNotFound: RequestHandler = (req, res) => {
  res
    .status(404)
    .json({ error: `No such endpoint: ${req.method} ${req.originalUrl.split('?')[0]}` });
};
