import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EMBEDDED_ENV, eventually, newAccount, register } from '../../../tests/fixtures/product.js';

/**
 * One REST call that publishes an event yields ONE trace: gateway → identity (gRPC) → bus →
 * billing's consumer. The product runs as its own process (telemetry must hook module loading
 * before anything loads, as in production) and exports OTLP/JSON to a receiver in this test.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const MAIN = join(ROOT, 'services/launcher/dist/main.js');

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
}
interface OtlpExport {
  resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
}

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
      const data = JSON.parse(body) as OtlpExport;
      for (const rs of data.resourceSpans ?? [])
        for (const ss of rs.scopeSpans) spans.push(...ss.spans);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const otlpPort = (receiver.address() as { port: number }).port;
  dataDir = await mkdtemp(join(tmpdir(), 'winzmail-trace-'));
  product = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CAPTCHA_MIN_COUNTER: '50',
      CAPTCHA_MAX_COUNTER: '500',
      ...EMBEDDED_ENV,
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
  await rm(dataDir, { recursive: true, force: true });
});

describe('tracing', () => {
  it('follows POST /auth/register through gRPC and the bus into billing as one trace', async () => {
    const account = newAccount('trace');
    const res = await register(api, account);
    expect(res.status).toBe(201);

    const consumer = await eventually(
      async () => spans.find((s) => s.name === 'org.registered process'),
      (s) => s !== undefined,
      15_000,
    ).catch((err: Error) => {
      throw new Error(`${err.message}; spans seen: ${spans.map((s) => s.name).join(', ')}`);
    });
    const trace = spans.filter((s) => s.traceId === consumer!.traceId);
    const names = trace.map((s) => s.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /winzmail/api/auth/register',
        'grpc.winzmail.identity.v1.Identity/Register',
        'org.registered publish',
        'org.registered process',
      ]),
    );
    // Every span of the trace hangs off one root: the gateway's HTTP server span.
    const roots = trace.filter(
      (s) => !s.parentSpanId || !trace.some((p) => p.spanId === s.parentSpanId),
    );
    expect(roots.map((s) => s.name)).toEqual(['POST /winzmail/api/auth/register']);
  });
});
