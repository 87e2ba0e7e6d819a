import type { EventBus } from '@winzmail/platform/bus';
import { DuplicateKeyError } from '@winzmail/platform/errors';
import type { BillingRepos, SubscriptionDoc } from './adapters/repositories.js';
import { isErased, toPlan } from './adapters/repositories.js';
import type { Plan } from './domain/plans.js';
import { currentSubscription, trialWindow, type OrgSubscription } from './domain/subscription.js';

const PLANS_TTL_MS = 60_000;

/** Billing use cases of the foundation: plans, the trial, the organisation's current plan. */
export class Subscriptions {
  constructor(
    private readonly repos: BillingRepos,
    private readonly bus: EventBus,
    private readonly settings: { trialDays: number; currency: string },
  ) {}

  private plans: { at: number; value: Promise<Plan[]> } | undefined;

  /** Plans change rarely and are read on every /org/me: kept for a minute. */
  async listPlans(now = Date.now()): Promise<Plan[]> {
    if (!this.plans || now - this.plans.at > PLANS_TTL_MS) {
      const value = this.repos.plans
        .find({}, { sort: { price: 1 } })
        .then((docs) => docs.map(toPlan));
      this.plans = { at: now, value };
      value.catch(() => (this.plans = undefined));
    }
    return this.plans.value;
  }

  /**
   * Idempotent: a redelivered org.registered never restarts or extends the trial, but publishes
   * subscription.changed again (same event id), so an earlier failed publish is made good by the
   * bus redelivering org.registered.
   */
  async startTrial(orgId: string, registeredAt: Date): Promise<void> {
    const trial = trialWindow(registeredAt, this.settings.trialDays);
    if (await isErased(this.repos, orgId)) return;
    try {
      await this.repos.subscriptions.insertOne({
        _id: orgId,
        trial_started_at: trial.start,
        trial_ends_at: trial.end,
        paid: [],
        revision: 1,
      });
    } catch (err) {
      // Already started: the first delivery won.
      if (!(err instanceof DuplicateKeyError)) throw err;
    }
    await this.publishChanged(orgId);
  }

  /**
   * Changes an organisation's record by compare-and-set on its revision (two webhooks for one
   * organisation at once both land), then publishes the new composition. `change` returns null
   * when there is nothing to change. Returns whether it changed.
   */
  async change(
    orgId: string,
    change: (doc: SubscriptionDoc) => Partial<Omit<SubscriptionDoc, '_id' | 'revision'>> | null,
  ): Promise<boolean> {
    // A webhook for a deleted organisation (its cancellation's own, say) records nothing.
    if (await isErased(this.repos, orgId)) return false;
    for (let attempt = 0; attempt < 20; attempt++) {
      let doc = await this.repos.subscriptions.findOne({ _id: orgId });
      if (!doc) {
        // A payment for an organisation whose trial record is not here yet: an empty record.
        doc = { _id: orgId, trial_started_at: '', trial_ends_at: '', paid: [], revision: 0 };
        try {
          await this.repos.subscriptions.insertOne(doc);
        } catch (err) {
          if (!(err instanceof DuplicateKeyError)) throw err;
          continue;
        }
      }
      const set = change(doc);
      if (!set) return false;
      const revision = doc.revision ?? 1;
      const updated = await this.repos.subscriptions.updateOne(
        {
          _id: orgId,
          ...(doc.revision === undefined ? { revision: { $exists: false } } : { revision }),
        },
        { $set: { ...set, revision: revision + 1 } },
      );
      if (updated.matched === 1) {
        await this.publishChanged(orgId);
        return true;
      }
    }
    throw new Error(`subscription record of ${orgId} kept changing`);
  }

  async plan(planId: string): Promise<Plan | undefined> {
    return (await this.listPlans()).find((p) => p.id === planId);
  }

  /** subscription.changed with the whole current composition, for read models elsewhere. */
  private async publishChanged(orgId: string, now = new Date()): Promise<void> {
    const subscription = await this.current(orgId, now);
    await this.bus.publish('subscription.changed', {
      // One id per revision: a re-publish of the same change is recognised downstream.
      event_id: `subscription.changed:${orgId}:${subscription.revision}`,
      org_id: orgId,
      occurred_at: now.toISOString(),
      subscription,
    });
  }

  async current(orgId: string, now = new Date()): Promise<OrgSubscription> {
    const [doc, plans] = await Promise.all([
      this.repos.subscriptions.findOne({ _id: orgId }),
      this.listPlans(),
    ]);
    const record = doc
      ? {
          org_id: doc._id,
          trial_started_at: doc.trial_started_at,
          trial_ends_at: doc.trial_ends_at,
          paid: doc.paid,
          // Records written before revisions existed are at their first.
          revision: doc.revision ?? 1,
        }
      : null;
    return currentSubscription(record, plans, now, this.settings.currency);
  }
}
