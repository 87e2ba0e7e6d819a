import type { EventBus, Subscription } from '@winzmail/platform/bus';
import type { Emails } from './outbound/emails.js';

export const GROUP = 'mail-sync';

/**
 * reply.generated → the reply is drafted or sent. Idempotent: a redelivery finds the email no
 * longer pending, or its send claimed, and changes nothing.
 */
export async function subscribeEvents(bus: EventBus, emails: Emails): Promise<Subscription[]> {
  return [await bus.subscribe('reply.generated', GROUP, (event) => emails.onReplyGenerated(event))];
}
