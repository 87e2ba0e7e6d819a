import { AppError, invalid, notFound, nowIso } from '@winzmail/platform';
import type { BillingRepos } from './adapters/repositories.js';
import type { PaidEntry } from './domain/paid-plans.js';
import type { Payments } from './domain/payments.js';
import type { Plan } from './domain/plans.js';
import type { Subscriptions } from './subscriptions.js';

interface Urls {
  success: string;
  cancel: string;
}

/** The organisation's running subscription (at the payment provider) of a plan, if it has one. */
const runningOf = (
  paid: readonly PaidEntry[],
  planId: string | undefined,
  now = new Date(),
): PaidEntry | undefined =>
  paid.find(
    (p) =>
      p.subscription_id &&
      (planId === undefined || p.plan_id === planId) &&
      p.status !== 'canceled' &&
      new Date(p.expires_at) > now,
  );

/**
 * Paying: a hosted checkout for a new plan (seats for a per-user plan; the add-users addon buys
 * the entered seats), one more period paid ahead for Renew, and prorated changes of a running
 * subscription. Nothing here changes what the organisation has: only the provider's webhooks do.
 */
export class Checkout {
  constructor(
    private readonly deps: {
      repos: BillingRepos;
      payments: Payments;
      subscriptions: Subscriptions;
    },
  ) {}

  async create(req: {
    orgId: string;
    planId: string;
    seatCount: number;
    addon: boolean;
    urls: Urls;
  }): Promise<{ id: string; url: string }> {
    const plan = await this.planOf(req.planId);
    const seats = Math.max(1, Math.floor(req.seatCount || 1));
    if (req.addon && plan.plan_type !== 'per_user') {
      throw invalid('Only a per-user plan takes more seats.', { addon: 'per-user plans only' });
    }
    const doc = await this.deps.repos.subscriptions.findOne({ _id: req.orgId });
    const running = doc && !req.addon ? runningOf(doc.paid, plan.id) : undefined;
    const quantity = plan.plan_type === 'per_user' ? seats : 1;
    const session = await this.deps.payments.checkout({
      orgId: req.orgId,
      plan,
      kind: running ? 'renew' : req.addon ? 'addon' : 'new',
      // Renew pays the next period of the seats the subscription has.
      quantity: running ? running.seats || quantity : quantity,
      seats: quantity,
      ...(running?.subscription_id ? { subscriptionId: running.subscription_id } : {}),
      ...(doc?.stripe_customer_id ? { customerId: doc.stripe_customer_id } : {}),
      successUrl: req.urls.success,
      cancelUrl: req.urls.cancel,
    });
    await this.deps.repos.checkouts.insertOne({
      _id: session.id,
      org_id: req.orgId,
      plan_id: plan.id,
      status: 'pending',
      created_at: nowIso(),
    });
    return session;
  }

  /**
   * Changes the running subscription: another plan (upgrade) or more seats of a per-user plan,
   * prorated by the provider. Without one, a Checkout like create().
   */
  async subscribe(req: {
    orgId: string;
    planId: string;
    seatCount: number;
    urls: Urls;
  }): Promise<{ url: string; pending: boolean }> {
    const plan = await this.planOf(req.planId);
    const doc = await this.deps.repos.subscriptions.findOne({ _id: req.orgId });
    const perUser = plan.plan_type === 'per_user';
    // Seats: the same per-user plan's subscription. Upgrade: the running flat plan's.
    const running = doc
      ? perUser
        ? runningOf(doc.paid, plan.id)
        : await this.flatRunning(doc.paid)
      : undefined;
    if (!running?.subscription_id) {
      const session = await this.create({
        orgId: req.orgId,
        planId: plan.id,
        seatCount: req.seatCount,
        addon: false,
        urls: req.urls,
      });
      return { url: session.url, pending: false };
    }
    if (!perUser && running.plan_id === plan.id) {
      throw new AppError('FAILED_PRECONDITION', 'This is already your plan.');
    }
    const quantity = perUser ? Math.max(1, req.seatCount || running.seats) : 1;
    await this.deps.payments.changePlan(running.subscription_id, {
      orgId: req.orgId,
      plan,
      quantity,
    });
    return { url: '', pending: true };
  }

  async status(orgId: string, sessionId: string): Promise<{ status: string }> {
    const doc = await this.deps.repos.checkouts.findOne({ _id: sessionId, org_id: orgId });
    if (!doc) throw notFound('No such checkout.');
    return { status: doc.status };
  }

  private async planOf(planId: string): Promise<Plan> {
    const plan = await this.deps.subscriptions.plan(planId);
    if (!plan) throw notFound('No such plan.');
    return plan;
  }

  private async flatRunning(paid: readonly PaidEntry[]): Promise<PaidEntry | undefined> {
    const plans = await this.deps.subscriptions.listPlans();
    const flat = new Set(plans.filter((p) => p.plan_type !== 'per_user').map((p) => p.id));
    return paid.find((p) => flat.has(p.plan_id) && runningOf([p], undefined));
  }
}
