// The system under load: the embedded product spawned from its build (one Node process, every
// service behind its own loopback gRPC server, as `npm start` runs it) on a free port with a
// temporary DATA_DIR — or, with BASE_URL, a deployment that is already running (staging).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { TEST_ENV } from '../../fixtures/product.js';
import { MAIL_TEST_ENV } from '../../fixtures/mail-server.js';

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

export async function startSystem(extraEnv: Record<string, string> = {}): Promise<System> {
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
  const child: ChildProcess = spawn(
    process.execPath,
    [join(ROOT, 'services/launcher/dist/main.js')],
    {
      env: { ...process.env, ...LOAD_ENV, ...extraEnv, PORT: '0', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
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
  return {
    url,
    api: `${url}/api`,
    pids: { product: child.pid! },
    webhookSecret: WEBHOOK_SECRET_EMBEDDED,
    embedded: true,
    stop: async () => {
      if (child.exitCode === null) {
        await new Promise((r) => {
          child.once('exit', r);
          child.kill('SIGINT');
        });
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Smoke and capacity runs send traffic only to this machine. */
export function assertLoopback(url: string): void {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (!(host === 'localhost' || host === '::1' || /^127\./.test(host)))
    throw new Error(`${url} is not a loopback address: only PROFILE=staging targets another host`);
}
