// The email flow's figures, against the real IMAP/SMTP test server (GreenMail from tests/infra):
//   1. first import of N messages (default 1,000): messages/s and the product's peak RSS;
//   2. mail arrival → draft stored, p50/p95 over M messages (default 100) with IDLE, the model's
//      own time (reply.generated's model_ms) printed apart;
//   3. GET /org/email/incoming p95 with L emails in the organisation (default 10,000).
// FLOW_M=0 or LIST_L=0 leaves a phase out (IMPORT_N=100000 FLOW_M=0 LIST_L=0: the import alone).
// GreenMail's APPEND slows as an INBOX grows, so for 100,000 the import can read a Maildir server
// instead (Dovecot, bench/mail-import-maildir.sh): MAILDIR_ROOT=<a Maildir per address below it>
// MAILDIR_IMAP_PORT; the messages are written into it as files (only the import phase runs then).
// The whole product runs in this process (like npm start) on the embedded stores and bus.
// Needs `bash tests/infra/up greenmail` and its env (set -a; . tests/infra/.env.infra; set +a).
// Prints figures; asserts nothing.
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProduct } from '@winzmail/launcher';
import { busFromConfig, commonSchema, createLogger, loadConfig } from '@winzmail/platform';
import {
  createMailUser,
  deliver,
  imapAs,
  MAIL_TEST_ENV,
  mailServer,
  type MailServer,
  type MailUser,
} from '@winzmail/testing/mail-server';
import { call, login, newAccount, register, TEST_ENV } from '@winzmail/testing/product';

const IMPORT_N = Number(process.env.IMPORT_N ?? 1000);
const FLOW_M = Number(process.env.FLOW_M ?? 100);
const LIST_L = Number(process.env.LIST_L ?? 10_000);

const found = mailServer();
if (!found) throw new Error('GreenMail is not running: bash tests/infra/up greenmail');
const server: MailServer = found;
const maildir = process.env.MAILDIR_ROOT
  ? { root: process.env.MAILDIR_ROOT, imapPort: Number(process.env.MAILDIR_IMAP_PORT) }
  : null;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Peak RSS of this process (VmHWM) in MB, reset by nothing: read before/after a phase. */
async function peakRssMb(): Promise<number> {
  const status = await readFile('/proc/self/status', 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The i-th plain customer question the fills put in an INBOX. */
const question = (i: number, to: string, tag: string): string =>
  `From: Customer ${i} <customer${i}@example.com>\r\nTo: ${to}\r\n` +
  `Subject: ${tag} question ${i}\r\nMessage-ID: <${tag}-${i}-${to}>\r\n` +
  `Date: ${new Date().toUTCString()}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n` +
  `Hello, when will order ${i} arrive? It was placed last week.\r\n`;

/**
 * The same messages as files in the address's Maildir under `root` (new/: the server takes them in
 * as INBOX); the Maildir server lets any password in, so GreenMail's user logs in to both.
 */
async function fillMaildir(root: string, user: MailUser, n: number, tag: string): Promise<void> {
  const dir = join(root, user.email);
  // The server's mail processes run as another user than this bench, and move files between these.
  for (const path of ['new', 'cur', 'tmp', ''].map((sub) => join(dir, sub))) {
    await mkdir(path, { recursive: true });
    await chmod(path, 0o777);
  }
  const stamp = Date.now();
  for (let i = 0; i < n; i++)
    await writeFile(
      join(dir, 'new', `${stamp}.M${i}P${process.pid}.bench`),
      question(i, user.email, tag),
    );
}

/** Puts `n` plain messages straight into the user's INBOX (IMAP APPEND, dated now). */
async function fill(srv: MailServer, user: MailUser, n: number, tag: string): Promise<void> {
  const client = await imapAs(srv, user);
  try {
    for (let i = 0; i < n; i++) {
      await client.append('INBOX', question(i, user.email, tag), [], new Date());
    }
  } finally {
    await client.logout();
  }
}

async function until<T>(
  what: string,
  fn: () => Promise<T | undefined>,
  timeoutMs: number,
  everyMs = 5,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not after ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

const dataDir = await mkdtemp(join(tmpdir(), 'winzmail-bench-mail-'));
const logger = createLogger({ service: 'bench', level: 'warn' });
const bus = await busFromConfig(loadConfig(commonSchema, process.env), 'bench', logger);
const modelMs = new Map<string, number>();
await bus.subscribe('reply.generated', 'bench', async (event) => {
  modelMs.set(event.email_id, event.model_ms);
});
const product = await startProduct({
  port: 0,
  dataDir,
  bus,
  env: { ...TEST_ENV, ...MAIL_TEST_ENV, LOG_LEVEL: 'warn' },
});
const api = `${product.url}/api`;

/** When each tenth of an import was counted (ms after the save began). */
type Tenths = number[];

async function orgWithMailbox(
  mode: 'draft' | 'none',
  preload: number,
): Promise<{ token: string; user: MailUser; importMs: number; tenths: Tenths }> {
  const account = newAccount('bench');
  await register(api, account);
  const token = await login(api, account);
  const user = await createMailUser(server, 'bench');
  if (preload && maildir) await fillMaildir(maildir.root, user, preload, 'backlog');
  else if (preload) await fill(server, user, preload, 'backlog');
  const t0 = performance.now();
  const saved = await call(
    'POST',
    `${api}/org/email-config`,
    {
      imap_host: server.host,
      imap_port: maildir?.imapPort ?? server.imapPort,
      smtp_host: server.host,
      smtp_port: server.smtpPort,
      email_address: user.email,
      email_password: user.password,
      reply_mode: mode,
    },
    token,
  );
  if (saved.status !== 200)
    throw new Error(`config: ${saved.status} ${JSON.stringify(saved.body)}`);
  const tenths: Tenths = [];
  if (preload)
    await until(
      `${preload} imported`,
      async () => {
        const res = await call<{ total: number }>(
          'GET',
          `${api}/org/email/stats`,
          undefined,
          token,
        );
        while (tenths.length < 10 && res.body.total >= ((tenths.length + 1) * preload) / 10)
          tenths.push(performance.now() - t0);
        return res.body.total >= preload ? true : undefined;
      },
      1_800_000,
      // Asked rarely: the counting must not slow the import it measures.
      250,
    );
  return { token, user, importMs: performance.now() - t0, tenths };
}

try {
  // 1. First import.
  const rssBefore = await peakRssMb();
  const first = await orgWithMailbox('none', IMPORT_N);
  const rssAfter = await peakRssMb();
  console.log(
    `first import of ${IMPORT_N} messages (IMAP: ${maildir ? 'a Maildir server' : 'GreenMail'}, embedded store, in-process product)`,
  );
  console.log(
    `  ${(IMPORT_N / (first.importMs / 1000)).toFixed(0)} messages/s   (${(first.importMs / 1000).toFixed(1)} s, save included)`,
  );
  console.log(
    `  peak RSS of the product process: ${rssAfter.toFixed(0)} MB (before the import: ${rssBefore.toFixed(0)} MB)`,
  );
  // Constant or falling: each tenth's own rate (a store that slows with size shows it here).
  const perTenth = first.tenths.map((at, i) =>
    (IMPORT_N / 10 / ((at - (first.tenths[i - 1] ?? 0)) / 1000)).toFixed(0),
  );
  console.log(`  messages/s per tenth of the import: ${perTenth.join(' ')}`);

  // 2. Arrival → draft stored, one message at a time, the watcher in IDLE.
  if (FLOW_M > 0 && !maildir) await arrivalToDraft();
  // 3. The Inbox list with L emails.
  if (LIST_L > 0 && !maildir) await inboxList();
} finally {
  await product.stop();
  await bus.close();
  await rm(dataDir, { recursive: true, force: true });
}

async function arrivalToDraft(): Promise<void> {
  const flow = await orgWithMailbox('draft', 0);
  const total: number[] = [];
  const model: number[] = [];
  for (let i = 0; i < FLOW_M; i++) {
    const subject = `flow ${i} ${Date.now()}`;
    const t0 = performance.now();
    await deliver(server, flow.user.email, {
      from: `sender${i}@example.com`,
      to: flow.user.email,
      subject,
      text: 'Hello, when will my order arrive?',
    });
    const drafted = await until(
      `draft for ${subject}`,
      async () => {
        const res = await call<{ id: string; subject: string; status: string }[]>(
          'GET',
          `${api}/org/email/incoming?limit=5`,
          undefined,
          flow.token,
        );
        return res.body.find((e) => e.subject === subject && e.status === 'drafted');
      },
      60_000,
    );
    total.push(performance.now() - t0);
    model.push(modelMs.get(drafted.id) ?? NaN);
  }
  const flowMs = total.map((t, i) => t - (model[i] ?? 0)).sort((a, b) => a - b);
  const modelSorted = [...model].sort((a, b) => a - b);
  total.sort((a, b) => a - b);
  console.log(`arrival (SMTP accepted) → draft stored, ${FLOW_M} messages, IDLE, draft mode`);
  console.log(`  without the model: p50 ${ms(pct(flowMs, 50))}   p95 ${ms(pct(flowMs, 95))}`);
  console.log(
    `  the model's own:   p50 ${ms(pct(modelSorted, 50))}   p95 ${ms(pct(modelSorted, 95))}`,
  );
  console.log(`  end to end:        p50 ${ms(pct(total, 50))}   p95 ${ms(pct(total, 95))}`);
}

async function inboxList(): Promise<void> {
  const big = await orgWithMailbox('none', LIST_L);
  console.log(
    `first import of ${LIST_L} messages: ${(LIST_L / (big.importMs / 1000)).toFixed(0)} messages/s`,
  );
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    const res = await call<unknown[]>(
      'GET',
      `${api}/org/email/incoming?limit=50&offset=${(i % 10) * 50}`,
      undefined,
      big.token,
    );
    times.push(performance.now() - t0);
    if (res.status !== 200 || res.body.length !== 50) throw new Error(`list: ${res.status}`);
  }
  times.sort((a, b) => a - b);
  console.log(`GET /org/email/incoming (50 per page) with ${LIST_L} emails in the org, 200 calls`);
  console.log(`  p50 ${ms(pct(times, 50))}   p95 ${ms(pct(times, 95))}`);
}
