import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { describeWithServer, env, eventually } from '@winzmail/testing';
import { call, login, newAccount, register, TEST_ENV } from '@winzmail/testing/product';

/**
 * Production shape: identity, billing and the gateway each in its own process, started from its
 * own main.ts with settings from env, meeting over gRPC and Kafka, storing in MongoDB.
 */
const ROOT = resolve(import.meta.dirname, '../../..');

const freePort = (): Promise<number> =>
  new Promise((res) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
  });

describeWithServer(['KAFKA_BROKERS', 'MONGODB_URL'], 'each service in its own process', () => {
  const children: ChildProcess[] = [];
  let dataDir = '';
  let api = '';

  beforeAll(async () => {
    const main = (s: string) => join(ROOT, 'services', s, 'dist/main.js');
    for (const s of ['identity', 'billing', 'gateway']) {
      if (!existsSync(main(s)))
        throw new Error(`build first (npm run build): ${main(s)} is missing`);
    }
    dataDir = await mkdtemp(join(tmpdir(), 'winzmail-procs-'));
    const run = randomBytes(4).toString('hex');
    const [identityPort, billingPort, gatewayPort] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
    ]);
    const common = {
      ...process.env,
      ...TEST_ENV,
      DATA_DIR: dataDir,
      KAFKA_BROKERS: env('KAFKA_BROKERS'),
      MONGODB_URL: env('MONGODB_URL'),
      KAFKA_TOPIC_PREFIX: `p${run}.`,
      MONGODB_DATABASE_PREFIX: `p${run}-`,
      GRPC_HOST: '127.0.0.1',
    };
    const startOne = (name: string, extra: Record<string, string>) => {
      const child = spawn(process.execPath, [main(name)], {
        env: { ...common, ...extra },
        stdio: 'inherit',
      });
      children.push(child);
    };
    startOne('identity', { GRPC_PORT: String(identityPort) });
    startOne('billing', { GRPC_PORT: String(billingPort) });
    startOne('gateway', {
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      IDENTITY_ADDR: `127.0.0.1:${identityPort}`,
      BILLING_ADDR: `127.0.0.1:${billingPort}`,
    });
    api = `http://127.0.0.1:${gatewayPort}/winzmail/api`;
    await eventually(
      'the gateway to be ready',
      () => call('GET', `${api}/readyz`).catch(() => ({ status: 0, body: {} })),
      (r) => r.status === 200,
      { timeoutMs: 60_000 },
    );
  }, 90_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (c) =>
          new Promise((r) => {
            if (c.exitCode !== null) return r(null);
            c.once('exit', r);
            c.kill('SIGTERM');
          }),
      ),
    );
    await rm(dataDir, { recursive: true, force: true });
  });

  it('registers, signs in and starts the trial across processes', async () => {
    const account = newAccount('procs');
    expect((await register(api, account)).status).toBe(201);
    const token = await login(api, account);
    const me = await eventually(
      '/org/me to show the trial',
      () => call('GET', `${api}/org/me`, undefined, token),
      (r) => r.body.trial_active === true,
      { timeoutMs: 30_000 },
    );
    expect(me.body).toMatchObject({ name: account.orgName, plan_name: 'Free Trial' });
  }, 60_000);

  it('shuts each process down cleanly on SIGTERM', async () => {
    const exits = children.map(
      (c) => new Promise<number | null>((r) => c.once('exit', (code) => r(code))),
    );
    for (const c of children) c.kill('SIGTERM');
    expect(await Promise.all(exits)).toEqual([0, 0, 0]);
  }, 30_000);
});
