import { AppError } from '@winzmail/platform/errors';
import { DuplicateKeyError } from '@winzmail/platform/errors';
import { ReadModel } from '@winzmail/platform/read-model';
import type { Collection } from '@winzmail/platform/store';
import type { events } from '@winzmail/proto';
import type { EntitlementDoc } from './adapters/repositories.js';
import { isEntitled, SUBSCRIPTION_NEEDED } from './domain/entitlement.js';

/** An organisation's plans as last published, or null: billing has not told us yet. */
type Held = { expiries: string[]; revision: number } | null;

/**
 * Which organisations may have the AI write, from billing's subscription.changed (newest
 * revision wins, whatever order they arrive in). The store keeps them (one replica writes each
 * event); every reply asks, so each replica also keeps them in memory, fed by the same events in
 * a consumer group of its own (`apply`) and by the store on a miss.
 */
export class Entitlements {
  private readonly kept: ReadModel<Held>;

  constructor(
    private readonly docs: Collection<EntitlementDoc>,
    keep: { capacity: number; maxAgeMs: number },
  ) {
    this.kept = new ReadModel<Held>({
      load: async (orgId) => {
        const doc = await this.docs.findOne({ _id: orgId });
        return doc ? { expiries: doc.expiries, revision: doc.revision } : null;
      },
      newer: (candidate, held) =>
        held === null || (candidate !== null && candidate.revision > held.revision),
      ...keep,
    });
  }

  /** The store's copy (this service's one consumer group). */
  async onSubscriptionChanged(event: events.SubscriptionChanged__Output): Promise<void> {
    const doc = entitlementOf(event);
    if (!doc) return;
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

  /** This replica's copy (its own consumer group: every replica sees every event). */
  apply(event: events.SubscriptionChanged__Output): void {
    const doc = entitlementOf(event);
    if (doc) this.kept.offer(event.org_id, doc);
  }

  /** The organisation was deleted: nothing of it is kept. */
  forget(orgId: string): void {
    this.kept.invalidate(orgId);
  }

  async entitled(orgId: string, now = new Date()): Promise<boolean> {
    return isEntitled(await this.kept.get(orgId), now);
  }

  /** Throws `NotEntitled` (FAILED_PRECONDITION, the plain message) when the AI may not write. */
  async require(orgId: string): Promise<void> {
    if (!(await this.entitled(orgId))) throw new NotEntitled();
  }
}

function entitlementOf(
  event: events.SubscriptionChanged__Output,
): { expiries: string[]; revision: number } | null {
  const sub = event.subscription;
  if (!sub) return null;
  return {
    expiries: sub.plans.map((p) => p.plan_expiry).filter(Boolean),
    revision: Number(sub.revision),
  };
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
