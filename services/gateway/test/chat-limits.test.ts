import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { createLogger } from '@winzmail/platform';
import type { ChatCaller } from '../src/http/chat-access.js';
import { askLimits, visitorLimit, TOO_MANY } from '../src/http/chat-limits.js';
import { errorHandler } from '../src/http/errors.js';

/**
 * The chat's three public limits and the staff one, each on its own key: a visitor, an address
 * (X-Forwarded-For from a trusted proxy), an organisation.
 */
let server: ReturnType<express.Express['listen']>;
let base: string;

beforeAll(async () => {
  const app = express();
  app.set('trust proxy', 'loopback');
  const limits = { perVisitor: 2, perAddress: 4, perOrg: 6, visitorsPerAddress: 3, staffPerOrg: 2 };
  app.post(
    '/ask',
    (req, res, next) => {
      res.locals.chatCaller = {
        orgId: req.get('org') ?? 'org',
        public: req.get('staff') === undefined,
        visitorToken: req.get('visitor') ?? '',
        origin: '',
      } satisfies ChatCaller;
      next();
    },
    ...askLimits(limits),
    (_req, res) => {
      res.json({ ok: true });
    },
  );
  app.post('/visitor', visitorLimit(limits), (_req, res) => {
    res.status(201).json({ ok: true });
  });
  app.use(errorHandler(createLogger({ service: 'test', level: 'silent' })));
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const post = (path: string, headers: Record<string, string>) =>
  fetch(`${base}${path}`, { method: 'POST', headers });

async function statuses(n: number, headers: Record<string, string>, path = '/ask') {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await post(path, headers)).status);
  return out;
}

describe('chat rate limits', () => {
  it('per visitor, with the clear message', async () => {
    const h = { 'x-forwarded-for': '10.0.0.1', org: 'o1', visitor: 'v-a' };
    expect(await statuses(3, h)).toEqual([200, 200, 429]);
    const res = await post('/ask', h);
    expect(await res.json()).toEqual({ error: TOO_MANY });
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('per address, however many visitors it uses', async () => {
    const from = (visitor: string) => ({ 'x-forwarded-for': '10.0.0.2', org: 'o2', visitor });
    const seen = [];
    for (const v of ['a', 'b', 'c', 'd', 'e']) seen.push((await post('/ask', from(v))).status);
    expect(seen).toEqual([200, 200, 200, 200, 429]);
  });

  it('per organisation, however many addresses ask', async () => {
    const seen = [];
    for (let i = 0; i < 7; i++) {
      seen.push(
        (await post('/ask', { 'x-forwarded-for': `10.1.0.${i}`, org: 'o3', visitor: `v${i}` }))
          .status,
      );
    }
    expect(seen).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it('staff on their own limit, untouched by the public ones', async () => {
    const staff = { 'x-forwarded-for': '10.0.0.1', org: 'o1', staff: '1' };
    expect(await statuses(3, staff)).toEqual([200, 200, 429]);
  });

  it('new visitors per address', async () => {
    expect(await statuses(4, { 'x-forwarded-for': '10.9.0.1' }, '/visitor')).toEqual([
      201, 201, 201, 429,
    ]);
    expect(await statuses(1, { 'x-forwarded-for': '10.9.0.2' }, '/visitor')).toEqual([201]);
  });
});
