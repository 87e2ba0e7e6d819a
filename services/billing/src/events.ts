import type { EventBus, Subscription } from '@winzmail/platform/bus';
import type { Subscriptions } from './subscriptions.js';

export const GROUP = 'billing';

/** org.registered → the 30-day trial starts (idempotent by org id) → subscription.changed. */
export async function subscribeEvents(
  bus: EventBus,
  subscriptions: Subscriptions,
): Promise<Subscription[]> {
  return [
    await bus.subscribe('org.registered', GROUP, async (event) => {
      const at = new Date(event.occurred_at);
      await subscriptions.startTrial(event.org_id, Number.isNaN(at.getTime()) ? new Date() : at);
    }),
  ];
}
