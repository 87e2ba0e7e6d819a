import { hkdfSync } from 'node:crypto';
import {
  newId,
  persistentSecret,
  runService,
  systemClock,
  type RunningService,
  type ServiceBase,
  type ServiceBinding,
  type SharedAdapters,
  type Stopper,
} from '@winzmail/platform';
import type { Subscription } from '@winzmail/platform/bus';
import { replyGenerationClient } from './adapters/reply-client.js';
import { openRepos, type MailRepos } from './adapters/repositories.js';
import type { MailConfig } from './config.js';
import { netPolicyOf } from './adapters/endpoint.js';
import { SecretBox } from './domain/secret-box.js';
import { EmailStats } from './outbound/email-stats.js';
import { Emails } from './outbound/emails.js';
import { subscribeEvents } from './events.js';
import { Mailboxes } from './accounts/mailboxes.js';
import { OrgErasure } from './accounts/org-erasure.js';
import { exportOrg } from './accounts/org-export.js';
import { Outbound } from './outbound/outbound.js';
import { Ownership } from './inbound/ownership.js';
import { Leases } from './adapters/leases.js';
import { hostname } from 'node:os';
import { ImapAppender } from './adapters/imap-appender.js';
import { mailRpc } from './rpc.js';
import { MailboxSync } from './inbound/sync.js';
import { Watchers } from './inbound/watchers.js';
import { googleSettingsOf } from './adapters/google.js';
import { GmailAuth } from './accounts/gmail-auth.js';
import { GmailPush } from './inbound/gmail-push.js';
import type { ApiProviderDeps } from './providers/api.js';
import { gmailProvider } from './providers/gmail.js';
import { ImapProvider } from './providers/imap.js';
import { microsoftSettingsOf } from './adapters/microsoft.js';
import { OutlookAuth } from './accounts/outlook-auth.js';
import { outlookProvider } from './providers/outlook.js';
import type { Providers } from './providers/registry.js';
import { Replays } from './replay/replays.js';
import { Outcomes } from './outcomes/outcomes.js';

export const SERVICE = 'mail-sync';

/** The service as wired, for start() — and for tests that also hold its store. */
export interface WiredMailSync {
  bindings: ServiceBinding[];
  consumers: Subscription[];
  onStop: Stopper[];
  repos: MailRepos;
  /** The secrets key's box (a test's second replica shares it, as replicas do). */
  box: SecretBox;
  mailboxes: Mailboxes;
  emails: Emails;
  outbound: Outbound;
  watchers: Watchers;
  /** Which mailboxes this replica watches. */
  ownership: Ownership;
  replays: Replays;
}

/**
 * Wires the store, the secret box, the mail servers' policy and reply-generation's client; starts
 * the mailbox watchers and the reply.generated consumer. The caller serves the bindings.
 */
export async function wire(config: MailConfig, base: ServiceBase): Promise<WiredMailSync> {
  const { logger, store, bus, outbox, dataDir } = base;
  const repos = await openRepos(store);
  outbox.watch(repos.emails);
  const secretsKey = await persistentSecret(
    config.SECRETS_ENCRYPTION_KEY,
    dataDir,
    'mail-secret-key',
    SecretBox.generateKey,
  );
  const box = new SecretBox(secretsKey);
  // The OAuth state's signing key: derived, so every replica with the secrets key has it.
  const stateKey = Buffer.from(
    hkdfSync('sha256', Buffer.from(secretsKey, 'base64'), '', 'winzmail oauth state', 32),
  );
  const policy = netPolicyOf(config);
  const replyClient = replyGenerationClient(config.REPLY_GENERATION_ADDR);
  // The watchers learn of a settings change through this hook; they are built after Mailboxes.
  const changed: { refresh?: (orgId: string) => Promise<void> } = {};
  // Whether replay's evidence lets auto-send be chosen; Replays is built after the providers.
  const gate: { refusal?: (orgId: string, mailboxId: string) => Promise<string> } = {};
  const mailboxes = new Mailboxes({
    repos,
    box,
    policy,
    logger,
    onChanged: async (orgId) => changed.refresh?.(orgId),
    autoSendRefusal: async (orgId, mailboxId) => (await gate.refusal?.(orgId, mailboxId)) ?? '',
  });
  const appender = new ImapAppender(policy);
  // IMAP always; Gmail and Outlook each when its OAuth client is configured (added below).
  const providers: Providers = {
    imap: new ImapProvider({
      credentials: (mailbox) => mailboxes.credentials(mailbox),
      policy,
      appender,
      maxMessageBytes: config.MAIL_MAX_MESSAGE_BYTES,
      pollIntervalMs: config.MAIL_POLL_INTERVAL_MS,
    }),
  };
  const sync = new MailboxSync({
    repos,
    outbox,
    providers,
    backlogDays: config.MAIL_BACKLOG_DAYS,
    logger,
  });
  const watchers = new Watchers({ repos, sync, providers, logger });
  const ownership = new Ownership({
    leases: new Leases(
      repos,
      `${hostname()}-${process.pid}-${newId().slice(0, 8)}`,
      config.MAIL_LEASE_MS,
    ),
    repos,
    watchers,
    leaseMs: config.MAIL_LEASE_MS,
    logger,
  });
  const outcomes = new Outcomes({ repos, mailboxes, logger, now: systemClock });
  const replays = new Replays({
    repos,
    providers,
    replies: replyClient.call,
    logger,
    threads: config.REPLAY_THREADS,
    windowDays: config.REPLAY_WINDOW_DAYS,
    recomputeDelayMs: config.REPLAY_RECOMPUTE_DELAY_MS,
    outcomes,
  });
  changed.refresh = async (orgId) => {
    await ownership.refresh(orgId);
    // A mailbox connected or moved: its history is replayed (it only reads).
    await replays
      .onMailboxChanged(orgId)
      .catch((err: unknown) => logger.warn({ err, orgId }, 'the replay did not start'));
  };
  gate.refusal = (orgId, mailboxId) => replays.autoSendRefusal(orgId, mailboxId);
  const outbound = new Outbound({ repos, outbox, providers, logger, outcomes });
  const emails = new Emails({
    repos,
    outbox,
    mailboxes,
    outbound,
    replies: replyClient.call,
    outcomes,
    logger,
    autoRepliesPerThreadDay: config.MAIL_AUTO_REPLIES_PER_THREAD_DAY,
  });
  const apiProviderDeps: ApiProviderDeps = {
    grants: mailboxes.grants,
    maxBytes: config.MAIL_MAX_MESSAGE_BYTES,
    pollIntervalMs: config.MAIL_API_POLL_INTERVAL_MS,
    logger,
  };
  const google = googleSettingsOf(config);
  let gmail: { connect: GmailAuth; push: GmailPush } | undefined;
  if (google) {
    providers.gmail = gmailProvider(google, apiProviderDeps);
    const push = new GmailPush({
      settings: google,
      repos,
      grants: mailboxes.grants,
      onChange: (mailbox) => ownership.checkNow(mailbox.org_id),
      logger,
    });
    const connect = new GmailAuth({
      settings: google,
      repos,
      box,
      stateKey,
      mailboxes,
      ttlSeconds: config.OAUTH_PENDING_TTL_S,
      logger,
      onConnected: (mailbox) => push.watch(mailbox),
    });
    gmail = { connect, push };
  }
  const microsoft = microsoftSettingsOf(config);
  let outlook: OutlookAuth | undefined;
  if (microsoft) {
    providers.outlook = outlookProvider(microsoft, apiProviderDeps);
    outlook = new OutlookAuth({ settings: microsoft, repos, box, mailboxes, logger });
  }
  const erasure = new OrgErasure({
    repos,
    stopWatching: (orgId) => watchers.drop(orgId),
    stopReplay: async (orgId) => replays.forget(orgId),
    logger,
  });
  const consumers = await subscribeEvents(
    bus,
    emails,
    replays,
    { repos, mailboxes, outcomes },
    erasure,
  );
  await ownership.start();
  const stats = new EmailStats(repos, mailboxes);
  return {
    bindings: [
      mailRpc({
        mailboxes,
        emails,
        stats,
        checker: ownership,
        replays,
        outcomes,
        gmail,
        outlook,
        exportOrg: (orgId) => exportOrg(repos, orgId),
      }),
    ],
    consumers,
    onStop: [
      async () => outlook?.stop(),
      () => ownership.stop(),
      () => replays.stop(),
      () => appender.stop(),
      async () => replyClient.close(),
    ],
    repos,
    box,
    mailboxes,
    emails,
    outbound,
    watchers,
    ownership,
    replays,
  };
}

export function start(config: MailConfig, shared: SharedAdapters = {}): Promise<RunningService> {
  return runService(SERVICE, config, shared, (base) => wire(config, base));
}
