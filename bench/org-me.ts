// GET /org/me throughput with a valid token and an ACTIVE paid subscription (set up by a signed
// Stripe webhook) through the whole product (gateway → identity + billing over gRPC), against a
// bare Express handler answering the same JSON, in the same run. Also Stripe webhook handling
// p50/p95 (signature check, once-only claim, state change, subscription.changed), against a bare
// Express handler that only checks the signature.
// Each server runs in its own process (as `npm start` does); autocannon runs here.
// Run `npm run build` first. Prints figures; asserts nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { call, login, newAccount, register, TEST_ENV } from '@winzmail/testing/product';
import { subscriptionEventSeries } from '@winzmail/testing/stripe';

const ROOT = resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.DURATION ?? 10);
const WEBHOOKS = Number(process.env.WEBHOOKS ?? 300);
const SECRET = 'whsec_bench';
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);

function load(url: string, token?: string): Promise<autocannon.Result> {
  return autocannon({
    url,
    duration: DURATION,
    connections: CONNECTIONS,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** Spawns a node process and resolves with the URL it prints. */
function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  pattern: RegExp,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((res, rej) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const url = pattern.exec(chunk.toString())?.[1];
      if (url) res({ child, url });
    });
    child.once('exit', (code) => rej(new Error(`exited ${code}`)));
  });
}

const dataDir = await mkdtemp(join(tmpdir(), 'winzmail-bench-'));
const product = await startProcess(
  [join(ROOT, 'services/launcher/dist/main.js')],
  {
    ...TEST_ENV,
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TRIAL_DAYS: '0',
    STRIPE_WEBHOOK_SECRET: SECRET,
  },
  /running at (\S+)/,
);
const stop = (c: ChildProcess) => new Promise((r) => (c.once('exit', r), c.kill('SIGINT')));
try {
  const api = `${product.url}/api`;
  const account = newAccount('bench');
  await register(api, account);
  const token = await login(api, account);
  const orgId = (await call<{ id: string }>('GET', `${api}/org/me`, undefined, token)).body.id;

  // Webhooks: each a new event (Stripe's retries aside), the same subscription moving on.
  const post = (url: string, e: { payload: string; signature: string }) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': e.signature },
      body: e.payload,
    }).then(async (r) => {
      await r.arrayBuffer();
      if (!r.ok) throw new Error(`webhook ${r.status}`);
    });
  const events = (n: number) => subscriptionEventSeries(SECRET, orgId, `sub_${orgId}`, n);
  async function timed(url: string, list: { payload: string; signature: string }[]) {
    const times: number[] = [];
    for (const e of list) {
      const t0 = performance.now();
      await post(url, e);
      times.push(performance.now() - t0);
    }
    return times.sort((a, b) => a - b);
  }
  const pct = (s: number[], p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  const ours = await timed(`${api}/billing/webhook`, events(WEBHOOKS));
  const me = await call<{ plan_name: string }>('GET', `${api}/org/me`, undefined, token);
  if (me.body.plan_name !== 'Professional') throw new Error('the subscription did not land');

  const bareSource = `
    import express from 'express';
    const body = ${JSON.stringify(JSON.stringify(me.body))};
    const app = express();
    app.get('/org/me', (_req, res) => { res.type('json').send(body); });
    const s = app.listen(0, '127.0.0.1', () => console.log('listening http://127.0.0.1:' + s.address().port));`;
  const bare = await startProcess(['--input-type=module', '-e', bareSource], {}, /listening (\S+)/);
  const bareHookSource = `
    import express from 'express';
    import Stripe from 'stripe';
    const stripe = new Stripe('sk_unused');
    const app = express();
    app.post('/hook', express.raw({ type: '*/*' }), (req, res) => {
      stripe.webhooks.constructEvent(req.body, req.get('stripe-signature'), '${SECRET}');
      res.json({ received: true });
    });
    const s = app.listen(0, '127.0.0.1', () => console.log('listening http://127.0.0.1:' + s.address().port));`;
  const bareHook = await startProcess(
    ['--input-type=module', '-e', bareHookSource],
    {},
    /listening (\S+)/,
  );
  try {
    const theirs = await timed(`${bareHook.url}/hook`, events(WEBHOOKS));
    console.log(`Stripe webhook, ${WEBHOOKS} signed events one after another`);
    console.log(
      `  Winzmail (claim + state + subscription.changed)  p50 ${pct(ours, 0.5).toFixed(1)} ms   p95 ${pct(ours, 0.95).toFixed(1)} ms`,
    );
    console.log(
      `  bare Express (signature only)                     p50 ${pct(theirs, 0.5).toFixed(1)} ms   p95 ${pct(theirs, 0.95).toFixed(1)} ms`,
    );
    const bareResult = await load(`${bare.url}/org/me`);
    const productResult = await load(`${api}/org/me`, token);
    const row = (name: string, r: autocannon.Result) =>
      `  ${name.padEnd(22)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   errors ${r.errors + r.non2xx}`;
    console.log(
      `GET /org/me (active paid plan), ${CONNECTIONS} connections, ${DURATION} s each, servers in their own processes`,
    );
    console.log(row('bare Express', bareResult));
    console.log(row('Winzmail /org/me', productResult));
    console.log(
      `  ratio: ${(productResult.requests.average / bareResult.requests.average).toFixed(2)}`,
    );
  } finally {
    await stop(bare.child);
    await stop(bareHook.child);
  }
} finally {
  await stop(product.child);
  await rm(dataDir, { recursive: true, force: true });
}
