import type { IncomingEmail } from '../../api/contract';
import type { GapGroup, GapSource } from '../../api/knowledgeGaps';

/** The server's limits on an entry (GapEntryRequest): longer texts are refused with 400. */
export const MAX_QUESTION_CHARS = 500;
export const MAX_ANSWER_CHARS = 4000;

/** What the Add to knowledge base form starts with; emailId ties the entry to a queued email. */
export interface EntryDraft {
  question: string;
  answer: string;
  emailId?: string;
}

/** The sources whose reference id is an email of the queue (the others are chat answers). */
const EMAIL_SOURCES: readonly GapSource[] = ['email_abstained', 'draft_edited'];

const clip = (text: string, max: number) => text.trim().slice(0, max).trimEnd();

/**
 * A group's entry: the newest question, and the first staff answer among its examples. When the
 * newest question came from an email, its id goes along, so that email's group is resolved even
 * when staff reword the question.
 */
export function draftFromGroup(group: GapGroup): EntryDraft {
  const newest = group.examples[0];
  const answered = group.examples.find((e) => e.answer.trim() !== '');
  return {
    question: clip(newest?.question ?? '', MAX_QUESTION_CHARS),
    answer: clip(answered?.answer ?? '', MAX_ANSWER_CHARS),
    ...(newest && EMAIL_SOURCES.includes(newest.source) ? { emailId: newest.reference_id } : {}),
  };
}

/** "Re: Fwd: Gift cards" → "Gift cards". */
const baseSubject = (subject: string) => subject.replace(/^\s*((re|fwd?|aw|wg)\s*:\s*)+/i, '');

/**
 * A replied email's entry: its question as the queue words it (the subject first unless the text
 * already says it, on one line), so it falls into the same group, and the reply that was sent.
 *
 * No email id: a replied email's status and reason do not say whether the AI abstained on it or
 * its draft was rewritten (the reason is cleared when the reply goes out), and an email that is
 * not in the queue would be refused with 404. The question, worded as queued, resolves its group.
 */
export function draftFromEmail(email: Pick<IncomingEmail, 'subject' | 'body' | 'reply_body'>) {
  const subject = baseSubject(email.subject).trim();
  const body = email.body.replace(/\s+/g, ' ').trim();
  const question =
    subject && !body.toLowerCase().includes(subject.toLowerCase())
      ? body
        ? `${subject}: ${body}`
        : subject
      : body;
  return {
    question: clip(question, MAX_QUESTION_CHARS),
    answer: clip(email.reply_body, MAX_ANSWER_CHARS),
  } satisfies EntryDraft;
}
