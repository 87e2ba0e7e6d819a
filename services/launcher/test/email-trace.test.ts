import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { uploadText } from '../../../tests/fixtures/chat.js';
import { SHOP_DOCS } from '../../../tests/fixtures/knowledge-base.js';
import {
  createMailUser,
  deliver,
  MAIL_TEST_ENV,
  mailServer,
  readFolder,
} from '../../../tests/fixtures/mail-server.js';
import {
  call,
  EMBEDDED_ENV,
  eventually,
  login,
  newAccount,
  register,
} from '../../../tests/fixtures/product.js';
import { describeUnlessWaived } from '../../platform/test/support/waivers.js';

/**
 * The email flow of ARCHITECTURE.md as ONE trace: a customer's message reaches the mailbox over
 * real SMTP (GreenMail), mail-sync imports it (`mail.arrival`, the trace's root), `mail.received`
 * crosses the bus (through the outbox) to reply-generation, which searches knowledge-ingestion
 * over gRPC and calls the model (`model.complete`), `reply.generated` crosses back, and mail-sync
 * sends the reply (`smtp.send`). The product runs as its own process from its build, exporting
 * OTLP/JSON to a receiver in this test, as in one-trace.test.ts.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const MAIN = join(ROOT, 'services/launcher/dist/main.js');
const server = mailServer();

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: OtlpValue }[];
}
interface OtlpExport {
  resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
}

const attr = (span: OtlpSpan, key: string): string | number | boolean | undefined => {
  const v = span.attributes?.find((a) => a.key === key)?.value;
  return v?.stringValue ?? (v?.intValue === undefined ? v?.boolValue : Number(v.intValue));
};

describeUnlessWaived(server !== null, '', 'the email flow as one trace (GreenMail)', () => {
  const mail = server!;
  const spans: OtlpSpan[] = [];
  let receiver: Server;
  let product: ChildProcess;
  let dataDir: string;
  let api = '';

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`build first (npm run build): ${MAIN} is missing`);
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        // Traces only (metrics and logs may arrive too, in another encoding).
        if (req.url?.endsWith('/v1/traces')) {
          const data = JSON.parse(body) as OtlpExport;
          for (const rs of data.resourceSpans ?? [])
            for (const ss of rs.scopeSpans) spans.push(...ss.spans);
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const otlpPort = (receiver.address() as { port: number }).port;
    dataDir = await mkdtemp(join(tmpdir(), 'winzmail-email-trace-'));
    product = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        CAPTCHA_MIN_COUNTER: '50',
        CAPTCHA_MAX_COUNTER: '500',
        ...EMBEDDED_ENV,
        ...MAIL_TEST_ENV,
        // The offline composer and the lexical embedder: deterministic, no network.
        EMBEDDINGS_PROVIDER: 'lexical',
        LLM_PROVIDER: 'composer',
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${otlpPort}`,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_BSP_SCHEDULE_DELAY: '100',
        OTEL_TRACES_SAMPLER: 'always_on',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    api = await new Promise<string>((res, rej) => {
      product.stdout!.on('data', (chunk: Buffer) => {
        const url = /running at (\S+)/.exec(chunk.toString())?.[1];
        if (url) res(`${url}/api`);
      });
      product.once('exit', (code) => rej(new Error(`product exited with ${code}`)));
    });
  }, 60_000);

  afterAll(async () => {
    product?.kill('SIGINT');
    if (product && product.exitCode === null) await new Promise((r) => product.once('exit', r));
    await new Promise((r) => receiver?.close(r));
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('follows a mail from arrival through the reply to the SMTP send as one trace', async () => {
    const account = newAccount('mailtrace');
    expect((await register(api, account)).status).toBe(201);
    const token = await login(api, account);
    for (const [name, text] of Object.entries(SHOP_DOCS)) await uploadText(api, token, name, text);
    const owner = await createMailUser(mail, 'trace-owner');
    const customer = await createMailUser(mail, 'trace-customer');
    const saved = await call(
      'POST',
      `${api}/org/email-config`,
      {
        imap_host: mail.host,
        imap_port: mail.imapPort,
        smtp_host: mail.host,
        smtp_port: mail.smtpPort,
        email_address: owner.email,
        email_password: owner.password,
        reply_mode: 'auto',
      },
      token,
    );
    expect(saved.status).toBe(200);

    const subject = `Broken parcel ${randomUUID().slice(0, 8)}`;
    await deliver(mail, owner.email, {
      from: customer.email,
      to: owner.email,
      subject,
      messageId: `<${randomUUID()}@customer.test>`,
      text: 'My parcel arrived broken. What should I do, and how do I get my money back?',
    });
    const replied = await eventually(
      () =>
        call<{ id: string; subject: string; status: string }[]>(
          'GET',
          `${api}/org/email/incoming?limit=5`,
          undefined,
          token,
        ),
      (r) => r.body.some((e) => e.subject === subject && e.status !== 'pending'),
      60_000,
    ).then((r) => r.body.find((e) => e.subject === subject)!);
    expect(replied.status).toBe('replied');
    expect(
      (await readFolder(mail, customer)).filter((m) => m.includes(`Subject: Re: ${subject}`)),
    ).toHaveLength(1);

    // The arrival of this email (its id is on the span) roots the trace; wait for the send.
    const isArrival = (s: OtlpSpan) =>
      s.name === 'mail.arrival' && attr(s, 'app.email_id') === replied.id;
    const arrival = await eventually(
      async () => spans.find(isArrival),
      (s) => s !== undefined,
      15_000,
    ).catch((err: Error) => {
      throw new Error(`${err.message}; spans seen: ${spans.map((s) => s.name).join(', ')}`);
    });
    const traceId = arrival!.traceId;
    const trace = await eventually(
      async () => spans.filter((s) => s.traceId === traceId),
      (t) => t.some((s) => s.name === 'smtp.send'),
      15_000,
    ).catch((err: Error) => {
      const seen = spans.filter((s) => s.traceId === traceId).map((s) => s.name);
      throw new Error(`${err.message}; spans of the arrival's trace: ${seen.join(', ')}`);
    });
    const named = (name: string) => trace.filter((s) => s.name === name);
    const names = trace.map((s) => s.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'mail.arrival',
        'mail.received publish',
        'mail.received process',
        'grpc.winzmail.knowledge.v1.KnowledgeIngestion/Search',
        'model.complete',
        'reply.generated publish',
        'reply.generated process',
        'smtp.send',
      ]),
    );
    // Who handled what: reply-generation consumed mail.received, mail-sync consumed the reply.
    expect(
      named('mail.received process').map((s) => attr(s, 'messaging.consumer.group.name')),
    ).toContain('reply-generation');
    expect(
      named('reply.generated process').map((s) => attr(s, 'messaging.consumer.group.name')),
    ).toContain('mail-sync');
    expect(attr(arrival!, 'app.mail.provider')).toBe('imap');
    expect(attr(arrival!, 'app.mail.backlog')).toBe(false);
    const model = named('model.complete')[0]!;
    expect(attr(model, 'app.model.adapter')).toBe('grounded-composer');
    expect(attr(model, 'app.model.task')).toBe('email');
    expect(Number(attr(model, 'app.model.passages'))).toBeGreaterThan(0);
    expect(attr(named('smtp.send')[0]!, 'app.smtp.server')).toBe(`${mail.host}:${mail.smtpPort}`);

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
    below('mail.received publish', 'mail.arrival');
    below('mail.received process', 'mail.received publish');
    below('grpc.winzmail.knowledge.v1.KnowledgeIngestion/Search', 'mail.received process');
    below('model.complete', 'mail.received process');
    below('reply.generated publish', 'mail.received process');
    below('reply.generated process', 'reply.generated publish');
    below('smtp.send', 'reply.generated process');
    const roots = trace.filter((s) => !s.parentSpanId || !byId.has(s.parentSpanId));
    expect(roots.map((s) => s.name)).toEqual(['mail.arrival']);
  }, 120_000);
});
