import { DuplicateKeyError } from '@winzmail/platform/errors';
import { nowIso } from '@winzmail/platform';
import { erasedOrgKey, type BillingRepos } from './adapters/repositories.js';
import type { Payments } from './domain/payments.js';

/**
 * org.deleted in billing (docs/data-export-and-deletion.md): the organisation's Stripe
 * subscriptions are cancelled and its customer deleted, then its records go. The mark (a hash
 * of the id) goes first, so a webhook that Stripe sends about the cancellation, or a late
 * org.registered, cannot bring a record back. Idempotent: Stripe's "already gone" is success.
 */
export class OrgErasure {
  constructor(private readonly deps: { repos: BillingRepos; payments: Payments }) {}

  async erase(orgId: string): Promise<void> {
    const { repos, payments } = this.deps;
    try {
      await repos.erasedOrgs.insertOne({ _id: erasedOrgKey(orgId), erased_at: nowIso() });
    } catch (err) {
      if (!(err instanceof DuplicateKeyError)) throw err;
    }
    const record = await repos.subscriptions.findOne({ _id: orgId });
    if (record) {
      const running = record.paid.filter((p) => p.subscription_id && p.status !== 'canceled');
      for (const paid of running) await payments.cancelSubscription(paid.subscription_id!);
      if (record.stripe_customer_id) await payments.deleteCustomer(record.stripe_customer_id);
    }
    await repos.checkouts.deleteMany({ org_id: orgId });
    await repos.subscriptions.deleteOne({ _id: orgId });
  }
}
