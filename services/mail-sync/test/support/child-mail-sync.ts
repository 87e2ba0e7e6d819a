import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createServiceClient } from '@winzmail/platform';
import { services } from '@winzmail/proto';
import { eventually } from '@winzmail/testing';
import { MAIL_TEST_ENV } from '@winzmail/testing/mail-server';
import { TEST_ENV } from '@winzmail/testing/product';
import type { MailCall } from './harness.js';

/**
 * mail-sync as production runs it: its built main.js in a process of its own, settings from env,
 * served over gRPC. A test can kill it (-9: no shutdown code runs) and start another on the same
 * data. Its output is kept, for the test to show when it fails.
 */
export interface ChildMailSync {
  call: MailCall;
  pid: number;
  output(): string;
  /** SIGKILL, and the exit seen. */
  kill9(): Promise<void>;
  /** SIGTERM (a clean shutdown: the consumer leaves its group), and the exit seen. */
  stop(): Promise<void>;
}

const MAIN = resolve(import.meta.dirname, '../../dist/main.js');
const MAX_OUTPUT = 200_000;

export async function startChildMailSync(env: Record<string, string>): Promise<ChildMailSync> {
  if (!existsSync(MAIN))
    throw new Error(`build first (node scripts/build.mjs): ${MAIN} is missing`);
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      ...TEST_ENV,
      ...MAIL_TEST_ENV,
      LOG_LEVEL: 'info',
      ...env,
      GRPC_HOST: '127.0.0.1',
      GRPC_PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-MAX_OUTPUT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const client = createServiceClient(services.mailSync(), {
    address: `127.0.0.1:${port}`,
    deadlineMs: 30_000,
  });
  const ended = async (signal: NodeJS.Signals): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    client.close();
  };
  const handle: ChildMailSync = {
    call: client.call,
    pid: child.pid ?? 0,
    output: () => output,
    kill9: () => ended('SIGKILL'),
    stop: () => ended('SIGTERM'),
  };
  try {
    // Served once wired: its store open, its consumer in its group (or 30 s spent waiting).
    await eventually(
      'mail-sync serving',
      () => ready(client.call, child),
      (up) => up,
      { timeoutMs: 90_000 },
    );
  } catch (err) {
    await handle.kill9();
    throw new Error(`mail-sync did not start: ${String(err)}\n${output}`);
  }
  return handle;
}

async function ready(call: MailCall, child: ChildProcess): Promise<boolean> {
  if (child.exitCode !== null) throw new Error(`mail-sync exited with ${child.exitCode}`);
  try {
    await call.GetEmailConfig({ org_id: randomUUID() }, { deadlineMs: 2_000 });
    return true;
  } catch (err) {
    const code = (err as { code?: string }).code;
    return code !== 'UNAVAILABLE' && code !== 'DEADLINE_EXCEEDED';
  }
}

/** Shows each child's output when `fn` fails (a crash test is read from both sides). */
export async function showingOutput<T>(
  children: () => (ChildMailSync | undefined)[],
  fn: () => Promise<T>,
): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    children().forEach((c, i) => {
      if (c) console.error(`--- mail-sync child ${i + 1} (pid ${c.pid}) output ---\n${c.output()}`);
    });
    throw err;
  }
}

const freePort = (): Promise<number> =>
  new Promise((res, rej) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => res(port));
    });
    srv.on('error', rej);
  });
