import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { createLogger } from '@winzmail/platform';
import { accessLog } from '../src/http/access-log.js';

const lines: Record<string, unknown>[] = [];
const destination = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
    done();
  },
});
let server: ReturnType<express.Express['listen']>;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(accessLog(createLogger({ service: 'test', level: 'info', destination })));
  app.get('/api/ok', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/api/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/api/boom', (_req, res) => {
    res.status(503).json({ error: 'down' });
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** The line for a request id, once the response's finish handler wrote it. */
async function lineFor(id: string): Promise<Record<string, unknown>> {
  for (;;) {
    const line = lines.find((l) => (l.req as { id?: string } | undefined)?.id === id);
    if (line) return line;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('accessLog', () => {
  it('gives every response a request id, keeping a well-formed one from the caller', async () => {
    const own = await fetch(`${base}/api/ok`, { headers: { 'x-request-id': 'abc-123' } });
    expect(own.headers.get('x-request-id')).toBe('abc-123');
    const bad = await fetch(`${base}/api/ok`, { headers: { 'x-request-id': 'no spaces allowed' } });
    expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs one line per request with method, url, status and time; 5xx at error level', async () => {
    const ok = await fetch(`${base}/api/ok?x=1`, { headers: { authorization: 'Bearer secret' } });
    const line = await lineFor(ok.headers.get('x-request-id')!);
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/ok?x=1' },
      res: { statusCode: 200 },
    });
    expect(typeof line.responseTime).toBe('number');
    expect(JSON.stringify(line)).not.toContain('secret');
    const boom = await fetch(`${base}/api/boom`);
    expect(await lineFor(boom.headers.get('x-request-id')!)).toMatchObject({ level: 50 });
  });

  it('keeps health probes out of the log', async () => {
    const health = await fetch(`${base}/api/healthz`);
    const after = await fetch(`${base}/api/ok`);
    await lineFor(after.headers.get('x-request-id')!);
    const healthId = health.headers.get('x-request-id');
    expect(lines.some((l) => (l.req as { id?: string }).id === healthId)).toBe(false);
  });
});
