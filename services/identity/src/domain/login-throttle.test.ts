import { describe, expect, it } from '@jest/globals';
import { isThrottled, recordFailure, retryAfterSeconds } from './login-throttle.js';

const policy = { maxFailures: 3, windowMs: 60_000 };

describe('login throttle', () => {
  it('blocks after maxFailures inside the window', () => {
    let r = recordFailure(null, policy, 0);
    r = recordFailure(r, policy, 1000);
    expect(isThrottled(r, policy, 2000)).toBe(false);
    r = recordFailure(r, policy, 2000);
    expect(isThrottled(r, policy, 3000)).toBe(true);
    expect(retryAfterSeconds(r, policy, 3000)).toBe(57);
  });

  it('lets the key try again once the window has passed', () => {
    const r = { count: 10, windowStart: 0 };
    expect(isThrottled(r, policy, 60_000)).toBe(false);
    expect(recordFailure(r, policy, 60_000)).toEqual({ count: 1, windowStart: 60_000 });
  });

  it('never throttles a key without failures', () => {
    expect(isThrottled(null, policy, 0)).toBe(false);
  });
});
