import type { OutboxEvent } from '@winzmail/platform/outbox';
import { baseSubject } from '@winzmail/platform/text';
import type { EmailDoc } from './records.js';

// What mail-sync adds to the knowledge-gap queue (docs/gaps.md): an email the AI abstained on,
// and one whose AI draft staff changed a lot before sending.

/**
 * "Changed a lot": staff kept less than half of the AI's draft (the kept share is the Dashboard's
 * response accuracy, domain/accuracy.ts).
 */
export const HEAVY_EDIT_BELOW_PERMILLE = 500;
/** Bounds of question.unanswered's texts. */
export const MAX_QUESTION_CHARS = 2000;
export const MAX_ANSWER_CHARS = 4000;

export type EmailGapSource = 'email_abstained' | 'draft_edited';

export const heavilyEdited = (keptPermille: number | undefined): boolean =>
  keptPermille !== undefined && keptPermille < HEAVY_EDIT_BELOW_PERMILLE;

/**
 * The customer's question: the email's new text, its subject first when the text does not
 * already say it (a subject often names the topic the text only points at: "Gift cards" / "Do
 * you have them?").
 */
export function emailQuestion(email: Pick<EmailDoc, 'subject' | 'body'>): string {
  const subject = baseSubject(email.subject).trim();
  const body = email.body.replace(/\s+/g, ' ').trim();
  const text =
    subject && !body.toLowerCase().includes(subject.toLowerCase()) ? `${subject}: ${body}` : body;
  return text.slice(0, MAX_QUESTION_CHARS);
}

/** question.unanswered for an email: once per email and source (its event id says which). */
export function unansweredEvent(
  email: Pick<EmailDoc, '_id' | 'org_id' | 'subject' | 'body'>,
  source: EmailGapSource,
  occurredAt: string,
  answer = '',
): OutboxEvent {
  return {
    topic: 'question.unanswered',
    event: {
      event_id: `question.unanswered:${source}:${email._id}`,
      org_id: email.org_id,
      occurred_at: occurredAt,
      source,
      question: emailQuestion(email),
      reference_id: email._id,
      answer: answer.trim().slice(0, MAX_ANSWER_CHARS),
    },
  };
}
