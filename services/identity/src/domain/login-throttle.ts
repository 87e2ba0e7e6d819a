/**
 * Repeated failed sign-ins are slowed down: after `maxFailures` failures for one key (an email or
 * a client address) inside the window, further attempts are refused until the window has passed.
 */
export interface FailureRecord {
  count: number;
  /** When the first failure of the current window happened (ms). */
  windowStart: number;
}

export interface ThrottlePolicy {
  maxFailures: number;
  windowMs: number;
}

export function isThrottled(
  record: FailureRecord | null,
  policy: ThrottlePolicy,
  now: number,
): boolean {
  if (!record) return false;
  if (now - record.windowStart >= policy.windowMs) return false;
  return record.count >= policy.maxFailures;
}

/** The record after one more failure at `now` (a stale window starts over). */
export function recordFailure(
  record: FailureRecord | null,
  policy: ThrottlePolicy,
  now: number,
): FailureRecord {
  if (!record || now - record.windowStart >= policy.windowMs) return { count: 1, windowStart: now };
  return { count: record.count + 1, windowStart: record.windowStart };
}

/** Seconds until a throttled key may try again. */
export function retryAfterSeconds(
  record: FailureRecord,
  policy: ThrottlePolicy,
  now: number,
): number {
  return Math.max(1, Math.ceil((record.windowStart + policy.windowMs - now) / 1000));
}
