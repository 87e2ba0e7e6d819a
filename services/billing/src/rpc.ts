import { bindService, type ServiceBinding } from '@winzmail/platform';
import { services } from '@winzmail/proto';
import type { Checkout } from './checkout.js';
import type { Subscriptions } from './subscriptions.js';
import type { Webhooks } from './webhooks.js';

export function billingRpc(
  subscriptions: Subscriptions,
  checkout: Checkout,
  webhooks: Webhooks,
  /** The settings paying by card still needs (start.ts reads them from config). */
  missingPaymentSettings: string[],
): ServiceBinding {
  return bindService(services.billing().service, {
    ListPlans: async () => ({ plans: await subscriptions.listPlans() }),
    GetOrgSubscription: (req) => subscriptions.current(req.org_id),
    CreateCheckoutSession: (req) =>
      checkout.create({
        orgId: req.org_id,
        planId: req.plan_id,
        seatCount: req.seat_count,
        addon: req.addon,
        urls: { success: req.success_url, cancel: req.cancel_url },
      }),
    Subscribe: (req) =>
      checkout.subscribe({
        orgId: req.org_id,
        planId: req.plan_id,
        seatCount: req.seat_count,
        urls: { success: req.success_url, cancel: req.cancel_url },
      }),
    GetCheckoutStatus: (req) => checkout.status(req.org_id, req.session_id),
    GetPaymentSettings: async () => ({
      checkout: missingPaymentSettings.length === 0,
      missing_settings: missingPaymentSettings,
    }),
    HandleWebhook: (req) => webhooks.handle(Buffer.from(req.payload), req.signature),
  });
}
