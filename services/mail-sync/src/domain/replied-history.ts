/**
 * What replay reads of a mailbox's own history: threads where a person of the organisation
 * answered a customer — the customer's message and the staff reply, from Sent. Pure: the
 * providers read the mail, this decides which of it counts.
 */

/** One message of a replied thread, as replay compares it. */
export interface HistoryMessage {
  /** With angle brackets, as in the header ('' when absent). */
  message_id: string;
  from_address: string;
  from_name: string;
  to: string[];
  subject: string;
  /** ISO 8601: the Date header, else when the provider received or sent it. */
  date: string;
  /** The new text, without quoted history or signature (the incoming path's split). */
  body: string;
  /** As written ('' when none); hostile like any HTML mail. */
  html: string;
}

/** A customer's message and the latest staff reply to it in its thread. */
export interface RepliedThread {
  question: HistoryMessage;
  reply: HistoryMessage;
  /** Earlier messages of the thread, oldest first, when the provider has them at no extra cost (else empty). */
  thread: HistoryMessage[];
}

/** Which history to read: the newest `limit` threads whose reply was sent since `since`. */
export interface HistoryOptions {
  limit: number;
  since: Date;
}

/** What the choice needs of a sent message (parsed headers). */
export interface SentMessage {
  message_id: string;
  in_reply_to: string;
  references: string[];
  to: string[];
  /** Lower-case header name → value (adapters/mime's CLASSIFY_HEADERS). */
  headers: Record<string, string>;
}

const SUPPRESS_ALL = /(^|[\s,])all([\s,]|$)/i;

/**
 * Sent by Winzmail without a person (domain/reply-message: `Auto-Submitted: auto-replied` and
 * `X-Auto-Response-Suppress: All`; through Graph only the latter survives), or by any other
 * automat: replay compares with what people wrote.
 */
export function isAutomatic(headers: Record<string, string>): boolean {
  const submitted = headers['auto-submitted']?.split(';')[0]?.trim().toLowerCase();
  if (submitted !== undefined && submitted !== 'no') return true;
  const suppress = headers['x-auto-response-suppress'];
  return suppress !== undefined && SUPPRESS_ALL.test(suppress);
}

/** The Message-ID the reply answers: In-Reply-To, else the last of References ('' when none). */
export function answeredId(sent: Pick<SentMessage, 'in_reply_to' | 'references'>): string {
  return sent.in_reply_to.trim() || sent.references.at(-1)?.trim() || '';
}

/** Why a sent message is no person's reply to someone else (null: it may be one). */
export function notAPersonReply(sent: SentMessage, ownAddress: string): string | null {
  const own = ownAddress.trim().toLowerCase();
  if (isAutomatic(sent.headers)) return 'automatic';
  if (!answeredId(sent)) return 'answers nothing';
  if (!sent.to.some((a) => a.trim().toLowerCase() !== own)) return 'to no one but us';
  return null;
}

/** The customer's message must be someone else's: a follow-up to our own mail is no question. */
export const isFromOthers = (from: string, ownAddress: string): boolean =>
  from.trim() !== '' && from.trim().toLowerCase() !== ownAddress.trim().toLowerCase();

/** The thread of a sent message without a provider's thread id: the root of References, else what it answers. */
export const sentThreadKey = (sent: Pick<SentMessage, 'in_reply_to' | 'references'>): string =>
  sent.references[0]?.trim() || sent.in_reply_to.trim();

/**
 * Counts the threads read, newest reply first: one per thread (the first taken, being the
 * newest, is the latest reply), at most `limit`.
 */
export class ThreadTally {
  private readonly taken = new Set<string>();

  constructor(private readonly limit: number) {}

  get full(): boolean {
    return this.taken.size >= this.limit;
  }

  has(threadKey: string): boolean {
    return this.taken.has(threadKey);
  }

  take(threadKey: string): void {
    this.taken.add(threadKey);
  }
}
