/**
 * The reply to one received email, as headers and text (pure: the caller composes the MIME and
 * sends it). Threaded so mail programs show it in the conversation; marked as automatic (RFC 3834)
 * only when no person sent it.
 */

/** What the reply needs to know about the message it answers. */
export interface ReplyContext {
  /** The Message-ID header of the received message ('' when it had none). */
  message_id: string;
  references: string[];
  subject: string;
  from_address: string;
  reply_to: string;
}

/** A composed reply: what the SMTP adapter turns into RFC 822 bytes. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  messageId: string;
  /** '' when the received message had no Message-ID. */
  inReplyTo: string;
  references: string[];
  text: string;
  /** Extra headers (Auto-Submitted for automatic replies). */
  headers: Record<string, string>;
}

export interface ReplySettings {
  /** The mailbox's own address (From, and the Message-ID's domain). */
  mailboxAddress: string;
  text: string;
  /** Sent without a person: RFC 3834's Auto-Submitted, and a request to suppress auto-answers. */
  automatic: boolean;
  /** A fresh unique token for the Message-ID's left part. */
  uniqueId: string;
}

/** References kept: the first (the thread's root) and the most recent ones. */
export const MAX_REFERENCES = 20;

/** Reply prefixes of common mail programs and languages (Re, German Aw, Nordic Sv, Dutch Antw …). */
const REPLY_PREFIX =
  /^\s*(re|aw|sv|vs|antw|odp|rif|res|ref|réf|ynt|atb|vá|回复|答复|回覆|返信)(\s*\[\d+\])?\s*[:：]/iu;

/** Header values never carry line breaks: a CR or LF would start a header of the sender's choosing. */
export const headerSafe = (value: string): string => value.replace(/[\r\n]+/g, ' ').trim();

export function replySubject(subject: string): string {
  const clean = headerSafe(subject);
  if (REPLY_PREFIX.test(clean)) return clean;
  return clean ? `Re: ${clean}` : 'Re:';
}

/** The thread's references with the answered message last, bounded, without duplicates. */
export function replyReferences(references: string[], messageId: string): string[] {
  const all = [...references, messageId].map(headerSafe).filter((r) => r !== '');
  const unique = all.filter((r, i) => all.indexOf(r) === i);
  if (unique.length <= MAX_REFERENCES) return unique;
  // RFC 5322 §3.6.4: keep the first (the thread's root) and the latest ones.
  return [unique[0]!, ...unique.slice(unique.length - (MAX_REFERENCES - 1))];
}

/** The domain of an address, reduced to what a Message-ID's right part may hold. */
function messageIdDomain(address: string): string {
  const domain = (address.split('@').pop() ?? '').toLowerCase().replace(/[^a-z0-9.-]/g, '');
  return domain || 'winzmail.invalid';
}

export function buildReply(original: ReplyContext, settings: ReplySettings): OutgoingMail {
  const headers: Record<string, string> = {};
  if (settings.automatic) {
    headers['Auto-Submitted'] = 'auto-replied';
    // Exchange and Outlook send no out-of-office answer to this (one less loop to guard).
    headers['X-Auto-Response-Suppress'] = 'All';
  }
  const token = settings.uniqueId.replace(/[^A-Za-z0-9.-]/g, '');
  return {
    from: headerSafe(settings.mailboxAddress),
    to: headerSafe(original.reply_to || original.from_address),
    subject: replySubject(original.subject),
    messageId: `<${token}@${messageIdDomain(settings.mailboxAddress)}>`,
    inReplyTo: headerSafe(original.message_id),
    references: replyReferences(original.references, original.message_id),
    text: settings.text,
    headers,
  };
}
