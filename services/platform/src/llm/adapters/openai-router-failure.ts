import { APIError } from 'openai';
import { parseRetryAfter } from '../breaker.js';

/**
 * What one attempt's failure means for failover:
 * - `next`: this model cannot answer now (rate limit, server error, timeout, connection) — another
 *   model may;
 * - `stop`: the request itself was refused (400, 401, 403, 404, 422…) — every model behind the
 *   same router would refuse it too, so trying them only multiplies the wait.
 */
export type Failure =
  | { verdict: 'next'; reason: string; retryAfterMs?: number }
  | { verdict: 'stop'; reason: string; status: number };

/** 408 and 429 say "not now"; 5xx say "not this server". Anything else in 4xx is about us. */
const retryableStatus = (status: number) => status === 408 || status === 429 || status >= 500;

export function classifyFailure(
  err: unknown,
  timedOutAfterMs: number | null,
  now: number,
): Failure {
  if (timedOutAfterMs !== null)
    return { verdict: 'next', reason: `no answer within ${timedOutAfterMs} ms` };
  if (err instanceof APIError && typeof err.status === 'number') {
    const reason = `${err.status} ${statusText(err)}`;
    if (!retryableStatus(err.status)) return { verdict: 'stop', reason, status: err.status };
    const retryAfterMs =
      err.status === 429 ? parseRetryAfter(err.headers?.get('retry-after'), now) : undefined;
    return retryAfterMs === undefined
      ? { verdict: 'next', reason }
      : { verdict: 'next', reason: `${reason} (retry after ${retryAfterMs} ms)`, retryAfterMs };
  }
  // No status: the connection failed or broke (APIConnectionError, a dropped stream).
  const message = err instanceof Error ? err.message : String(err);
  return { verdict: 'next', reason: `connection error: ${message}` };
}

function statusText(err: APIError): string {
  const body = err.error as { message?: unknown } | undefined;
  const message = typeof body?.message === 'string' ? body.message : err.message;
  return message.replace(/^\d{3}\s*/, '').slice(0, 200);
}
