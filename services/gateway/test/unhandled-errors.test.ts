import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@winzmail/testing';
import { startOtlpReceiver, type OtlpReceiver } from '@winzmail/testing/otlp-receiver';

/**
 * A handler bug shows up as a logged, counted error that ends its own request — never as the
 * process exiting. The process is started as every service's main.ts starts, and serves through
 * the gateway's own request middleware (packages/testing/src/handler-bug-process.mjs).
 */
const FIXTURE = resolve(
  import.meta.dirname,
  '../../../packages/testing/src/handler-bug-process.mjs',
);
const GATEWAY_BUILD = resolve(import.meta.dirname, '../dist/http/request-scope.js');

let receiver: OtlpReceiver;
let child: ChildProcess;
let base: string;
const lines: Record<string, unknown>[] = [];
let exited: number | string | null = null;

beforeAll(async () => {
  if (!existsSync(GATEWAY_BUILD)) throw new Error(`build first (npm run build): ${GATEWAY_BUILD}`);
  receiver = await startOtlpReceiver();
  child = spawn(process.execPath, [FIXTURE], {
    env: { ...process.env, ...receiver.env, OTEL_METRIC_EXPORT_INTERVAL: '200' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.once('exit', (code, signal) => (exited = code ?? signal));
  base = await new Promise<string>((res, rej) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      let nl: number;
      while ((nl = out.indexOf('\n')) >= 0) {
        const line = out.slice(0, nl);
        out = out.slice(nl + 1);
        const port = /^listening (\d+)$/.exec(line)?.[1];
        if (port) res(`http://127.0.0.1:${port}`);
        else if (line.startsWith('{')) lines.push(JSON.parse(line) as Record<string, unknown>);
      }
    });
    child.once('exit', (code) => rej(new Error(`fixture exited with ${code}`)));
  });
}, 30_000);

afterAll(async () => {
  if (child && exited === null) {
    const done = new Promise((r) => child.once('exit', r));
    child.kill('SIGINT');
    await done;
  }
  await receiver?.close();
});

const unhandledLines = () => lines.filter((l) => String(l.msg).startsWith('unhandled error'));

describe('an error nothing handled', () => {
  it.each([
    ['/bug/throw', 'bug: thrown in a callback', 'exception'],
    ['/bug/emitter', 'bug: emitter without a listener', 'exception'],
    ['/bug/rejection', 'bug: rejection nobody awaited', 'rejection'],
  ])('%s ends its request with 500, logged with stack and request id', async (path, msg, kind) => {
    const requestId = `bug-${kind}-${path.slice(5)}`;
    const res = await fetch(`${base}${path}`, { headers: { 'x-request-id': requestId } });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'Something went wrong. Please try again.' });
    const line = await eventually(
      'the unhandled-error log line of the request',
      async () => unhandledLines().find((l) => l.req_id === requestId),
      (l) => l !== undefined,
    );
    expect(line).toMatchObject({ kind, err: { message: msg } });
    expect(String((line!.err as { stack: string }).stack)).toContain('handler-bug-process.mjs');
    expect(exited).toBeNull();
  });

  it('closes the connection of an answer that had begun', async () => {
    const res = await fetch(`${base}/bug/midway`, { headers: { 'x-request-id': 'bug-midway' } });
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
    await eventually(
      'the unhandled-error log line of bug-midway',
      async () => unhandledLines().some((l) => l.req_id === 'bug-midway'),
      (found) => found,
    );
  });

  it('keeps the process serving, and counts every one in the metric the alert reads', async () => {
    const ok = await fetch(`${base}/ok`);
    expect(ok.status).toBe(200);
    expect(exited).toBeNull();
    const count = await eventually(
      'the unhandled-errors counter to count every logged error',
      async () => receiver.counter('winzmail.process.unhandled_errors'),
      (n) => n >= unhandledLines().length && n > 0,
    );
    expect(count).toBe(4);
    expect(unhandledLines()).toHaveLength(4);
  });
});
