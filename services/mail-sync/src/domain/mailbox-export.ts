import type { MailboxDoc } from './records.js';

/**
 * A mailbox as the organisation's export carries it: its settings, never its credentials (the
 * sealed password or OAuth grant), sync cursors or watch state. An allow-list: a field added to
 * the record later stays out until it is named here.
 */
export function mailboxForExport(m: MailboxDoc): Record<string, unknown> {
  return {
    id: m._id,
    purpose: m.purpose,
    provider: m.provider,
    email_address: m.email_address,
    imap_host: m.imap_host,
    imap_port: m.imap_port,
    smtp_host: m.smtp_host,
    smtp_port: m.smtp_port,
    reply_mode: m.reply_mode,
    created_at: m.created_at,
    updated_at: m.updated_at,
  };
}
