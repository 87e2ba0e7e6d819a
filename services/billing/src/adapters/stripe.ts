import Stripe from 'stripe';
import { AppError } from '@winzmail/platform/errors';

/**
 * Stripe through its own client (`stripe`): Checkout sessions, subscription changes and webhook
 * signatures. STRIPE_API_BASE points the client elsewhere (stripe-mock in tests).
 */
export interface Payments {
  checkout(params: Stripe.Checkout.SessionCreateParams): Promise<{ id: string; url: string }>;
  subscription(id: string): Promise<Stripe.Subscription>;
  updateSubscription(id: string, params: Stripe.SubscriptionUpdateParams): Promise<void>;
  product(plan: { id: string; name: string }): Promise<string>;
  /** The event, when the signature over the raw payload is the endpoint's; else throws. */
  event(payload: Buffer, signature: string): Stripe.Event;
}

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
  return {
    async checkout(params) {
      const session = await need().checkout.sessions.create(params);
      if (!session.url) throw new AppError('UNAVAILABLE', 'Stripe did not give a checkout page.');
      return { id: session.id, url: session.url };
    },
    subscription: (id) => need().subscriptions.retrieve(id),
    async updateSubscription(id, params) {
      await need().subscriptions.update(id, params);
    },
    product(plan) {
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
    },
    event(payload, signature) {
      if (!settings.webhookSecret) throw notConfigured();
      try {
        return verifier.webhooks.constructEvent(payload, signature, settings.webhookSecret);
      } catch {
        throw new AppError('INVALID_ARGUMENT', 'The webhook signature is not valid.');
      }
    },
  };
}
