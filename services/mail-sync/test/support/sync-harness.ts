import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { events } from '@winzmail/proto';
import { createLogger, type Logger } from '@winzmail/platform';
import { openEventBus, type EventBus, type Subscription } from '@winzmail/platform/bus';
import { Outbox } from '@winzmail/platform/outbox';
import { openDocumentStore, type DocumentStore } from '@winzmail/platform/store';
import { MAIL_TEST_ENV, type MailServer, type MailUser } from '@winzmail/testing/mail-server';
import {
  openRepos,
  type EmailDoc,
  type MailboxDoc,
  type MailRepos,
} from '../../src/adapters/repositories.js';
import { netPolicyOf } from '../../src/adapters/endpoint.js';
import { loadMailConfig, type MailConfig } from '../../src/config.js';
import { SecretBox } from '../../src/domain/secret-box.js';
import type { MailCredentials, ReplyMode } from '../../src/domain/types.js';
import { ImapAppender } from '../../src/adapters/imap-appender.js';
import { MailboxSync } from '../../src/inbound/sync.js';
import { Watchers } from '../../src/inbound/watchers.js';
import { ApiProvider } from '../../src/providers/api.js';
import { ImapProvider } from '../../src/providers/imap.js';
import type { ApiMailbox } from '../../src/providers/port.js';
import type { Providers } from '../../src/providers/registry.js';

/**
 * mail-sync's inbound pieces over a real store (embedded, in a fresh directory that a restart
 * reuses), the in-process bus and the outbox relay, against the GreenMail test server.
 */
export interface SyncHarness {
  config: MailConfig;
  repos: MailRepos;
  sync: MailboxSync;
  watchers: Watchers;
  /** Watches every stored mailbox, as a replica holding all the leases does. */
  watchAll(): Promise<void>;
  /** Every mail.received event relayed so far. */
  received: events.MailReceived__Output[];
  credentials: (mailbox: MailboxDoc) => MailCredentials;
  addMailbox(user: MailUser, over?: Partial<MailboxDoc>): Promise<MailboxDoc>;
  /** A password sealed for the mailbox `mailboxId` (what a settings change stores). */
  seal(password: string, mailboxId: string): MailboxDoc['secret'];
  emails(mailbox: MailboxDoc): Promise<EmailDoc[]>;
  /** Stops everything but keeps the data directory (for a restart). */
  stop(): Promise<void>;
  /** Stops and deletes the data directory. */
  dispose(): Promise<void>;
  dataDir: string;
}

const KEY = SecretBox.generateKey();

/** What the harness needs of an API mailbox's provider: the mailbox behind its contract. */
interface ApiOpener {
  open(mailbox: MailboxDoc): ApiMailbox;
}

export async function startSyncHarness(
  server: MailServer,
  env: Record<string, string> = {},
  dataDir?: string,
  /** API mailboxes (a MemoryProvider) behind providers/api.ts, as Gmail's and Graph's are. */
  apiMailboxes: { gmail?: ApiOpener; outlook?: ApiOpener } = {},
): Promise<SyncHarness> {
  const dir = dataDir ?? (await mkdtemp(join(tmpdir(), 'winzmail-mail-sync-')));
  const config = loadMailConfig({
    ...MAIL_TEST_ENV,
    MAIL_POLL_INTERVAL_MS: '60000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    ...env,
    DATA_DIR: dir,
  });
  const logger: Logger = createLogger({ service: 'mail-sync-test', level: config.LOG_LEVEL });
  const store: DocumentStore = await openDocumentStore({ database: 'mail-sync', dataDir: dir });
  const repos = await openRepos(store);
  const bus: EventBus = await openEventBus({
    maxAttempts: 3,
    retryBaseMs: 20,
    partitions: 1,
    clientId: 'mail-sync-test',
    logger,
  });
  const outbox = new Outbox(bus, logger, { pollMs: 200, retryBaseMs: 20 });
  outbox.watch(repos.emails);
  outbox.start();
  const received: events.MailReceived__Output[] = [];
  const subscription: Subscription = await bus.subscribe('mail.received', 'test', (event) => {
    received.push(event);
    return Promise.resolve();
  });
  const box = new SecretBox(KEY);
  const credentials = (m: MailboxDoc): MailCredentials => ({
    imap_host: m.imap_host,
    imap_port: m.imap_port,
    smtp_host: m.smtp_host,
    smtp_port: m.smtp_port,
    email_address: m.email_address,
    reply_mode: m.reply_mode,
    password: box.open(m.secret, m._id),
  });
  const policy = netPolicyOf(config);
  const appender = new ImapAppender(policy);
  const providers: Providers = {
    imap: new ImapProvider({
      credentials,
      policy,
      appender,
      maxMessageBytes: config.MAIL_MAX_MESSAGE_BYTES,
      pollIntervalMs: config.MAIL_POLL_INTERVAL_MS,
    }),
  };
  for (const [name, api] of Object.entries(apiMailboxes))
    providers[name as 'gmail' | 'outlook'] = new ApiProvider(
      (m) => api.open(m),
      config.MAIL_API_POLL_INTERVAL_MS,
    );
  const sync = new MailboxSync({
    repos,
    outbox,
    providers,
    backlogDays: config.MAIL_BACKLOG_DAYS,
    logger,
  });
  const watchers = new Watchers({ repos, sync, providers, logger });
  const stop = async () => {
    await watchers.stop();
    await appender.stop();
    await outbox.stop();
    await subscription.stop();
    await bus.close();
    await store.close();
  };
  return {
    config,
    repos,
    sync,
    watchers,
    watchAll: async () => watchers.reconcile(await repos.mailboxes.find({ purpose: 'auto_reply' })),
    received,
    credentials,
    dataDir: dir,
    seal: (password, mailboxId) => box.seal(password, mailboxId),
    async addMailbox(user, over = {}) {
      const _id = randomUUID();
      const now = new Date().toISOString();
      const mailbox: MailboxDoc = {
        _id,
        org_id: randomUUID(),
        purpose: 'auto_reply',
        provider: 'imap',
        imap_host: server.host,
        imap_port: server.imapPort,
        smtp_host: server.host,
        smtp_port: server.smtpPort,
        email_address: user.email,
        reply_mode: 'auto' satisfies ReplyMode,
        secret: box.seal(user.password, _id),
        revision: 1,
        created_at: now,
        updated_at: now,
        ...over,
      };
      await repos.mailboxes.insertOne(mailbox);
      return mailbox;
    },
    emails: (mailbox) => repos.emails.find({ mailbox_id: mailbox._id }, { sort: { uid: 1 } }),
    stop,
    async dispose() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** How long a test of the harness waits for the watcher, the outbox or the bus to get there. */
export const SYNC_WAIT = { timeoutMs: 15_000 };
