import { bindService, type ServiceBinding } from '@winzmail/platform';
import { services } from '@winzmail/proto';
import type { Subscriptions } from './subscriptions.js';

export function billingRpc(subscriptions: Subscriptions): ServiceBinding {
  return bindService(services.billing().service, {
    ListPlans: async () => ({ plans: await subscriptions.listPlans() }),
    GetOrgSubscription: (req) => subscriptions.current(req.org_id),
  });
}
