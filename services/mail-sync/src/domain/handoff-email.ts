import { createHash } from 'node:crypto';
import type { events } from '@winzmail/proto';
import type { EmailDoc } from './records.js';

// A website visitor asked for a person (chat's handoff.requested): their conversation becomes
// one Inbox email from their address, answered by staff only — never by the AI, and nothing is
// mailed to the address but the reply staff send (docs/chat.md, "Handoff to a person").

export const HANDOFF_ORIGIN = 'widget_handoff';
const SUBJECT_QUESTION_CHARS = 120;

/** The email's id, from the handoff's: a redelivered event inserts nothing. */
export const handoffEmailId = (handoffId: string): string =>
  createHash('sha256').update(`handoff\n${handoffId}`).digest('hex');

/** The transcript as the email's text: each question and answer, oldest first. */
export function transcriptText(turns: events.HandoffTurn__Output[]): string {
  if (turns.length === 0) return '(The visitor asked for a person before asking anything.)';
  return turns
    .map((t) => `Visitor (${t.at}):\n${t.question}\n\nAssistant:\n${t.answer}`)
    .join('\n\n---\n\n');
}

export function handoffSubject(turns: events.HandoffTurn__Output[]): string {
  const first = (turns[0]?.question ?? '').replace(/\s+/g, ' ').trim();
  const clipped =
    first.length > SUBJECT_QUESTION_CHARS ? `${first.slice(0, SUBJECT_QUESTION_CHARS)}…` : first;
  return clipped ? `Website chat: ${clipped}` : 'Website chat';
}

/**
 * The Inbox email of a handoff: pending for staff, reply mode none (no mail.received is
 * published for it, so reply-generation never sees it), in the organisation's mailbox when it
 * has one ('' otherwise: shown all the same; replying needs a mailbox).
 */
export function handoffEmail(
  event: events.HandoffRequested__Output,
  mailbox: { _id: string; email_address: string } | null,
  now: string,
): EmailDoc {
  const _id = handoffEmailId(event.event_id);
  return {
    _id,
    org_id: event.org_id,
    mailbox_id: mailbox?._id ?? '',
    message_id: '',
    uid: 0,
    in_reply_to: '',
    references: [],
    thread_key: _id,
    from_address: event.address,
    from_name: event.name,
    reply_to: '',
    to: mailbox ? [mailbox.email_address] : [],
    subject: handoffSubject(event.transcript),
    body: transcriptText(event.transcript),
    quoted: '',
    body_html: '',
    received_at: event.occurred_at,
    created_at: now,
    status: 'pending',
    reason: '',
    backlog: false,
    reply_mode: 'none',
    reply_body: '',
    sources: [],
    origin: HANDOFF_ORIGIN,
  };
}
