import type { OutboxEvent } from '@winzmail/platform/outbox';

// What chat adds to the knowledge-gap queue (docs/gaps.md): an answer that abstained (the
// knowledge base had nothing), and an answer rated down.

export type ChatGapSource = 'chat_abstained' | 'widget_abstained' | 'negative_feedback';

/** question.unanswered's bound on the question. */
export const MAX_QUESTION_CHARS = 2000;

/** question.unanswered for an answer: once per answer and source (its event id says which). */
export function unansweredEvent(
  answer: { id: string; orgId: string; question: string },
  source: ChatGapSource,
  occurredAt: string,
): OutboxEvent {
  return {
    topic: 'question.unanswered',
    event: {
      event_id: `question.unanswered:${source}:${answer.id}`,
      org_id: answer.orgId,
      occurred_at: occurredAt,
      source,
      question: answer.question.replace(/\s+/g, ' ').trim().slice(0, MAX_QUESTION_CHARS),
      reference_id: answer.id,
      answer: '',
    },
  };
}
