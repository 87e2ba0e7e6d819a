import type { EventBus, Subscription } from '@winzmail/platform/bus';
import type { OrgDeletion } from './org-deletion.js';

/** A consumer group reads one topic (on Kafka a group's members share one subscription). */
export const ORG_DELETED_GROUP = 'identity.org-deleted';

/** org.deleted → what identity still holds of the organisation goes (idempotent). */
export async function subscribeEvents(
  bus: EventBus,
  deletion: OrgDeletion,
): Promise<Subscription[]> {
  return [
    await bus.subscribe('org.deleted', ORG_DELETED_GROUP, (event) => deletion.erase(event.org_id)),
  ];
}
