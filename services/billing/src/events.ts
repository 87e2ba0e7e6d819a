import type { EventBus, Subscription } from '@winzmail/platform/bus';
import type { OrgErasure } from './org-erasure.js';
import type { Subscriptions } from './subscriptions.js';

export const GROUP = 'billing';
/** A consumer group reads one topic (on Kafka a group's members share one subscription). */
export const ORG_DELETED_GROUP = 'billing.org-deleted';

/**
 * org.registered → the 30-day trial starts (idempotent by org id) → subscription.changed.
 * org.deleted → Stripe subscriptions cancelled, billing's records erased (idempotent).
 */
export async function subscribeEvents(
  bus: EventBus,
  subscriptions: Subscriptions,
  erasure: OrgErasure,
): Promise<Subscription[]> {
  return [
    await bus.subscribe('org.registered', GROUP, async (event) => {
      const at = new Date(event.occurred_at);
      await subscriptions.startTrial(event.org_id, Number.isNaN(at.getTime()) ? new Date() : at);
    }),
    await bus.subscribe('org.deleted', ORG_DELETED_GROUP, (event) => erasure.erase(event.org_id)),
  ];
}
