import { runService, type RunningService, type SharedAdapters } from '@winzmail/platform';
import { openRepos, seedPlans } from './adapters/repositories.js';
import type { BillingConfig } from './config.js';
import { defaultPlans } from './domain/plans.js';
import { subscribeEvents } from './events.js';
import { billingRpc } from './rpc.js';
import { Subscriptions } from './subscriptions.js';

export const SERVICE = 'billing';

export function start(config: BillingConfig, shared: SharedAdapters = {}): Promise<RunningService> {
  return runService(SERVICE, config, shared, async ({ store, bus }) => {
    const repos = await openRepos(store);
    await seedPlans(repos, defaultPlans(config.BILLING_CURRENCY));
    const subscriptions = new Subscriptions(repos, bus, {
      trialDays: config.TRIAL_DAYS,
      currency: config.BILLING_CURRENCY,
    });
    return {
      bindings: [billingRpc(subscriptions)],
      consumers: await subscribeEvents(bus, subscriptions),
    };
  });
}
