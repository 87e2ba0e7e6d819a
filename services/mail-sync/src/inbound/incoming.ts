import type { OutboxEvent } from '@winzmail/platform/outbox';
import { clip, LIMITS, type ParsedMessage } from '../adapters/mime.js';
import type { EmailDoc, MailboxDoc } from '../adapters/repositories.js';
import { classify } from '../domain/classify.js';
import { emailKey, threadKey } from '../domain/message-key.js';
import type { ThreadMessage } from '../domain/thread.js';
import type { Envelope } from '../providers/port.js';

/** One message as read from the server, ready to become a record. */
export interface IncomingMessage {
  parsed: ParsedMessage;
  /** What the key hashes when there is no Message-ID: the raw message, or its header block. */
  keyBytes: Buffer;
  uid: number;
  /** Set when the content could not be read (too large, broken MIME). */
  unreadable?: string;
}

/**
 * The record of a new message: `no_reply_needed` with the reason when it must never be answered
 * automatically (or could not be read), else `pending`. `backlog` marks mail found on the first
 * connect, which is shown but never answered automatically.
 */
export function buildEmail(
  msg: IncomingMessage,
  mailbox: MailboxDoc,
  backlog: boolean,
  now: string,
): EmailDoc {
  const p = msg.parsed;
  const _id = emailKey(mailbox._id, p.message_id, msg.keyBytes);
  const reason = classify(p, mailbox.email_address)?.reason ?? msg.unreadable ?? '';
  return {
    _id,
    org_id: mailbox.org_id,
    mailbox_id: mailbox._id,
    message_id: p.message_id,
    uid: msg.uid,
    in_reply_to: p.in_reply_to,
    references: p.references,
    thread_key: threadKey(p, _id),
    from_address: p.from_address,
    from_name: p.from_name,
    reply_to: p.reply_to,
    to: p.to,
    subject: p.subject,
    body: p.body,
    quoted: p.quoted,
    body_html: p.html,
    received_at: p.date,
    created_at: now,
    status: reason ? 'no_reply_needed' : 'pending',
    reason,
    backlog,
    reply_mode: mailbox.reply_mode,
    reply_body: '',
    sources: [],
  };
}

/** Keeps an event under Kafka's default 1 MB message limit whatever the script. */
const EVENT_TEXT_BYTES = 700_000;

/**
 * `mail.received`, recorded with the insert; reply-generation acts on needs_reply. `thread`: the
 * conversation's earlier messages (bounded by domain/thread.ts, well inside the event's budget).
 */
export function receivedEvent(doc: EmailDoc, thread: ThreadMessage[] = []): OutboxEvent {
  const body = clipBytes(doc.body, EVENT_TEXT_BYTES);
  const html = clipBytes(doc.body_html, EVENT_TEXT_BYTES - Buffer.byteLength(body));
  return {
    topic: 'mail.received',
    event: {
      event_id: `mail.received:${doc._id}`,
      org_id: doc.org_id,
      occurred_at: doc.created_at,
      email_id: doc._id,
      mailbox_id: doc.mailbox_id,
      reply_mode: doc.reply_mode,
      needs_reply: doc.status === 'pending' && !doc.backlog && doc.reply_mode !== 'none',
      from_address: doc.from_address,
      subject: doc.subject,
      body,
      body_html: html,
      thread,
    },
  };
}

/** What the server's envelope says, for a message whose content could not be parsed. */
export function parsedFromEnvelope(envelope: Envelope | undefined): ParsedMessage {
  const from = envelope?.from?.find((a) => a.address);
  const date = envelope?.date ? new Date(envelope.date) : undefined;
  return {
    message_id: clip(envelope?.messageId ?? '', LIMITS.address),
    in_reply_to: clip(envelope?.inReplyTo ?? '', LIMITS.address),
    references: [],
    from_address: clip(from?.address ?? '', LIMITS.address),
    from_name: clip(from?.name ?? '', LIMITS.name),
    reply_to: clip(envelope?.replyTo?.find((a) => a.address)?.address ?? '', LIMITS.address),
    to: (envelope?.to ?? [])
      .map((a) => clip(a.address ?? '', LIMITS.address))
      .filter(Boolean)
      .slice(0, LIMITS.addresses),
    subject: clip(envelope?.subject ?? '', LIMITS.subject),
    body: '',
    quoted: '',
    html: '',
    date: date && !Number.isNaN(date.getTime()) ? date.toISOString() : '',
    headers: {},
  };
}

function clipBytes(s: string, maxBytes: number): string {
  if (maxBytes <= 0) return '';
  if (Buffer.byteLength(s) <= maxBytes) return s;
  // Cut on a character boundary: decode the prefix and drop a split last character.
  return Buffer.from(s)
    .subarray(0, maxBytes)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
}
