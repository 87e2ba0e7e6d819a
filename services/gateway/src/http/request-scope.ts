import type { RequestHandler } from 'express';
import { withRequestScope } from '@winzmail/platform';
import { requestIdOf } from './access-log.js';
import { INTERNAL_ERROR_MESSAGE } from './errors.js';

/**
 * Runs the rest of the request inside its scope, so an error nothing handled (a throw in a
 * stream's callback, an emitter without an 'error' listener) is logged with this request's id and
 * ends this request — 500, or its connection closed when the answer had begun — instead of the
 * process (platform/unhandled, installed by every main).
 */
export const requestScope: RequestHandler = (_req, res, next) => {
  withRequestScope(
    {
      id: requestIdOf(res) ?? 'unknown',
      fail: () => {
        if (res.writableEnded || res.destroyed) return;
        if (res.headersSent) res.destroy();
        else res.status(500).set('Connection', 'close').json({ error: INTERNAL_ERROR_MESSAGE });
      },
    },
    next,
  );
};
