import { DuplicateKeyError } from '@winzmail/platform/errors';
import type { Logger } from '@winzmail/platform';
import type { BillingRepos } from './adapters/repositories.js';
import { applySubscriptionState, extendToPeriodEnd, renewedExpiry } from './domain/paid-plans.js';
import type { PaymentEvent, Payments } from './domain/payments.js';
import {
  checkoutFacts,
  ENDED_STATUSES,
  invoiceFacts,
  subscriptionFacts,
} from './domain/stripe-facts.js';
import type { Subscriptions } from './subscriptions.js';

/**
 * Stripe's webhooks: the signature is checked on the raw body, each event is handled once (its
 * id, inserted under a unique key, claims it; a failure releases the claim so Stripe's retry
 * can), and events apply in any order (see applySubscriptionState).
 */
export class Webhooks {
  constructor(
    private readonly deps: {
      repos: BillingRepos;
      payments: Payments;
      subscriptions: Subscriptions;
      logger: Logger;
    },
  ) {}

  async handle(payload: Buffer, signature: string): Promise<{ duplicate: boolean }> {
    const event = this.deps.payments.event(payload, signature);
    try {
      await this.deps.repos.stripeEvents.insertOne({
        _id: event.id,
        type: event.type,
        received_at: new Date().toISOString(),
      });
    } catch (err) {
      if (err instanceof DuplicateKeyError) return { duplicate: true };
      throw err;
    }
    try {
      await this.apply(event);
    } catch (err) {
      await this.deps.repos.stripeEvents.deleteOne({ _id: event.id });
      throw err;
    }
    return { duplicate: false };
  }

  private async apply(event: PaymentEvent): Promise<void> {
    const { object } = event;
    switch (event.type) {
      case 'checkout.session.completed':
        return this.checkoutCompleted(object, event.created);
      case 'checkout.session.expired': {
        const { sessionId } = checkoutFacts(object);
        await this.deps.repos.checkouts.updateOne(
          { _id: sessionId, status: 'pending' },
          { $set: { status: 'expired' } },
        );
        return;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return this.subscriptionState(object, event.created, event.type.endsWith('deleted'));
      case 'invoice.paid':
        return this.invoicePaid(object, event.created);
      case 'invoice.payment_failed': {
        const facts = invoiceFacts(object);
        const orgId = await this.orgOf(facts.orgId, facts.customerId);
        if (!orgId || !facts.subscriptionId) return;
        // Access stays until the paid period ends; Stripe retries the payment meanwhile.
        await this.deps.subscriptions.change(orgId, (doc) => {
          const entry = doc.paid.find((p) => p.subscription_id === facts.subscriptionId);
          if (!entry || entry.status === 'past_due') return null;
          return {
            paid: doc.paid.map((p) => (p === entry ? { ...p, status: 'past_due' } : p)),
          };
        });
        return;
      }
      default:
        this.deps.logger.debug({ type: event.type }, 'Stripe event not used');
    }
  }

  private async checkoutCompleted(object: unknown, created: number): Promise<void> {
    const facts = checkoutFacts(object);
    if (!facts.orgId) return;
    const plan = await this.deps.subscriptions.plan(facts.planId);
    await this.deps.subscriptions.change(facts.orgId, (doc) => {
      const set: { stripe_customer_id?: string; paid?: typeof doc.paid } = {};
      if (facts.customerId && doc.stripe_customer_id !== facts.customerId) {
        set.stripe_customer_id = facts.customerId;
      }
      if (facts.mode === 'subscription' && facts.subscriptionId && plan) {
        // Until the subscription's own event says its period end: one period from now.
        const provisional = renewedExpiry('', new Date(created * 1000), plan.duration_days);
        const known = doc.paid.some((p) => p.subscription_id === facts.subscriptionId);
        if (!known) {
          set.paid = [
            ...doc.paid,
            {
              plan_id: plan.id,
              expires_at: provisional,
              seats: facts.seats,
              subscription_id: facts.subscriptionId,
              status: 'active',
              event_at: 0,
            },
          ];
        }
      }
      if (facts.mode === 'payment' && facts.kind === 'renew' && plan) {
        const entry = doc.paid.find((p) => p.plan_id === plan.id && p.subscription_id);
        if (entry) {
          const expiresAt = renewedExpiry(entry.expires_at, new Date(), plan.duration_days);
          set.paid = doc.paid.map((p) => (p === entry ? { ...p, expires_at: expiresAt } : p));
        }
      }
      return Object.keys(set).length ? set : null;
    });
    const renewed = facts.mode === 'payment' && facts.kind === 'renew';
    if (renewed) await this.deferNextCharge(facts.orgId, facts.planId);
    await this.deps.repos.checkouts.updateOne(
      { _id: facts.sessionId },
      { $set: { status: 'complete' } },
    );
  }

  /** A renewed plan is paid ahead: Stripe's next charge waits until the new expiry. */
  private async deferNextCharge(orgId: string, planId: string): Promise<void> {
    const doc = await this.deps.repos.subscriptions.findOne({ _id: orgId });
    const entry = doc?.paid.find((p) => p.plan_id === planId && p.subscription_id);
    if (!entry?.subscription_id) return;
    await this.deps.payments.deferNextCharge(entry.subscription_id, new Date(entry.expires_at));
  }

  private async subscriptionState(object: unknown, created: number, deleted: boolean) {
    const facts = subscriptionFacts(object);
    const orgId = await this.orgOf(facts.orgId, facts.customerId);
    if (!orgId || !facts.subscriptionId) return;
    const ended = deleted || ENDED_STATUSES.has(facts.status);
    await this.deps.subscriptions.change(orgId, (doc) => {
      const paid = applySubscriptionState(doc.paid, {
        subscriptionId: facts.subscriptionId,
        planId: facts.planId,
        seats: facts.seats,
        expiresAt: ended ? new Date(created * 1000).toISOString() : facts.periodEnd,
        status: deleted ? 'canceled' : facts.status,
        eventAt: created,
      });
      return paid ? { paid } : null;
    });
  }

  private async invoicePaid(object: unknown, created: number): Promise<void> {
    const facts = invoiceFacts(object);
    const orgId = await this.orgOf(facts.orgId, facts.customerId);
    if (!orgId || !facts.subscriptionId) return;
    await this.deps.subscriptions.change(orgId, (doc) => {
      const known = doc.paid.some((p) => p.subscription_id === facts.subscriptionId);
      if (known) {
        const paid = extendToPeriodEnd(doc.paid, facts.subscriptionId, facts.periodEnd);
        return paid ? { paid } : null;
      }
      // The invoice came before the subscription's own events.
      const paid = applySubscriptionState(doc.paid, {
        subscriptionId: facts.subscriptionId,
        planId: facts.planId,
        seats: facts.seats,
        expiresAt: facts.periodEnd,
        status: 'active',
        eventAt: created - 1,
      });
      return paid ? { paid } : null;
    });
  }

  /** The organisation: from our metadata, else by the Stripe customer a checkout linked. */
  private async orgOf(orgId: string, customerId: string): Promise<string> {
    if (orgId) return orgId;
    if (!customerId) return '';
    const doc = await this.deps.repos.subscriptions.findOne({ stripe_customer_id: customerId });
    return doc?._id ?? '';
  }
}
