import { runService, type RunningService, type SharedAdapters } from '@winzmail/platform';
import { openRepos, seedPlans } from './adapters/repositories.js';
import { stripePayments } from './adapters/stripe.js';
import { Checkout } from './checkout.js';
import type { BillingConfig } from './config.js';
import { defaultPlans } from './domain/plans.js';
import { subscribeEvents } from './events.js';
import { OrgErasure } from './org-erasure.js';
import { billingRpc } from './rpc.js';
import { Subscriptions } from './subscriptions.js';
import { Webhooks } from './webhooks.js';

export const SERVICE = 'billing';

export function start(config: BillingConfig, shared: SharedAdapters = {}): Promise<RunningService> {
  return runService(SERVICE, config, shared, async ({ store, bus, logger }) => {
    const repos = await openRepos(store);
    await seedPlans(repos, defaultPlans(config.BILLING_CURRENCY));
    const subscriptions = new Subscriptions(repos, bus, {
      trialDays: config.TRIAL_DAYS,
      currency: config.BILLING_CURRENCY,
    });
    const payments = stripePayments({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiBase: config.STRIPE_API_BASE,
    });
    const checkout = new Checkout({ repos, payments, subscriptions });
    const webhooks = new Webhooks({ repos, payments, subscriptions, logger });
    // Without the key no checkout opens; without the webhook secret a payment is never confirmed.
    const missing = [
      ...(config.STRIPE_SECRET_KEY ? [] : ['STRIPE_SECRET_KEY']),
      ...(config.STRIPE_WEBHOOK_SECRET ? [] : ['STRIPE_WEBHOOK_SECRET']),
    ];
    return {
      bindings: [billingRpc(subscriptions, checkout, webhooks, missing)],
      consumers: await subscribeEvents(bus, subscriptions, new OrgErasure({ repos, payments })),
    };
  });
}
