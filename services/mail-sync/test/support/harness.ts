import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { Writable } from 'node:stream';
import { join } from 'node:path';
import {
  busFromConfig,
  createLogger,
  createServiceClient,
  serviceDataDir,
  startGrpcServer,
  stopAll,
  storeFromConfig,
  type ServiceClient,
} from '@winzmail/platform';
import type { EventBus } from '@winzmail/platform/bus';
import { Outbox } from '@winzmail/platform/outbox';
import { services, type EventMap, type replyGeneration } from '@winzmail/proto';
import {
  createMailUser,
  emailConfigFor,
  MAIL_TEST_ENV,
  type MailServer,
  type MailUser,
} from '@winzmail/testing/mail-server';
import { TEST_ENV } from '@winzmail/testing/product';
import type { EmailDoc, MailboxDoc } from '../../src/adapters/repositories.js';
import type { ReplyMode } from '../../src/domain/types.js';
import { loadMailConfig, SERVICE, wire, type WiredMailSync } from '../../src/index.js';

type Definition = ReturnType<typeof services.mailSync>['service'];
export type MailCall = ServiceClient<Definition>['call'];

/**
 * mail-sync as start() wires it (wire()), served over real gRPC, with the test holding the same
 * store: a test can put an email in as the sync would have stored it, and read what the flow
 * wrote. Mail goes through the real GreenMail server.
 */
export interface MailHarness {
  call: MailCall;
  bus: EventBus;
  wired: WiredMailSync;
  dataDir: string;
  dispose(): Promise<void>;
}

/** `log`, when given, receives every log line (at debug level) instead of stdout. */
export async function startMailHarness(
  env: Record<string, string> = {},
  log?: string[],
): Promise<MailHarness> {
  const dir = await mkdtemp(join(tmpdir(), 'winzmail-mail-sync-'));
  const config = loadMailConfig({
    ...process.env,
    ...TEST_ENV,
    ...MAIL_TEST_ENV,
    DATA_DIR: dir,
    GRPC_HOST: '127.0.0.1',
    GRPC_PORT: '0',
    // A relay pass right after each write; the fallback scan rarely matters here.
    OUTBOX_POLL_MS: '200',
    ...env,
  });
  const logger = log
    ? createLogger({
        service: 'test',
        level: 'debug',
        destination: new Writable({
          write(chunk: Buffer, _enc, done) {
            log.push(chunk.toString());
            done();
          },
        }),
      })
    : createLogger({ service: 'test', level: config.LOG_LEVEL });
  const store = await storeFromConfig(config, SERVICE);
  const bus = await busFromConfig(config, 'test', logger);
  const outbox = new Outbox(bus, logger, {
    pollMs: config.OUTBOX_POLL_MS,
    retryBaseMs: config.BUS_RETRY_BASE_MS,
  });
  const wired = await wire(config, {
    logger,
    store,
    bus,
    outbox,
    dataDir: serviceDataDir(config, SERVICE),
  });
  outbox.start();
  const server = await startGrpcServer({
    name: SERVICE,
    host: '127.0.0.1',
    port: 0,
    services: wired.bindings,
    logger,
  });
  const client = createServiceClient(services.mailSync(), {
    address: server.address,
    deadlineMs: 30_000,
  });
  return {
    call: client.call,
    bus,
    wired,
    dataDir: dir,
    dispose: () =>
      stopAll([
        ...wired.consumers.map((c) => () => c.stop()),
        async () => client.close(),
        () => server.stop(),
        () => outbox.stop(),
        ...wired.onStop,
        () => bus.close(),
        () => store.close(),
        () => rm(dir, { recursive: true, force: true }),
      ]),
  };
}

/** The Email configuration form for a GreenMail user (plain IMAP and SMTP on loopback). */
export const settingsFor = (server: MailServer, user: MailUser, replyMode: ReplyMode = 'auto') => ({
  ...emailConfigFor(server, user, replyMode),
  provider: 'imap',
});

/** An organisation with its own GreenMail mailbox, saved through SetEmailConfig. */
export async function orgWithMailbox(
  h: MailHarness,
  server: MailServer,
  replyMode: ReplyMode,
): Promise<{ orgId: string; user: MailUser; mailbox: MailboxDoc }> {
  const orgId = randomUUID();
  const user = await createMailUser(server, 'support');
  await h.call.SetEmailConfig({ org_id: orgId, config: settingsFor(server, user, replyMode) });
  const mailbox = await h.wired.mailboxes.find(orgId);
  if (!mailbox) throw new Error('the mailbox was not stored');
  return { orgId, user, mailbox };
}

/** A message as the sync stores it: pending, not backlog, in the mailbox's mode. */
export async function storedEmail(
  h: MailHarness,
  mailbox: MailboxDoc,
  from: string,
  fields: Partial<EmailDoc> = {},
): Promise<EmailDoc> {
  const id = randomUUID();
  const messageId = `<${id}@customer.test>`;
  const now = new Date().toISOString();
  const doc: EmailDoc = {
    _id: id,
    org_id: mailbox.org_id,
    mailbox_id: mailbox._id,
    message_id: messageId,
    uid: 0,
    in_reply_to: '<root@customer.test>',
    references: ['<root@customer.test>'],
    thread_key: `<thread-${id}@customer.test>`,
    from_address: from,
    from_name: 'Sam Lee',
    reply_to: '',
    to: [mailbox.email_address],
    subject: 'Opening hours',
    body: 'When do you open on Saturdays?',
    quoted: '',
    body_html: '',
    received_at: now,
    created_at: now,
    status: 'pending',
    reason: '',
    backlog: false,
    reply_mode: mailbox.reply_mode,
    reply_body: '',
    sources: [],
    ...fields,
  };
  await h.wired.repos.emails.insertOne(doc);
  return doc;
}

/** An email reply as reply-generation publishes it: without citation markers. */
export const REPLY_TEXT = 'We open at nine on Saturdays.\n\nBest regards';

/** reply.generated as reply-generation publishes it: grounded and screened unless told. */
export function generatedEvent(
  email: Pick<EmailDoc, '_id' | 'org_id'>,
  verdicts: Partial<replyGeneration.GeneratedText__Output> = {},
): EventMap['reply.generated'] {
  const text = verdicts.text ?? REPLY_TEXT;
  return {
    event_id: randomUUID(),
    org_id: email.org_id,
    occurred_at: new Date().toISOString(),
    email_id: email._id,
    generated: {
      text,
      sources: [
        {
          document_id: 'doc-1',
          filename: 'hours.txt',
          heading: 'Opening hours',
          source_url: '',
          chunk_id: 'chunk-1',
          number: 1,
          text: 'On Saturdays the shop opens at nine.',
          score: 1,
        },
      ],
      model: 'grounded-composer',
      grounded: true,
      abstained: false,
      screening: { passed: true, flags: [] },
      language: 'en',
      sender_language: 'en',
      language_note: '',
      usage: { prompt_tokens: 0, completion_tokens: 0 },
      relevance: '',
      units_left: [],
      cost_micros: 0,
      budget_exceeded: false,
      ...verdicts,
    },
    model_ms: 3,
  };
}
