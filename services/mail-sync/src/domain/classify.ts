/**
 * Mail that must never be answered automatically (RFC 3834 and common practice): automated,
 * bulk and list mail, delivery reports, no-reply senders and the mailbox's own messages. An
 * answer to any of these is at best noise and at worst a mail loop.
 */
export interface ClassifyInput {
  from_address: string;
  /** Lower-case header name → first value, unfolded (see CLASSIFY_HEADERS in adapters/mime). */
  headers: Record<string, string>;
}

export interface NoReplyVerdict {
  /** A short text shown in the Inbox. */
  reason: string;
}

const DAEMON = /^(mailer[-_.]?daemon|postmaster)$/i;
const NO_REPLY = /(^|[-_.+])(no[-_.]?reply|do[-_.]?not[-_.]?reply)([-_.+]|$)/i;
const SUPPRESS = /(^|[\s,])(all|oof|autoreply)([\s,]|$)/i;

/** Why `mail` needs no reply, or null when it may be answered. */
export function classify(mail: ClassifyInput, ownAddress: string): NoReplyVerdict | null {
  const h = mail.headers;
  const from = mail.from_address.trim().toLowerCase();
  if (!from) return { reason: 'no sender address' };
  if (from === ownAddress.trim().toLowerCase()) return { reason: 'sent from this mailbox' };

  const autoSubmitted = token(h['auto-submitted']);
  if (autoSubmitted !== undefined && autoSubmitted !== 'no')
    return { reason: `automated message (Auto-Submitted: ${autoSubmitted || 'empty'})` };
  if (h['x-autoreply'] !== undefined) return { reason: 'automated message (X-Autoreply)' };
  if (h['x-autorespond'] !== undefined) return { reason: 'automated message (X-Autorespond)' };
  const suppress = h['x-auto-response-suppress'];
  if (suppress !== undefined && SUPPRESS.test(suppress))
    return { reason: `asks for no automatic reply (X-Auto-Response-Suppress: ${suppress})` };

  const precedence = token(h.precedence);
  if (precedence === 'bulk' || precedence === 'junk')
    return { reason: `bulk mail (Precedence: ${precedence})` };
  if (precedence === 'list') return { reason: 'mailing list (Precedence: list)' };
  if (h['list-id'] !== undefined) return { reason: 'mailing list (List-Id)' };
  if (h['list-unsubscribe'] !== undefined)
    return { reason: 'mailing list or newsletter (List-Unsubscribe)' };
  if (h['list-post'] !== undefined) return { reason: 'mailing list (List-Post)' };

  if (h['return-path'] !== undefined && /^<\s*>$/.test(h['return-path'].trim()))
    return { reason: 'delivery report (empty Return-Path)' };
  if (token(h['content-type']) === 'multipart/report')
    return { reason: 'delivery report (multipart/report)' };

  const local = from.slice(0, Math.max(0, from.lastIndexOf('@')));
  const daemon = DAEMON.exec(local);
  if (daemon) return { reason: `delivery report (${daemon[1]!.toLowerCase()})` };
  if (NO_REPLY.test(local)) return { reason: `no-reply sender (${local})` };
  return null;
}

/** The value before any parameters, lower-case ('' when empty, undefined when absent). */
function token(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return (value.split(';')[0] ?? '').trim().toLowerCase();
}
