import type { mailSync } from '@winzmail/proto';
import type { z } from 'zod';
import type {
  EmailConfig,
  EmailStats,
  EmailStatus,
  IncomingEmail,
  MailboxState,
} from '../schemas/email.js';
import { replySource } from './prompt.js';

// mail-sync's answers in the REST shapes of schemas/email.ts. mail-sync keeps to the values its
// proto documents; the casts below name them for the schema's enums.

type MailboxView = z.infer<typeof MailboxState>;

/** A mailbox nobody watches yet has no state of its own. */
const NOT_WATCHED: MailboxView = { state: 'stopped', last_sync_at: '', last_error: '' };

export function mailboxView(m: mailSync.MailboxState__Output | null): MailboxView {
  if (!m) return NOT_WATCHED;
  return {
    state: m.state as MailboxView['state'],
    last_sync_at: m.last_sync_at,
    last_error: m.last_error,
  };
}

/** The saved settings without the password (mail-sync never returns it; never pass one on). */
export function emailConfigView(
  config: mailSync.EmailConfig__Output,
  mailbox: mailSync.MailboxState__Output | null,
): z.infer<typeof EmailConfig> {
  return {
    imap_host: config.imap_host,
    imap_port: config.imap_port,
    smtp_host: config.smtp_host,
    smtp_port: config.smtp_port,
    email_address: config.email_address,
    reply_mode: config.reply_mode as z.infer<typeof EmailConfig>['reply_mode'],
    provider: config.provider as z.infer<typeof EmailConfig>['provider'],
    mailbox: mailboxView(mailbox),
  };
}

export function incomingEmailView(
  e: mailSync.IncomingEmail__Output,
): z.infer<typeof IncomingEmail> {
  return {
    id: e.id,
    from_address: e.from_address,
    subject: e.subject,
    body: e.body,
    reply_body: e.reply_body,
    created_at: e.created_at,
    status: e.status as z.infer<typeof EmailStatus>,
    from_name: e.from_name,
    received_at: e.received_at,
    body_html: e.body_html,
    quoted: e.quoted,
    reason: e.reason,
    sources: e.sources.map(replySource),
    origin: e.origin === 'widget_handoff' ? 'widget_handoff' : '',
  };
}

export function emailStatsView(s: mailSync.EmailStats__Output): z.infer<typeof EmailStats> {
  return {
    total: s.total,
    pending: s.pending,
    drafted: s.drafted,
    replied: s.replied,
    no_reply_needed: s.no_reply_needed,
    week: s.week.map((d) => ({ date: d.date, received: d.received, replied: d.replied })),
    ai_sent: s.ai_sent,
    ai_sent_unedited: s.ai_sent_unedited,
    ai_kept_permille_sum: s.ai_kept_permille_sum,
    ...(s.mailbox ? { mailbox: mailboxView(s.mailbox) } : {}),
  };
}
