import { bindService, invalid, type ServiceBinding } from '@winzmail/platform';
import { services } from '@winzmail/proto';
import type { EmailStats } from './email-stats.js';
import type { Emails } from './emails.js';
import type { Mailboxes } from './mailboxes.js';

/** What FetchRecentEmails needs of the watchers: check one organisation's mailbox now. */
export interface MailChecker {
  /** The number of new messages the check stored. */
  checkNow(orgId: string): Promise<number>;
}

/** Every call acts for one organisation, named by the gateway from the verified token. */
const org = (orgId: string): string => {
  if (!orgId.trim()) throw invalid('org_id is required.', { org_id: 'Required.' });
  return orgId;
};

/**
 * gRPC handlers: request → use case → response; AppErrors become their status in the platform.
 * Gmail and Outlook (InitiateGmail, CompleteGmail, the Outlook device code) have no handler yet:
 * gRPC answers UNIMPLEMENTED.
 */
export function mailRpc(deps: {
  mailboxes: Mailboxes;
  emails: Emails;
  stats: EmailStats;
  checker: MailChecker;
}): ServiceBinding {
  const { mailboxes, emails, stats, checker } = deps;
  return bindService(services.mailSync().service, {
    GetEmailConfig: async (req) => mailboxes.get(org(req.org_id)),
    SetEmailConfig: async (req) =>
      mailboxes.set(org(req.org_id), {
        imap_host: req.config?.imap_host ?? '',
        imap_port: req.config?.imap_port ?? 0,
        smtp_host: req.config?.smtp_host ?? '',
        smtp_port: req.config?.smtp_port ?? 0,
        email_address: req.config?.email_address ?? '',
        email_password: req.config?.email_password ?? '',
        reply_mode: req.config?.reply_mode ?? '',
        provider: req.config?.provider ?? '',
      }),
    SetReplyMode: async (req) => mailboxes.setReplyMode(org(req.org_id), req.reply_mode),
    GetOutlookEmailConfig: async (req) => mailboxes.pluginAccount(org(req.org_id)),
    FetchRecentEmails: async (req) => {
      await mailboxes.get(org(req.org_id)); // NOT_FOUND without a mailbox
      return { fetched: await checker.checkNow(req.org_id) };
    },
    ListIncoming: async (req) => emails.list(org(req.org_id), req),
    Reply: async (req) => emails.reply(org(req.org_id), req.email_id, req.reply_text),
    GetEmailStats: async (req) => stats.stats(org(req.org_id), req.utc_offset_minutes),
  });
}
