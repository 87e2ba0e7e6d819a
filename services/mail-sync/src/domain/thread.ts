/**
 * A conversation's earlier messages as reply-generation reads them: the customer's messages and
 * the replies sent to them (automatically or by staff), oldest first. Context only — the
 * question is always the new message's own text — so the last few, each clipped, suffice.
 */

/** Earlier messages passed on, and how much of each. */
export const THREAD_MESSAGES = 8;
export const THREAD_MESSAGE_CHARS = 2000;

/** One earlier message (proto ThreadMessage). */
export interface ThreadMessage {
  from_us: boolean;
  from_address: string;
  subject: string;
  body: string;
  at: string;
}

/** What the thread needs of a stored email. */
export interface ThreadEmail {
  _id: string;
  from_address: string;
  subject: string;
  body: string;
  created_at: string;
  received_at: string;
  status: string;
  reply_body: string;
  sent?: { at: string };
}

/**
 * The thread before `current` (its own id is left out), oldest first. The mailbox's own messages
 * (a copy of our reply seen in INBOX) are left out: the reply is already there as what was sent.
 */
export function threadMessages(
  emails: readonly ThreadEmail[],
  currentId: string,
  ownAddress: string,
): ThreadMessage[] {
  const own = ownAddress.trim().toLowerCase();
  const ordered = emails
    .filter((e) => e._id !== currentId && e.from_address.trim().toLowerCase() !== own)
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  const out: ThreadMessage[] = [];
  for (const e of ordered) {
    out.push({
      from_us: false,
      from_address: e.from_address,
      subject: e.subject,
      body: e.body.slice(0, THREAD_MESSAGE_CHARS),
      at: e.received_at || e.created_at,
    });
    if (e.status === 'replied' && e.sent && e.reply_body)
      out.push({
        from_us: true,
        from_address: own,
        subject: e.subject,
        body: e.reply_body.slice(0, THREAD_MESSAGE_CHARS),
        at: e.sent.at,
      });
  }
  return out.slice(-THREAD_MESSAGES);
}
