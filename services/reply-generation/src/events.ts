import type { EventBus, Subscription } from '@winzmail/platform/bus';
import type { EmailReplies } from './email-replies.js';
import type { Entitlements } from './entitlements.js';

export const GROUP = 'reply-generation';

/**
 * mail.received (needs_reply) → a reply is written → reply.generated. Idempotent per email.
 * subscription.changed → whether the organisation's AI may write.
 */
export async function subscribeEvents(
  bus: EventBus,
  emailReplies: EmailReplies,
  entitlements: Entitlements,
): Promise<Subscription[]> {
  return [
    // First: an organisation's plan is known before its mail asks for a reply.
    await bus.subscribe('subscription.changed', GROUP, (event) =>
      entitlements.onSubscriptionChanged(event),
    ),
    await bus.subscribe('mail.received', GROUP, (event) => emailReplies.onMailReceived(event)),
  ];
}
