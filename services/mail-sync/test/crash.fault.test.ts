import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from '@jest/globals';
import { commonSchema, createLogger, loadConfig, storeFromConfig } from '@winzmail/platform';
import { openEventBus, type EventBus } from '@winzmail/platform/bus';
import {
  describeUnlessWaived,
  describeWithServer,
  env,
  eventually,
  uniqueName,
} from '@winzmail/testing';
import {
  createMailUser,
  deliver,
  mailServer,
  readFolder,
  type MailUser,
} from '@winzmail/testing/mail-server';
import { TEST_ENV } from '@winzmail/testing/product';
import { openRepos } from '../src/adapters/repositories.js';
import { INTERRUPTED_REASON, STALE_CLAIM_MS } from '../src/domain/send-claim.js';
import { SERVICE } from '../src/start.js';
import {
  showingOutput,
  startChildMailSync,
  type ChildMailSync,
} from './support/child-mail-sync.js';
import { generatedEvent, settingsFor, type MailCall } from './support/harness.js';
import { startHoldingProxy, type HoldPoint } from './support/holding-proxy.js';

/**
 * Fault: mail-sync is killed (-9) after it claimed an automatic reply's send and before SMTP
 * finished — held there by a proxy in front of GreenMail's SMTP, either before the server saw the
 * message or after it accepted it. Another mail-sync starts on the same data; Kafka redelivers
 * the uncommitted reply.generated. The customer never gets two replies: the claim survives the
 * crash, so nothing sends again; the email waits (Send: "being sent"), and once the claim is
 * STALE_CLAIM_MS old the Inbox asks staff to check Sent (docs/sending.md, "Exactly once").
 * Runs in the jest project "fault" (serially): it needs the shared Kafka for ~1 minute a case.
 */
const server = mailServer();
const logger = createLogger({ service: 'crash-fault', level: process.env.LOG_LEVEL ?? 'silent' });

const within = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms).unref(),
    ),
  ]);

describeWithServer(['KAFKA_BROKERS', 'MONGODB_URL'], 'mail-sync killed mid-send', () => {
  describeUnlessWaived(server !== null, '', 'on GreenMail', () => {
    const mail = server!;
    const dirs: string[] = [];
    afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

    it.each<[HoldPoint, 'embedded' | 'mongodb', number]>([
      ['data-command', 'embedded', 0],
      ['server-acceptance', 'embedded', 1],
      ['data-command', 'mongodb', 0],
      ['server-acceptance', 'mongodb', 1],
    ])(
      'killed while SMTP is held at %s (%s store): %i replies, never two',
      async (point, store, expectedReplies) => {
        const dataDir = await mkdtemp(join(tmpdir(), 'winzmail-crash-'));
        dirs.push(dataDir);
        // Topics, groups and a database of its own: each case starts from nothing.
        const run = uniqueName('crash');
        const bus = await openEventBus({
          kafkaBrokers: env('KAFKA_BROKERS'),
          partitions: 3,
          maxAttempts: 5,
          retryBaseMs: 100,
          clientId: 'crash-fault',
          logger,
          topicPrefix: `${run}.`,
        });
        const childEnv: Record<string, string> = {
          DATA_DIR: dataDir,
          KAFKA_BROKERS: env('KAFKA_BROKERS'),
          KAFKA_TOPIC_PREFIX: `${run}.`,
          MONGODB_URL: store === 'mongodb' ? env('MONGODB_URL') : '',
          MONGODB_DATABASE_PREFIX: `${run}-`,
          SECRETS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
          OUTBOX_POLL_MS: '200',
          // The held send must still be waiting when the test kills the process.
          MAIL_TIMEOUT_MS: '60000',
        };
        const proxy = await startHoldingProxy(mail.host, mail.smtpPort, point);
        const children: ChildMailSync[] = [];
        const child = async (): Promise<MailCall> => {
          const c = await startChildMailSync(childEnv);
          children.push(c);
          return c.call;
        };
        try {
          await showingOutput(
            () => children,
            () =>
              crashCase({
                bus,
                point,
                expectedReplies,
                proxyPort: proxy.port,
                held: proxy.held,
                dropHeld: () => proxy.dropHeld(),
                dataCommands: () => proxy.dataCommands(),
                child,
                last: () => children[children.length - 1]!,
                childEnv,
              }),
          );
        } finally {
          await Promise.all(children.map((c) => c.stop()));
          await proxy.close();
          await bus.close();
        }
      },
      240_000,
    );

    interface Case {
      bus: EventBus;
      point: HoldPoint;
      expectedReplies: number;
      proxyPort: number;
      held: Promise<string>;
      dropHeld(): void;
      dataCommands(): number;
      child(): Promise<MailCall>;
      last(): ChildMailSync;
      childEnv: Record<string, string>;
    }

    async function crashCase(c: Case): Promise<void> {
      const support = await createMailUser(mail, 'crash-support');
      const customer = await createMailUser(mail, 'crash-customer');
      let call = await c.child();
      const orgId = randomUUID();
      await call.SetEmailConfig({
        org_id: orgId,
        config: { ...settingsFor(mail, support, 'auto'), smtp_port: c.proxyPort },
      });
      const question = await arrive(call, orgId, support, customer, 'Opening hours');
      const marker = await arrive(call, orgId, support, customer, 'Parking');
      const repliesToQuestion = async () =>
        (await readFolder(mail, customer)).filter((m) =>
          m.includes(`In-Reply-To: ${question.messageId}`),
        );

      // The reply is generated; mail-sync claims the send and is held inside SMTP.
      await c.bus.publish('reply.generated', generatedEvent({ _id: question.id, org_id: orgId }));
      const said = await within(c.held, 60_000, 'the send reaching the proxy');
      if (c.point === 'server-acceptance') {
        expect(said).toMatch(/^250 /);
        await eventually(
          "the accepted reply in the customer's mailbox",
          repliesToQuestion,
          (r) => r.length === 1,
        );
      }
      await c.last().kill9();
      c.dropHeld();

      // Another process on the same data: the event was not committed, so it comes again.
      call = await c.child();
      // Per-key (organisation) order: once a later event is handled, the redelivered one was.
      await c.bus.publish(
        'reply.generated',
        generatedEvent({ _id: marker.id, org_id: orgId }, { grounded: false }),
      );
      await eventually(
        'the later email drafted by the new process',
        () => listed(call, orgId, marker.id),
        (e) => e?.status === 'drafted',
        { timeoutMs: 90_000 },
      );
      expect(await listed(call, orgId, question.id)).toMatchObject({
        status: 'pending',
        reason: '',
      });
      await expect(
        call.Reply({ org_id: orgId, email_id: question.id, reply_text: 'Manual.' }),
      ).rejects.toMatchObject({
        code: 'ALREADY_EXISTS',
        message: 'A reply to this email is being sent.',
      });
      expect(await repliesToQuestion()).toHaveLength(c.expectedReplies);
      expect(c.dataCommands()).toBe(1);

      // STALE_CLAIM_MS later (the claim's clock moved back: the only change the test makes).
      await c.last().stop();
      await ageClaim(c.childEnv, question.id);
      call = await c.child();
      expect(await listed(call, orgId, question.id)).toMatchObject({
        status: 'pending',
        // The reply's Message-ID was recorded before SMTP: staff know what to look for.
        reason: expect.stringMatching(
          new RegExp(`^${escapeRe(INTERRUPTED_REASON)} \\(look for Message-ID <[^>]+>\\)$`),
        ),
      });
      await expect(
        call.Reply({ org_id: orgId, email_id: question.id, reply_text: 'Manual.' }),
      ).rejects.toMatchObject({ code: 'FAILED_PRECONDITION' });
      // A late redelivery now drafts it with the reason, still without sending.
      await c.bus.publish('reply.generated', generatedEvent({ _id: question.id, org_id: orgId }));
      expect(
        await eventually(
          'the question handled after the late redelivery',
          () => listed(call, orgId, question.id),
          (e) => e?.status !== 'pending',
          { timeoutMs: 90_000 },
        ),
      ).toMatchObject({
        status: 'drafted',
        reason: expect.stringContaining(`${INTERRUPTED_REASON} (look for Message-ID <`),
      });
      expect(await repliesToQuestion()).toHaveLength(c.expectedReplies);
      expect(c.dataCommands()).toBe(1);
    }

    /** Delivers a message over SMTP and waits for mail-sync to import it (pending). */
    async function arrive(
      call: MailCall,
      orgId: string,
      to: MailUser,
      from: MailUser,
      topic: string,
    ): Promise<{ id: string; messageId: string }> {
      const subject = `${topic} ${randomInt(1e9)}`;
      const messageId = `<${randomUUID()}@customer.test>`;
      await deliver(mail, to.email, {
        from: from.email,
        to: to.email,
        subject,
        messageId,
        text: `A question about ${topic.toLowerCase()}.`,
      });
      const list = await eventually(
        `"${subject}" imported`,
        () => call.ListIncoming({ org_id: orgId, limit: 0, offset: 0, status: '' }),
        (l) => l.emails.some((e) => e.subject === subject),
        { timeoutMs: 30_000 },
      );
      const email = list.emails.find((e) => e.subject === subject)!;
      expect(email.status).toBe('pending');
      return { id: email.id, messageId };
    }
  });
});

const listed = async (call: MailCall, orgId: string, id: string) =>
  (await call.ListIncoming({ org_id: orgId, limit: 0, offset: 0, status: '' })).emails.find(
    (e) => e.id === id,
  );

/** Moves the send claim's time back by STALE_CLAIM_MS (no mail-sync is running meanwhile). */
async function ageClaim(childEnv: Record<string, string>, emailId: string): Promise<void> {
  const config = loadConfig(commonSchema, { ...TEST_ENV, ...childEnv });
  const store = await storeFromConfig(config, SERVICE);
  try {
    const repos = await openRepos(store);
    const claim = await repos.claims.findOne({ _id: emailId });
    // What the crash left: a claim still "sending" (the send was never recorded).
    expect(claim).toMatchObject({ state: 'sending', by: 'auto' });
    const claimedAt = new Date(Date.parse(claim!.claimed_at) - STALE_CLAIM_MS - 1_000);
    await repos.claims.updateOne(
      { _id: emailId },
      { $set: { claimed_at: claimedAt.toISOString() } },
    );
  } finally {
    await store.close();
  }
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
