import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from '../logger/index.js';
import { recordUnhandledError, type UnhandledKind } from '../metrics/unhandled.js';

/**
 * What the process does with an error nobody handled (a throw in a callback, an emitter's
 * 'error' without a listener, a rejected promise nobody awaited): it logs it with its stack and
 * the request it came from, counts it (`winzmail.process.unhandled_errors`, alerted on), ends
 * that request, and keeps serving. One bad request — or one bug reached by a request — must not
 * stop every other customer's service; in Kubernetes an exit would be a restart loop anyone can
 * trigger. The handlers that should have caught it are still bugs: the metric is an alert.
 */

/** The request (HTTP or gRPC call) being served, as far as asynchronous work carries it. */
export interface RequestScope {
  /** How the log names it: the request id, or the gRPC method. */
  id: string;
  /** Ends the request with an error status (or closes its connection) once; may be a no-op. */
  fail(err: unknown): void;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** Runs `fn` (and everything asynchronous it starts) as serving `scope`. */
export function withRequestScope<T>(scope: RequestScope, fn: () => T): T {
  return scopes.run(scope, fn);
}

export function currentRequestScope(): RequestScope | undefined {
  return scopes.getStore();
}

let installed: { logger: Logger; remove: () => void } | undefined;

/**
 * Installs the process-wide handlers once (the first logger wins: one per process). Returns a
 * function that removes them (tests, and a launcher that stops).
 */
export function guardProcess(logger: Logger): () => void {
  if (installed) return installed.remove;
  const handle = (kind: UnhandledKind) => (reason: unknown) => {
    const scope = scopes.getStore();
    recordUnhandledError(kind);
    logger.error(
      { err: reason, kind, ...(scope ? { req_id: scope.id } : {}) },
      scope
        ? 'unhandled error: its request was ended, the process keeps serving'
        : 'unhandled error: the process keeps serving',
    );
    if (!scope) return;
    try {
      scope.fail(reason);
    } catch (err) {
      logger.error({ err, req_id: scope.id }, 'could not end the request of an unhandled error');
    }
  };
  const onException = handle('exception');
  const onRejection = handle('rejection');
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  const remove = (): void => {
    process.off('uncaughtException', onException);
    process.off('unhandledRejection', onRejection);
    installed = undefined;
  };
  installed = { logger, remove };
  return remove;
}
