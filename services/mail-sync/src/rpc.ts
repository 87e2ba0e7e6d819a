import { AppError, bindService, invalid, type ServiceBinding } from '@winzmail/platform';
import { sendParts, type ExportPart } from '@winzmail/platform/export';
import { services, type mailSync } from '@winzmail/proto';
import type { EmailStats } from './outbound/email-stats.js';
import type { Emails } from './outbound/emails.js';
import type { Mailboxes } from './accounts/mailboxes.js';
import type { Outcomes } from './outcomes/outcomes.js';
import type { Replays } from './replay/replays.js';
import { GrantError } from './providers/port.js';

/** What FetchRecentEmails needs of the watchers: check one organisation's mailbox now. */
export interface MailChecker {
  /** The number of new messages the check stored. */
  checkNow(orgId: string): Promise<number>;
}

/** Connecting Gmail: Google's consent page, and the code it sends back. */
export interface GmailConnect {
  initiate(orgId: string, email: string, redirectUri: string): Promise<{ auth_url: string }>;
  complete(
    code: string,
    state: string,
    redirectUri: string,
    error: string,
  ): Promise<{ org_id: string; email_address: string }>;
}

/** Gmail's Pub/Sub push: verified, then the mailbox is checked now. */
export interface GmailPushHandler {
  handle(authorization: string, data: string): Promise<void>;
}

/** Connecting Outlook by device code (the mailbox the AI answers, or the plugin's account). */
export interface OutlookConnect {
  start(orgId: string): Promise<mailSync.DeviceCodeSession>;
  complete(orgId: string, deviceCode: string, type: string): Promise<{ email_address: string }>;
}

const notSetUp = (what: string, key: string): never => {
  throw new AppError('FAILED_PRECONDITION', `${what} is not set up on this server (${key}).`);
};

/** Every call acts for one organisation, named by the gateway from the verified token. */
const org = (orgId: string): string => {
  if (!orgId.trim()) throw invalid('org_id is required.', { org_id: 'Required.' });
  return orgId;
};

/** gRPC handlers: request → use case → response; AppErrors become their status in the platform. */
export function mailRpc(deps: {
  mailboxes: Mailboxes;
  emails: Emails;
  stats: EmailStats;
  checker: MailChecker;
  replays: Replays;
  outcomes: Outcomes;
  /** Present when the server has a Google OAuth client. */
  gmail?: { connect: GmailConnect; push: GmailPushHandler };
  /** Present when the server has a Microsoft client id. */
  outlook?: OutlookConnect;
  /** The organisation's part of the data export (accounts/org-export.ts). */
  exportOrg: (orgId: string) => AsyncIterable<ExportPart>;
}): ServiceBinding {
  const { mailboxes, emails, stats, checker, replays, outcomes, gmail, outlook } = deps;
  const google = () => gmail ?? notSetUp('Gmail', 'GOOGLE_CLIENT_ID');
  const microsoft = () => outlook ?? notSetUp('Outlook', 'MICROSOFT_CLIENT_ID');
  return bindService(
    services.mailSync().service,
    {
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
      InitiateGmail: async (req) =>
        google().connect.initiate(org(req.org_id), req.email, req.redirect_uri),
      CompleteGmail: async (req) =>
        google().connect.complete(req.code, req.state, req.redirect_uri, req.error),
      GmailPush: async (req) => {
        await google().push.handle(req.authorization, req.data);
        return {};
      },
      StartOutlookDeviceAuth: async (req) => microsoft().start(org(req.org_id)),
      CompleteOutlookDeviceAuth: async (req) =>
        microsoft().complete(org(req.org_id), req.device_code, req.type),
      GetMailProviders: async () => ({ gmail: !!gmail, outlook: !!outlook }),
      SetReplyMode: async (req) => mailboxes.setReplyMode(org(req.org_id), req.reply_mode),
      GetOutlookEmailConfig: async (req) => mailboxes.pluginAccount(org(req.org_id)),
      FetchRecentEmails: async (req) => {
        await mailboxes.get(org(req.org_id)); // NOT_FOUND without a mailbox
        try {
          return { fetched: await checker.checkNow(req.org_id) };
        } catch (err) {
          // A refused grant is the mailbox's state, said in words, not a server fault.
          if (err instanceof GrantError) throw new AppError('FAILED_PRECONDITION', err.message);
          throw err;
        }
      },
      ListIncoming: async (req) => emails.list(org(req.org_id), req),
      Reply: async (req) => emails.reply(org(req.org_id), req.email_id, req.reply_text),
      GetEmailStats: async (req) => stats.stats(org(req.org_id), req.utc_offset_minutes),
      StartReplay: async (req) => replays.start(org(req.org_id), 'staff'),
      GetReplay: async (req) => replays.get({ ...req, org_id: org(req.org_id) }),
      SetReplayMinimum: async (req) => replays.setMinimum(org(req.org_id), req.min_agreement),
      GetOutcomes: async (req) => outcomes.report(org(req.org_id), req.weeks),
    },
    {},
    {
      ExportOrg: async (req, send, ctx) =>
        sendParts(send, deps.exportOrg(org(req.org_id)), ctx.signal),
    },
  );
}
