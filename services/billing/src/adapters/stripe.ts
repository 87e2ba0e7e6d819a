import Stripe from 'stripe';
import { AppError } from '@winzmail/platform/errors';
import { minorUnits, recurringFor } from '../domain/paid-plans.js';
import type { CheckoutOrder, Payments, PlanChange } from '../domain/payments.js';
import type { Plan } from '../domain/plans.js';

/**
 * The Payments port on Stripe, through its own client (`stripe`): Checkout sessions with the
 * plan's price inline, prorated subscription changes and webhook signatures. STRIPE_API_BASE
 * points the client elsewhere (stripe-mock in tests).
 */
export interface StripeSettings {
  secretKey?: string | undefined;
  webhookSecret?: string | undefined;
  apiBase?: string | undefined;
}

const notConfigured = () =>
  new AppError('UNAVAILABLE', 'Payments are not configured on this server.');

export function stripePayments(settings: StripeSettings): Payments {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  const client = settings.secretKey
    ? new Stripe(settings.secretKey, {
        maxNetworkRetries: 2,
        timeout: 20_000,
        ...(base
          ? {
              host: base.hostname,
              port: Number(base.port) || (base.protocol === 'https:' ? 443 : 80),
              protocol: base.protocol === 'http:' ? 'http' : 'https',
            }
          : {}),
      })
    : undefined;
  // Signature checks need no API key, only the endpoint's secret.
  const verifier = client ?? new Stripe('sk_unused', {});
  const need = (): Stripe => {
    if (!client) throw notConfigured();
    return client;
  };
  const products = new Map<string, Promise<string>>();
  const product = (plan: Plan): Promise<string> => {
    // One product per plan per process; Stripe keeps duplicates harmless (prices are inline).
    let known = products.get(plan.id);
    if (!known) {
      known = need()
        .products.create({ name: plan.name, metadata: { plan_id: plan.id } })
        .then((p) => p.id);
      known.catch(() => products.delete(plan.id));
      products.set(plan.id, known);
    }
    return known;
  };
  const priceOf = async (plan: Plan) => ({
    currency: plan.currency.toLowerCase(),
    unit_amount: minorUnits(plan.price, plan.currency),
    product: await product(plan),
  });
  return {
    async checkout(order) {
      const params = sessionParams(order, await priceOf(order.plan));
      const session = await need().checkout.sessions.create(params);
      if (!session.url) throw new AppError('UNAVAILABLE', 'Stripe did not give a checkout page.');
      return { id: session.id, url: session.url };
    },
    async changePlan(subscriptionId, change: PlanChange) {
      const stripe = need();
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      const item = current.items.data[0];
      if (!item) {
        throw new AppError('FAILED_PRECONDITION', 'The subscription has no item to change.');
      }
      await stripe.subscriptions.update(subscriptionId, {
        items: [
          {
            id: item.id,
            quantity: change.quantity,
            price_data: {
              ...(await priceOf(change.plan)),
              recurring: recurringFor(change.plan.duration_days),
            },
          },
        ],
        proration_behavior: 'create_prorations',
        metadata: { org_id: change.orgId, plan_id: change.plan.id },
      });
    },
    async deferNextCharge(subscriptionId, until) {
      // A trial until then: Stripe charges nothing before it and bills the next period after.
      await need().subscriptions.update(subscriptionId, {
        trial_end: Math.floor(until.getTime() / 1000),
        proration_behavior: 'none',
      });
    },
    async cancelSubscription(subscriptionId) {
      await ignoreMissing(() => need().subscriptions.cancel(subscriptionId));
    },
    async deleteCustomer(customerId) {
      await ignoreMissing(() => need().customers.del(customerId));
    },
    event(payload, signature) {
      if (!settings.webhookSecret) throw notConfigured();
      let event: Stripe.Event;
      try {
        event = verifier.webhooks.constructEvent(payload, signature, settings.webhookSecret);
      } catch {
        throw new AppError('INVALID_ARGUMENT', 'The webhook signature is not valid.');
      }
      return { id: event.id, type: event.type, created: event.created, object: event.data.object };
    },
  };
}

/** A repeated erasure finds the subscription or customer gone already: that is its goal. */
async function ignoreMissing(call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError && err.statusCode === 404) return;
    throw err;
  }
}

/**
 * The Checkout session for an order. The metadata rides on the session and on what it creates
 * (the subscription or the payment), so every later webhook can name the organisation and plan.
 */
function sessionParams(
  order: CheckoutOrder,
  price: { currency: string; unit_amount: number; product: string },
): Stripe.Checkout.SessionCreateParams {
  const metadata = {
    org_id: order.orgId,
    plan_id: order.plan.id,
    seats: String(order.seats),
    kind: order.kind,
    ...(order.subscriptionId ? { subscription_id: order.subscriptionId } : {}),
  };
  const mode: Stripe.Checkout.SessionCreateParams =
    order.kind === 'renew'
      ? {
          // Renew pays the next period now: it extends from the current expiry.
          mode: 'payment',
          line_items: [{ quantity: order.quantity, price_data: price }],
          payment_intent_data: { metadata },
        }
      : {
          mode: 'subscription',
          line_items: [
            {
              quantity: order.quantity,
              price_data: { ...price, recurring: recurringFor(order.plan.duration_days) },
            },
          ],
          subscription_data: { metadata },
        };
  return {
    ...mode,
    client_reference_id: order.orgId,
    metadata,
    success_url: withSession(order.successUrl),
    cancel_url: order.cancelUrl,
    ...(order.customerId ? { customer: order.customerId } : {}),
  };
}

/** Stripe fills {CHECKOUT_SESSION_ID} in, so the page it returns to can ask about it. */
function withSession(url: string): string {
  const u = new URL(url);
  u.searchParams.set('checkout', 'success');
  return `${u.toString()}&session_id={CHECKOUT_SESSION_ID}`;
}
