import { AppError } from '@winzmail/platform';
import type { IdentityRepos } from './adapters/repositories.js';
import {
  isThrottled,
  recordFailure,
  retryAfterSeconds,
  type FailureRecord,
  type ThrottlePolicy,
} from './domain/login-throttle.js';

export interface AttemptKey {
  key: string;
  policy: ThrottlePolicy;
}

/**
 * Counts attempts per key (an address, a client address, a user) in a window, the way sign-in
 * failures are counted (domain/login-throttle.ts), in the same collection under other prefixes.
 */
export class Attempts {
  constructor(
    private readonly repos: IdentityRepos,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws RESOURCE_EXHAUSTED (429) with `message(minutes)` when any key is over its limit. */
  async check(keys: AttemptKey[], message: (minutes: number) => string): Promise<void> {
    const now = this.now();
    const records = await Promise.all(keys.map((k) => this.record(k.key)));
    for (const [i, { policy }] of keys.entries()) {
      const record = records[i] ?? null;
      if (record && isThrottled(record, policy, now)) {
        const minutes = Math.ceil(retryAfterSeconds(record, policy, now) / 60);
        throw new AppError('RESOURCE_EXHAUSTED', message(minutes));
      }
    }
  }

  /** Counts one attempt against each key. */
  async count(keys: AttemptKey[]): Promise<void> {
    const now = this.now();
    await Promise.all(
      keys.map(async ({ key, policy }) => {
        const next = recordFailure(await this.record(key), policy, now);
        await this.repos.loginFailures.updateOne(
          { _id: key },
          {
            $set: {
              count: next.count,
              window_start: next.windowStart,
              expires_at: next.windowStart + policy.windowMs,
            },
          },
          { upsert: true },
        );
      }),
    );
  }

  async forget(key: string): Promise<void> {
    await this.repos.loginFailures.deleteOne({ _id: key });
  }

  private async record(key: string): Promise<FailureRecord | null> {
    const doc = await this.repos.loginFailures.findOne({ _id: key });
    return doc ? { count: doc.count, windowStart: doc.window_start } : null;
  }
}
