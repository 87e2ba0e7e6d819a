import type { EventBus, Subscription } from '@winzmail/platform/bus';
import type { Chunks } from './chunks.js';
import type { Gaps } from './gaps.js';
import type { OrgErasure } from './org-erasure.js';

export const GROUP = 'knowledge-ingestion';
/** A consumer group reads one topic (on Kafka a group's members share one subscription). */
export const GAPS_GROUP = 'knowledge-ingestion.gaps';
export const ORG_DELETED_GROUP = 'knowledge-ingestion.org-deleted';

/**
 * document.uploaded → processing (idempotent: only a document still `processing` is worked on);
 * question.unanswered → the knowledge-gap queue (idempotent: stored once by its event id);
 * org.deleted → the organisation's files, chunks and records go (idempotent).
 */
export async function subscribeEvents(
  bus: EventBus,
  chunks: Chunks,
  gaps: Gaps,
  erasure: OrgErasure,
): Promise<Subscription[]> {
  return [
    await bus.subscribe('document.uploaded', GROUP, (event, delivery) =>
      chunks.process(event.org_id, event.document_id, delivery.attempt),
    ),
    await bus.subscribe('question.unanswered', GAPS_GROUP, (event) => gaps.record(event)),
    await bus.subscribe('org.deleted', ORG_DELETED_GROUP, (event) => erasure.erase(event.org_id)),
  ];
}
