// Gmail and Outlook (Microsoft Graph): mail arrival in the provider → draft stored, p50/p95, with
// the polling interval stated (MAIL_API_POLL_INTERVAL_MS, default here 1000 ms). The providers
// are the loopback servers of @winzmail/testing (fake-google, fake-microsoft) speaking Google's and
// Microsoft's protocols; the REAL googleapis and msal-node clients talk to them. The whole
// product runs in this process (like npm start) on the embedded stores and bus; accounts are
// connected through the product's own routes (consent / device code). Prints figures; asserts
// nothing. Usage: npx tsx bench/mail-api-flow.ts   (M=40 POLL_MS=1000)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProduct } from '@winzmail/launcher';
import { startFakeGoogle } from '@winzmail/testing/fake-google';
import { startFakeMicrosoft } from '@winzmail/testing/fake-microsoft';
import { call, login, newAccount, register, TEST_ENV } from '@winzmail/testing/product';

const M = Number(process.env.M ?? 40);
const POLL_MS = Number(process.env.POLL_MS ?? 1000);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (n: number) => `${n.toFixed(0)} ms`;

async function until<T>(what: string, fn: () => Promise<T | undefined>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not after ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const google = await startFakeGoogle();
const microsoft = await startFakeMicrosoft();
const dataDir = await mkdtemp(join(tmpdir(), 'winzmail-bench-api-mail-'));
const product = await startProduct({
  port: 0,
  dataDir,
  env: {
    ...TEST_ENV,
    ...google.env,
    ...microsoft.env,
    MAIL_API_POLL_INTERVAL_MS: String(POLL_MS),
    LOG_LEVEL: 'warn',
  },
});
const api = `${product.url}/api`;

async function signedUp(label: string): Promise<string> {
  const account = newAccount(label);
  await register(api, account);
  return login(api, account);
}

/** Connects a Gmail account through the product: consent page → Allow → the callback. */
async function connectGmail(token: string, address: string): Promise<void> {
  google.createAccount(address);
  google.signInAs(address);
  const started = await call<{ auth_url: string }>(
    'GET',
    `${api}/gmail/initiate`,
    undefined,
    token,
  );
  const html = await (await fetch(started.body.auth_url)).text();
  const href = /id="allow-link" href="([^"]+)"/
    .exec(html)![1]!
    .replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c)));
  const back = await fetch(href, { redirect: 'manual' });
  if (!back.headers.get('location')?.endsWith('gmail=connected'))
    throw new Error(`gmail not connected: ${back.headers.get('location')}`);
}

/** Connects an Outlook account through the product's device-code routes. */
async function connectOutlook(token: string, address: string): Promise<void> {
  microsoft.createAccount(address);
  const started = await call<{ device_code: string; user_code: string }>(
    'GET',
    `${api}/api/fetch-emails`,
    undefined,
    token,
  );
  microsoft.approve(started.body.user_code, address);
  const done = await call(
    'POST',
    `${api}/api/fetch-emails`,
    { device_code: started.body.device_code, type: 'auto_reply' },
    token,
  );
  if (done.status !== 200) throw new Error(`outlook: ${done.status} ${JSON.stringify(done.body)}`);
}

async function measure(
  name: string,
  connect: (token: string, address: string) => Promise<void>,
  deliver: (address: string, raw: string) => void,
): Promise<void> {
  const token = await signedUp(name);
  const address = `bench-${name}@${name}.test`;
  await connect(token, address);
  await call('PUT', `${api}/org/email-config/reply-mode`, { reply_mode: 'draft' }, token);
  const times: number[] = [];
  /** Arrival → the record stored (the poll's wait and the import). */
  const stored: number[] = [];
  for (let i = 0; i < M; i++) {
    const subject = `${name} flow ${i} ${Date.now()}`;
    const raw = [
      `From: Sender ${i} <sender${i}@example.com>`,
      `To: ${address}`,
      `Subject: ${subject}`,
      `Message-ID: <${name}-${i}-${Date.now()}@example.com>`,
      `Date: ${new Date().toUTCString()}`,
      '',
      'Hello, when will my order arrive?',
    ].join('\r\n');
    // A random moment within the polling cycle, as real mail arrives (one delivered right after
    // the previous draft would always wait almost a whole interval).
    await new Promise((r) => setTimeout(r, Math.random() * POLL_MS));
    const t0 = performance.now();
    const wall0 = Date.now();
    deliver(address, raw);
    const drafted = await until(
      `draft for ${subject}`,
      async () => {
        const res = await call<{ subject: string; status: string; created_at: string }[]>(
          'GET',
          `${api}/org/email/incoming?limit=5`,
          undefined,
          token,
        );
        return res.body.find((e) => e.subject === subject && e.status === 'drafted');
      },
      60_000,
    );
    times.push(performance.now() - t0);
    stored.push(Date.parse(drafted.created_at) - wall0);
  }
  times.sort((a, b) => a - b);
  stored.sort((a, b) => a - b);
  console.log(
    `${name}: arrival → draft stored, ${M} messages, polling every ${POLL_MS} ms: ` +
      `p50 ${ms(pct(times, 50))}   p95 ${ms(pct(times, 95))}   max ${ms(times.at(-1) ?? NaN)}`,
  );
  console.log(
    `  of which arrival → stored (the poll's wait + import): p50 ${ms(pct(stored, 50))}   p95 ${ms(pct(stored, 95))}`,
  );
}

try {
  await measure('gmail', connectGmail, (address, raw) => google.deliver(address, raw));
  await measure('graph', connectOutlook, (address, raw) => microsoft.deliver(address, raw));
  console.log(
    '  (one message at a time, each at a random moment of the polling cycle: ≈ half the interval + the work)',
  );
} finally {
  await product.stop();
  await google.close();
  await microsoft.close();
  await rm(dataDir, { recursive: true, force: true });
}
