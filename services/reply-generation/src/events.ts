import type { EventBus, Subscription } from '@winzmail/platform/bus';
import type { EmailReplies } from './email-replies.js';

export const GROUP = 'reply-generation';

/** mail.received (needs_reply) → a reply is written → reply.generated. Idempotent per email. */
export async function subscribeEvents(
  bus: EventBus,
  emailReplies: EmailReplies,
): Promise<Subscription[]> {
  return [
    await bus.subscribe('mail.received', GROUP, (event) => emailReplies.onMailReceived(event)),
  ];
}
