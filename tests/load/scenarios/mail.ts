// A burst of incoming mail through the test IMAP/SMTP server (GreenMail from tests/infra): mail
// is delivered over real SMTP into a mailbox the product watches in IMAP IDLE (draft mode), and
// each message is timed from "SMTP accepted" to "draft stored" (seen in GET
// /org/email/incoming?status=drafted, polled every 100 ms). vegeta speaks only HTTP, so this step
// drives SMTP from Node (nodemailer) and reads the same figures.
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { createMailUser, emailConfigFor, mailServer } from '@winzmail/testing/mail-server';
import { call } from '@winzmail/testing/product';
import { line, verdict, type Ctx, type Scenario, type StepResult } from '../lib/scenario.js';
import { cpuWatch, summarize } from '../lib/vegeta.js';

const SHAPES: Record<string, { messages: number; rate: number }[]> = {
  smoke: [{ messages: 30, rate: 5 }],
  staging: [{ messages: 1200, rate: 4 }],
  // Arrival rate steps, 10 s each, until p95 arrival → draft crosses 2 s.
  capacity: [2, 5, 10, 20, 40, 80].map((rate) => ({ messages: rate * 10, rate })),
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Drafted {
  subject: string;
  status: string;
}

export const mail: Scenario = {
  name: 'mail',
  // The smoke guard has headroom (measured here: p95 ~1.8 s at 5/s); capacity uses the 2 s line.
  thresholds: { 'arrival-draft': { p95Ms: 3000, errorRate: 0 } },
  async run(ctx: Ctx): Promise<StepResult[]> {
    const server = mailServer();
    if (!server) {
      const msg = 'the test mail server is not running (bash tests/infra/up greenmail)';
      if (process.env.CI === 'true') throw new Error(msg);
      ctx.log(`  SKIPPED: mail: ${msg}`);
      return [];
    }
    const { api } = ctx.system;
    const { token } = ctx.org;
    const user = await createMailUser(server, 'load');
    const saved = await call(
      'POST',
      `${api}/org/email-config`,
      emailConfigFor(server, user, 'draft'),
      token,
    );
    if (saved.status !== 200)
      throw new Error(`email-config: ${saved.status} ${JSON.stringify(saved.body)}`);
    const transport = nodemailer.createTransport({
      host: server.host,
      port: server.smtpPort,
      secure: false,
      ignoreTLS: true,
      pool: true,
      maxConnections: 8,
      maxMessages: Infinity,
    });
    const drafted = async (): Promise<Set<string>> => {
      const res = await call<Drafted[]>(
        'GET',
        `${api}/org/email/incoming?limit=500&status=drafted`,
        undefined,
        token,
      );
      return new Set(res.status === 200 ? res.body.map((e) => e.subject) : []);
    };
    const send = (subject: string, i: number) =>
      transport.sendMail({
        from: `Customer ${i} <customer-${randomUUID().slice(0, 8)}@example.com>`,
        to: user.email,
        subject,
        text: `Hello, when will my order ${i} arrive? It was placed last week.`,
        envelope: { from: `customer${i}@example.com`, to: user.email },
      });
    try {
      // Warm-up: the watcher has connected (mail found on the first connect is backlog, never
      // answered) once a first message is drafted.
      const warm = `load warm-up ${randomUUID()}`;
      const deadline = Date.now() + 60_000;
      await send(warm, 0);
      while (!(await drafted()).has(warm)) {
        if (Date.now() > deadline) throw new Error('no draft for the warm-up message in 60 s');
        await sleep(250);
      }
      const out: StepResult[] = [];
      for (const shape of SHAPES[ctx.profile]!) {
        const result = await burst(ctx, shape, send, drafted);
        out.push(result);
        if (ctx.profile === 'capacity' && !result.pass) break;
      }
      return out;
    } finally {
      transport.close();
    }
  },
};

async function burst(
  ctx: Ctx,
  shape: { messages: number; rate: number },
  send: (subject: string, i: number) => Promise<unknown>,
  drafted: () => Promise<Set<string>>,
): Promise<StepResult> {
  const tag = randomUUID().slice(0, 8);
  const accepted = new Map<string, number>();
  const done = new Map<string, number>();
  let failures = 0;
  let firstError = '';
  const stopCpu = cpuWatch(() => ctx.system.pids);
  const t0 = performance.now();
  const startedAt = Date.now();
  const sends: Promise<void>[] = [];
  // Drafts are looked for every 100 ms while mail goes out; a draft counts when the answer that
  // first lists it arrives (so the figure includes up to one poll's delay).
  const poll = async () => {
    const seen = await drafted();
    const now = performance.now();
    for (const subject of accepted.keys())
      if (!done.has(subject) && seen.has(subject)) done.set(subject, now);
  };
  let polling = true;
  const poller = (async () => {
    while (polling) {
      await poll();
      await sleep(100);
    }
  })();
  for (let i = 0; i < shape.messages; i++) {
    const wait = t0 + (i * 1000) / shape.rate - performance.now();
    if (wait > 0) await sleep(wait);
    const subject = `load ${tag} question ${i}`;
    sends.push(
      send(subject, i).then(
        () => void accepted.set(subject, performance.now()),
        (err: Error) => {
          failures += 1;
          firstError ||= `smtp: ${err.message}`;
        },
      ),
    );
  }
  await Promise.all(sends);
  const until = performance.now() + 30_000;
  while (done.size < accepted.size && performance.now() < until) await sleep(100);
  polling = false;
  await poller;
  const cpu = stopCpu();
  const latencies: number[] = [];
  for (const [subject, at] of accepted) {
    const d = done.get(subject);
    if (d === undefined) {
      failures += 1;
      firstError ||= 'not drafted within 30 s';
    } else latencies.push(Math.max(0, d - at));
  }
  const last = Math.max(...done.values(), t0);
  const stats = summarize(
    latencies,
    failures,
    { drafted: latencies.length },
    { start: startedAt, end: startedAt + (last - t0) },
    firstError,
  );
  // Messages that never arrived count in the error rate too.
  stats.requests = shape.messages;
  stats.errorRate = failures / shape.messages;
  const result = verdict(
    'mail',
    ctx.profile === 'capacity' ? 'arrival-draft (capacity)' : 'arrival-draft',
    `${shape.rate}/s, ${shape.messages} msgs`,
    { ...stats, cpu },
    ctx.profile === 'capacity' ? { p95Ms: 2000, errorRate: 0 } : mail.thresholds['arrival-draft']!,
    // Every message is counted: one never drafted is an error, so completeness is in the errors.
    { informative: ctx.profile === 'capacity', p95Binding: ctx.p95Binding },
  );
  ctx.log(line(result));
  return result;
}
