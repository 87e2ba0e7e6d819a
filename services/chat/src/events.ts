import type { EventBus, Subscription } from '@winzmail/platform/bus';

/** A consumer group reads one topic (on Kafka a group's members share one subscription). */
export const ORG_DELETED_GROUP = 'chat.org-deleted';

/** org.deleted → everything chat holds of the organisation goes (idempotent). */
export async function subscribeEvents(
  bus: EventBus,
  eraseOrg: (orgId: string) => Promise<void>,
): Promise<Subscription[]> {
  return [await bus.subscribe('org.deleted', ORG_DELETED_GROUP, (event) => eraseOrg(event.org_id))];
}
