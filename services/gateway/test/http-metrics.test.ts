import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { eventually } from '@winzmail/testing';
import { startMetricsProbe, type MetricsProbe } from '@winzmail/testing/metrics-probe';
import { httpMetrics } from '../src/http/metrics.js';

let server: ReturnType<express.Express['listen']>;
let base: string;
let probe: MetricsProbe;

beforeAll(async () => {
  probe = startMetricsProbe();
  const app = express();
  app.use(httpMetrics());
  const api = express.Router();
  api.get('/documents/:id', (_req, res) => {
    res.json({ ok: true });
  });
  api.get('/boom', (_req, res) => {
    res.status(503).json({ error: 'down' });
  });
  api.post('/chat/visitor', (_req, res) => {
    res.json({ visitor_token: 't' });
  });
  api.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  app.use('/winzmail/api', api);
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/winzmail/api`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await probe.stop();
});

const NAME = 'winzmail.http.server.duration';

describe('HTTP metrics', () => {
  it('records the duration histogram with the route template, method and status', async () => {
    for (const id of ['a1', 'b2', 'c3']) await (await fetch(`${base}/documents/${id}`)).text();
    await (await fetch(`${base}/boom`)).text();
    await (await fetch(`${base}/healthz`)).text();
    await (await fetch(`${base}/nothing-here`, { method: 'POST' })).text();
    // A request is recorded on 'close', after its response is written. They ran one after
    // another: once the last (unmatched) is recorded, every earlier one has been, or never will.
    const route = (r: string) => ({ 'http.route': r });
    await eventually('the last request recorded', () => probe.total(NAME, route('unmatched')));
    expect(
      await probe.total(NAME, {
        ...route('/winzmail/api/documents/:id'),
        'http.request.method': 'GET',
        'http.response.status_code': 200,
      }),
    ).toBe(3);
    expect(
      await probe.total(NAME, { ...route('/winzmail/api/boom'), 'http.response.status_code': 503 }),
    ).toBe(1);
    expect(await probe.total(NAME, route('unmatched'))).toBe(1);
    const routes = (await probe.points(NAME)).map((p) => p.attributes['http.route']);
    expect(routes.some((r) => String(r).includes('healthz') || String(r).includes('a1'))).toBe(
      false,
    );
    const histogram = (await probe.points(NAME))[0]!.value as { buckets: { boundaries: number[] } };
    expect(histogram.buckets.boundaries).toContain(0.25);
  });

  it('counts widget sessions (POST /chat/visitor)', async () => {
    await (await fetch(`${base}/chat/visitor`, { method: 'POST' })).text();
    await eventually('the widget session counted', () => probe.total('winzmail.widget.sessions'));
    expect(await probe.total('winzmail.widget.sessions')).toBe(1);
  });
});
