import type { EventBus, Subscription } from '@winzmail/platform/bus';
import { storeHandoff } from './inbound/handoffs.js';
import type { OrgErasure } from './accounts/org-erasure.js';
import type { Emails } from './outbound/emails.js';
import type { Replays } from './replay/replays.js';

export const GROUP = 'mail-sync';
/** A consumer group reads one topic (on Kafka a group's members share one subscription). */
export const REPLAY_KNOWLEDGE_GROUP = 'mail-sync.replay-knowledge';
export const REPLAY_STYLE_GROUP = 'mail-sync.replay-style';
export const HANDOFF_GROUP = 'mail-sync.handoffs';
export const ORG_DELETED_GROUP = 'mail-sync.org-deleted';

/**
 * reply.generated → the reply is drafted or sent. Idempotent: a redelivery finds the email no
 * longer pending, or its send claimed, and changes nothing.
 * document.processed, prompt.changed → replay's figures are recomputed after a quiet time (a
 * redelivery only restarts the wait).
 * handoff.requested → the visitor's conversation in the Inbox, once (inbound/handoffs.ts).
 * org.deleted → mailboxes disconnected, credentials and emails erased (accounts/org-erasure.ts).
 */
export async function subscribeEvents(
  bus: EventBus,
  emails: Emails,
  replays: Replays,
  handoffs: Parameters<typeof storeHandoff>[0],
  erasure: OrgErasure,
): Promise<Subscription[]> {
  return [
    await bus.subscribe('reply.generated', GROUP, (event) => emails.onReplyGenerated(event)),
    await bus.subscribe('document.processed', REPLAY_KNOWLEDGE_GROUP, (event) =>
      replays.onKnowledgeChanged(event.org_id, 'knowledge'),
    ),
    await bus.subscribe('prompt.changed', REPLAY_STYLE_GROUP, (event) =>
      replays.onKnowledgeChanged(event.org_id, 'style'),
    ),
    await bus.subscribe('handoff.requested', HANDOFF_GROUP, (event) =>
      storeHandoff(handoffs, event),
    ),
    await bus.subscribe('org.deleted', ORG_DELETED_GROUP, (event) => erasure.erase(event.org_id)),
  ];
}
