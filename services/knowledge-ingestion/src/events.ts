import type { EventBus, Subscription } from '@winzmail/platform/bus';
import type { Chunks } from './chunks.js';

export const GROUP = 'knowledge-ingestion';

/** document.uploaded → processing (idempotent: only a document still `processing` is worked on). */
export async function subscribeEvents(bus: EventBus, chunks: Chunks): Promise<Subscription[]> {
  return [
    await bus.subscribe('document.uploaded', GROUP, (event, delivery) =>
      chunks.process(event.org_id, event.document_id, delivery.attempt),
    ),
  ];
}
