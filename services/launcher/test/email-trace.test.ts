import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { eventually, describeWithServer, env, describeUnlessWaived } from '@winzmail/testing';
import { runBusTraceProbe } from '@winzmail/testing/bus-trace-probe';
import { uploadText } from '@winzmail/testing/chat';
import { SHOP_DOCS } from '@winzmail/testing/knowledge-base';
import {
  createMailUser,
  deliver,
  emailConfigFor,
  MAIL_TEST_ENV,
  mailServer,
  readFolder,
} from '@winzmail/testing/mail-server';
import {
  rootsOf,
  spanAttr as attr,
  startOtlpReceiver,
  type OtlpReceiver,
  type OtlpSpan,
} from '@winzmail/testing/otlp-receiver';
import { call, login, newAccount, register } from '@winzmail/testing/product';
import { spawnProduct, type ProductProcess } from '@winzmail/testing/product-process';

/**
 * The email flow of ARCHITECTURE.md as ONE trace: a customer's message reaches the mailbox over
 * real SMTP (GreenMail), mail-sync imports it (`mail.arrival`, the trace's root), `mail.received`
 * crosses the bus (through the outbox) to reply-generation, which searches knowledge-ingestion
 * over gRPC and calls the model (`model.complete`), `reply.generated` crosses back, and mail-sync
 * sends the reply (`smtp.send`). The product runs as its own process from its build, exporting
 * OTLP/JSON to a receiver in this test, as in one-trace.test.ts — once on the embedded adapters,
 * once on Kafka and MongoDB (the trace context then travels in Kafka headers and in the outbox's
 * MongoDB documents), with topics and databases of this run only.
 */
const server = mailServer();

interface Adapters {
  name: string;
  /** The real servers this run needs (describeWithServer). */
  servers: string[];
  /** The product's env for them, read once the servers are known. */
  env(): Record<string, string>;
  /** A topic's name on this bus (Kafka topics carry the run's prefix). */
  topic(name: string): string;
  /** A consumer group's name on this bus (likewise). */
  group(name: string): string;
}

const run = randomBytes(4).toString('hex');
const ADAPTERS: Adapters[] = [
  {
    name: 'embedded adapters',
    servers: [],
    env: () => ({}),
    topic: (name) => name,
    group: (name) => name,
  },
  {
    name: 'Kafka + MongoDB',
    servers: ['KAFKA_BROKERS', 'MONGODB_URL'],
    env: () => ({
      KAFKA_BROKERS: env('KAFKA_BROKERS'),
      MONGODB_URL: env('MONGODB_URL'),
      KAFKA_TOPIC_PREFIX: `tr${run}.`,
      MONGODB_DATABASE_PREFIX: `tr${run}-`,
    }),
    topic: (name) => `tr${run}.${name}`,
    group: (name) => `tr${run}.${name}`,
  },
];

describeUnlessWaived(server !== null, '', 'the email flow as one trace (GreenMail)', () => {
  const mail = server!;
  for (const adapters of ADAPTERS)
    describeWithServer(adapters.servers, `on ${adapters.name}`, () => {
      let receiver: OtlpReceiver;
      let product: ProductProcess;
      let api = '';

      beforeAll(async () => {
        receiver = await startOtlpReceiver();
        product = await spawnProduct({
          ...MAIL_TEST_ENV,
          // The offline composer and the lexical embedder: deterministic, no network.
          EMBEDDINGS_PROVIDER: 'lexical',
          LLM_PROVIDER: 'composer',
          ...receiver.env,
          ...adapters.env(),
        });
        api = product.api;
        // The product's start took over 60 s on a 2-core machine under a load average of 20.
      }, 120_000);

      afterAll(async () => {
        await product?.stop();
        await receiver?.close();
      });

      it('follows a mail from arrival through the reply to the SMTP send as one trace', async () => {
        // The bus's spans are named for the topic as the bus knows it.
        const onBus = (topic: string, op: 'publish' | 'process') =>
          `${adapters.topic(topic)} ${op}`;
        const account = newAccount('mailtrace');
        expect((await register(api, account)).status).toBe(201);
        const token = await login(api, account);
        for (const [name, text] of Object.entries(SHOP_DOCS))
          await uploadText(api, token, name, text);
        const owner = await createMailUser(mail, 'trace-owner');
        const customer = await createMailUser(mail, 'trace-customer');
        const saved = await call(
          'POST',
          `${api}/org/email-config`,
          emailConfigFor(mail, owner, 'auto'),
          token,
        );
        expect(saved.status).toBe(200);

        const subject = `Broken parcel ${randomInt(1e9)}`;
        await deliver(mail, owner.email, {
          from: customer.email,
          to: owner.email,
          subject,
          messageId: `<${randomUUID()}@customer.test>`,
          text: 'My parcel arrived broken. What should I do, and how do I get my money back?',
        });
        const replied = await eventually(
          'the email to be replied',
          () =>
            call<{ id: string; subject: string; status: string }[]>(
              'GET',
              `${api}/org/email/incoming?limit=5`,
              undefined,
              token,
            ),
          (r) => r.body.some((e) => e.subject === subject && e.status !== 'pending'),
          { timeoutMs: 60_000 },
        ).then((r) => r.body.find((e) => e.subject === subject)!);
        expect(replied.status).toBe('replied');
        expect(
          (await readFolder(mail, customer)).filter((m) => m.includes(`Subject: Re: ${subject}`)),
        ).toHaveLength(1);

        // The arrival of this email (its id is on the span) roots the trace. Every span asserted
        // on is waited for, not only the send: a parent ends after its children (the
        // reply.generated process span after smtp.send), so it may come in a later export batch.
        const arrival = await receiver.span(
          `mail.arrival of ${replied.id}`,
          (s) => s.name === 'mail.arrival' && attr(s, 'app.email_id') === replied.id,
        );
        const expected = [
          'mail.arrival',
          onBus('mail.received', 'publish'),
          onBus('mail.received', 'process'),
          'grpc.winzmail.knowledge.v1.KnowledgeIngestion/Search',
          'model.complete',
          onBus('reply.generated', 'publish'),
          onBus('reply.generated', 'process'),
          'smtp.send',
        ];
        const trace = await receiver.trace(arrival.traceId, expected);
        const named = (name: string) => trace.filter((s) => s.name === name);
        const names = trace.map((s) => s.name);
        expect(names).toEqual(expect.arrayContaining(expected));
        // Who handled what: reply-generation consumed mail.received, mail-sync consumed the reply.
        expect(
          named(onBus('mail.received', 'process')).map((s) =>
            attr(s, 'messaging.consumer.group.name'),
          ),
        ).toContain(adapters.group('reply-generation'));
        expect(
          named(onBus('reply.generated', 'process')).map((s) =>
            attr(s, 'messaging.consumer.group.name'),
          ),
        ).toContain(adapters.group('mail-sync'));
        expect(attr(arrival, 'app.mail.provider')).toBe('imap');
        expect(attr(arrival, 'app.mail.backlog')).toBe(false);
        const model = named('model.complete')[0]!;
        expect(attr(model, 'app.model.adapter')).toBe('grounded-composer');
        expect(attr(model, 'app.model.task')).toBe('email');
        expect(Number(attr(model, 'app.model.passages'))).toBeGreaterThan(0);
        expect(attr(named('smtp.send')[0]!, 'app.smtp.server')).toBe(
          `${mail.host}:${mail.smtpPort}`,
        );

        // The causal order holds in the tree, not only in the set: each step hangs below the one
        // before it (parent chains), and the whole trace has one root, the arrival.
        const byId = new Map(trace.map((s) => [s.spanId, s]));
        const ancestors = (s: OtlpSpan): string[] => {
          const out: string[] = [];
          for (let p = byId.get(s.parentSpanId ?? ''); p; p = byId.get(p.parentSpanId ?? ''))
            out.push(p.name);
          return out;
        };
        const below = (child: string, parent: string) =>
          expect(named(child).some((s) => ancestors(s).includes(parent))).toBe(true);
        below(onBus('mail.received', 'publish'), 'mail.arrival');
        below(onBus('mail.received', 'process'), onBus('mail.received', 'publish'));
        below(
          'grpc.winzmail.knowledge.v1.KnowledgeIngestion/Search',
          onBus('mail.received', 'process'),
        );
        below('model.complete', onBus('mail.received', 'process'));
        below(onBus('reply.generated', 'publish'), onBus('mail.received', 'process'));
        below(onBus('reply.generated', 'process'), onBus('reply.generated', 'publish'));
        below('smtp.send', onBus('reply.generated', 'process'));
        expect(rootsOf(trace).map((s) => s.name)).toEqual(['mail.arrival']);
      }, 120_000);

      // A bus that sends events together (one Kafka produce request for what is published in
      // one turn) must still hand each consumer its own event's trace, not the batch's first.
      it('events published together each continue their own trace across the bus', async () => {
        const events = await runBusTraceProbe({
          ...receiver.env,
          ...adapters.env(),
          KAFKA_TOPIC_PREFIX: `probe${run}.`,
        });
        expect(events).toHaveLength(3);
        for (const e of events) expect(e.consumedIn).toBe(e.publishedIn);
      }, 60_000);
    });
});
