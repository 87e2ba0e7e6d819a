import type { EventBus, Subscription } from '@winzmail/platform/bus';
import type { EmailReplies } from './email-replies.js';
import type { Entitlements } from './entitlements.js';

export const GROUP = 'reply-generation';
/**
 * A consumer group reads one topic: Kafka's assignors give every member of a group partitions
 * of every topic the group reads, so a second topic in one group starves the first.
 */
export const ENTITLEMENTS_GROUP = 'reply-generation.entitlements';
export const ORG_DELETED_GROUP = 'reply-generation.org-deleted';

/**
 * mail.received (needs_reply) → a reply is written → reply.generated. Idempotent per email.
 * subscription.changed → whether the organisation's AI may write.
 * org.deleted → everything reply-generation holds of the organisation goes (idempotent).
 */
export async function subscribeEvents(
  bus: EventBus,
  emailReplies: EmailReplies,
  entitlements: Entitlements,
  eraseOrg: (orgId: string) => Promise<void>,
): Promise<Subscription[]> {
  return [
    // First: an organisation's plan is known before its mail asks for a reply.
    await bus.subscribe('subscription.changed', ENTITLEMENTS_GROUP, (event) =>
      entitlements.onSubscriptionChanged(event),
    ),
    await bus.subscribe('mail.received', GROUP, (event) => emailReplies.onMailReceived(event)),
    await bus.subscribe('org.deleted', ORG_DELETED_GROUP, (event) => eraseOrg(event.org_id)),
  ];
}
