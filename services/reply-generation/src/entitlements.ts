import { AppError } from '@winzmail/platform/errors';
import { DuplicateKeyError } from '@winzmail/platform/errors';
import type { Collection } from '@winzmail/platform/store';
import type { events } from '@winzmail/proto';
import type { EntitlementDoc } from './adapters/repositories.js';
import { isEntitled, SUBSCRIPTION_NEEDED } from './domain/entitlement.js';

/**
 * Which organisations may have the AI write, from billing's subscription.changed (newest
 * revision wins, whatever order they arrive in).
 */
export class Entitlements {
  constructor(private readonly docs: Collection<EntitlementDoc>) {}

  async onSubscriptionChanged(event: events.SubscriptionChanged__Output): Promise<void> {
    const sub = event.subscription;
    if (!sub) return;
    const doc = {
      expiries: sub.plans.map((p) => p.plan_expiry).filter(Boolean),
      revision: Number(sub.revision),
    };
    const updated = await this.docs.updateOne(
      { _id: event.org_id, revision: { $lt: doc.revision } },
      { $set: doc },
    );
    if (updated.matched > 0) return;
    try {
      await this.docs.insertOne({ _id: event.org_id, ...doc });
    } catch (err) {
      // It exists with this revision or a newer one: nothing to do.
      if (!(err instanceof DuplicateKeyError)) throw err;
    }
  }

  async entitled(orgId: string, now = new Date()): Promise<boolean> {
    return isEntitled(await this.docs.findOne({ _id: orgId }), now);
  }

  /** Throws `NotEntitled` (FAILED_PRECONDITION, the plain message) when the AI may not write. */
  async require(orgId: string): Promise<void> {
    if (!(await this.entitled(orgId))) throw new NotEntitled();
  }
}

/**
 * No plan runs: the one refusal every path shares (chat shows its message; an email's reply is
 * simply not written). Typed, so a caller tells it from a model's own FAILED_PRECONDITION.
 */
export class NotEntitled extends AppError {
  constructor() {
    super('FAILED_PRECONDITION', SUBSCRIPTION_NEEDED);
  }
}
