import type { EventBus, Subscription } from '@winzmail/platform/bus';
import type { Chunks } from './chunks.js';
import type { Gaps } from './gaps.js';

export const GROUP = 'knowledge-ingestion';
/** A consumer group reads one topic (on Kafka a group's members share one subscription). */
export const GAPS_GROUP = 'knowledge-ingestion.gaps';

/**
 * document.uploaded → processing (idempotent: only a document still `processing` is worked on);
 * question.unanswered → the knowledge-gap queue (idempotent: stored once by its event id).
 */
export async function subscribeEvents(
  bus: EventBus,
  chunks: Chunks,
  gaps: Gaps,
): Promise<Subscription[]> {
  return [
    await bus.subscribe('document.uploaded', GROUP, (event, delivery) =>
      chunks.process(event.org_id, event.document_id, delivery.attempt),
    ),
    await bus.subscribe('question.unanswered', GAPS_GROUP, (event) => gaps.record(event)),
  ];
}
