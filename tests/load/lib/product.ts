// The system under load, started from the build with a temporary DATA_DIR: the embedded product
// (one Node process, every service behind its own loopback gRPC server, as `npm start` runs it)
// or, with MODE=real, each service in its own process on the tests/infra servers — or, with
// BASE_URL, a deployment that is already running (staging).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MAIL_TEST_ENV } from '@winzmail/testing/mail-server';
import { TEST_ENV } from '@winzmail/testing/product';

const ROOT = resolve(import.meta.dirname, '../../..');
export const WEBHOOK_SECRET_EMBEDDED = 'whsec_load';

export interface System {
  /** The gateway's /winzmail base, e.g. http://127.0.0.1:40123/winzmail */
  url: string;
  api: string;
  /** Processes whose CPU is read during each step (empty against a remote deployment). */
  pids: Record<string, number>;
  /** The secret that signs Stripe webhooks for it ('' = unknown: the webhook step is skipped). */
  webhookSecret: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/**
 * Settings of the embedded product under load: the tests' light captcha and lexical embedder,
 * and the per-organisation chat limits raised, because one organisation here stands for the many
 * a real deployment spreads that traffic over (the per-visitor and per-address limits stay).
 */
export const LOAD_ENV: Record<string, string> = {
  ...TEST_ENV,
  ...MAIL_TEST_ENV,
  LOG_LEVEL: 'warn',
  CAPTCHA_MIN_COUNTER: '10',
  CAPTCHA_MAX_COUNTER: '100',
  CHAT_RATE_PER_ORG: '1000000',
  CHAT_RATE_STAFF_PER_ORG: '1000000',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET_EMBEDDED,
  // Only the one mailbox the mail step makes is watched; its IDLE wakes the sync at once.
  MAIL_POLL_INTERVAL_MS: '60000',
};

/**
 * PROFILE=capacity measures what the product holds, not where its abuse limits refuse: the
 * per-visitor and per-address limits are raised too (they still count every request).
 */
export const CAPACITY_ENV: Record<string, string> = {
  CHAT_RATE_PER_VISITOR: '1000000',
  CHAT_RATE_PER_ADDRESS: '1000000',
  CHAT_NEW_VISITORS_PER_ADDRESS: '1000000',
};

/**
 * embedded: the product in one process, as `npm start` runs it. real: each service in its own
 * process (as in Kubernetes) on the test servers of tests/infra — Kafka, MongoDB,
 * Elasticsearch, MinIO — so the figures and the CPU are per service.
 */
export type Mode = 'embedded' | 'real';

export async function startSystem(
  extraEnv: Record<string, string> = {},
  mode: Mode = 'embedded',
): Promise<System> {
  const base = process.env.BASE_URL?.replace(/\/+$/, '');
  if (base) {
    return {
      url: base,
      api: `${base}/api`,
      pids: {},
      webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? '',
      embedded: false,
      stop: async () => {},
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'winzmail-load-'));
  const env = { ...process.env, ...LOAD_ENV, ...extraEnv, DATA_DIR: dataDir };
  const children = new Map<string, ChildProcess>();
  const stop = async () => {
    await Promise.all(
      [...children.values()].map(
        (child) =>
          new Promise((r) => {
            if (child.exitCode !== null || child.signalCode !== null) return r(null);
            child.once('exit', r);
            child.kill('SIGINT');
          }),
      ),
    );
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const url =
      mode === 'real'
        ? await startServices(env, children)
        : await startEmbedded({ ...env, PORT: '0' }, children);
    return {
      url,
      api: `${url}/api`,
      pids: Object.fromEntries([...children].map(([name, child]) => [name, child.pid!])),
      webhookSecret: WEBHOOK_SECRET_EMBEDDED,
      embedded: mode === 'embedded',
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * Node flags for the product's processes, space separated (LOAD_NODE_ARGS, e.g. `--cpu-prof
 * --cpu-prof-dir=/tmp/prof`): flags such as --cpu-prof are refused in NODE_OPTIONS.
 */
const nodeArgs = (): string[] => (process.env.LOAD_NODE_ARGS ?? '').split(' ').filter(Boolean);

async function startEmbedded(
  env: NodeJS.ProcessEnv,
  children: Map<string, ChildProcess>,
): Promise<string> {
  const child = spawn(
    process.execPath,
    [...nodeArgs(), join(ROOT, 'services/launcher/dist/main.js')],
    {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.set('product', child);
  const url = await new Promise<string>((res, rej) => {
    const timer = setTimeout(() => rej(new Error('the product did not start in 60 s')), 60_000);
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /running at (\S+)/.exec(out)?.[1];
      if (found) {
        clearTimeout(timer);
        res(found);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      rej(new Error(`the product exited ${code} while starting`));
    });
  });
  child.stdout!.resume();
  return url;
}

/** The servers real mode needs, from tests/infra/.env.infra (tests/load/run exports them). */
const REAL_SERVERS = ['KAFKA_BROKERS', 'MONGODB_URL', 'ELASTICSEARCH_URL', 'S3_ENDPOINT'];

/** The services by their address variable, in an order where each finds what it calls. */
const SERVICES: [name: string, addressVar: string][] = [
  ['identity', 'IDENTITY_ADDR'],
  ['billing', 'BILLING_ADDR'],
  ['knowledge-ingestion', 'KNOWLEDGE_ADDR'],
  ['reply-generation', 'REPLY_GENERATION_ADDR'],
  ['mail-sync', 'MAIL_SYNC_ADDR'],
  ['chat', 'CHAT_ADDR'],
];

async function startServices(
  base: NodeJS.ProcessEnv,
  children: Map<string, ChildProcess>,
): Promise<string> {
  const missing = REAL_SERVERS.filter((k) => !process.env[k]);
  if (missing.length)
    throw new Error(
      `MODE=real needs ${missing.join(', ')}: bash tests/infra/up kafka mongo elasticsearch minio`,
    );
  const run = randomBytes(4).toString('hex');
  const ports = await Promise.all(SERVICES.map(() => freePort()));
  const gatewayPort = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...base,
    ...Object.fromEntries(REAL_SERVERS.map((k) => [k, process.env[k]!])),
    KAFKA_TOPIC_PREFIX: `load${run}.`,
    MONGODB_DATABASE_PREFIX: `load${run}-`,
    GRPC_HOST: '127.0.0.1',
    ...Object.fromEntries(SERVICES.map(([, v], i) => [v, `127.0.0.1:${ports[i]}`])),
  };
  const spawnOne = (name: string, extra: Record<string, string>) => {
    const child = spawn(
      process.execPath,
      [...nodeArgs(), join(ROOT, 'services', name, 'dist/main.js')],
      {
        env: { ...env, ...extra, OTEL_SERVICE_NAME: name },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    children.set(name, child);
  };
  SERVICES.forEach(([name], i) => spawnOne(name, { GRPC_PORT: String(ports[i]) }));
  spawnOne('gateway', { PORT: String(gatewayPort), HOST: '127.0.0.1' });
  const url = `http://127.0.0.1:${gatewayPort}/winzmail`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const exited = [...children].find(([, c]) => c.exitCode !== null);
    if (exited) throw new Error(`${exited[0]} exited ${exited[1].exitCode} while starting`);
    const ok = await fetch(`${url}/api/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return url;
    if (Date.now() > deadline) throw new Error('the services were not ready in 90 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}

const freePort = (): Promise<number> =>
  new Promise((res, rej) => {
    const srv = createServer()
      .once('error', rej)
      .listen(0, '127.0.0.1', () => {
        const { port } = srv.address() as { port: number };
        srv.close(() => res(port));
      });
  });

/** Smoke and capacity runs send traffic only to this machine. */
export function assertLoopback(url: string): void {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (!(host === 'localhost' || host === '::1' || /^127\./.test(host)))
    throw new Error(`${url} is not a loopback address: only PROFILE=staging targets another host`);
}
