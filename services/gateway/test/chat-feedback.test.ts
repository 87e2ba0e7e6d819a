import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ask,
  headersOf,
  history,
  newVisitor,
  uploadText,
  type Caller,
} from '@winzmail/testing/chat';
import { SHOP_DOCS } from '@winzmail/testing/knowledge-base';
import {
  call,
  login,
  newAccount,
  register,
  startTestProduct,
  type JsonResponse,
  type TestProduct,
} from '@winzmail/testing/product';

/**
 * POST /chat/feedback end to end (gateway → chat): thumbs up/down on an answer of the caller's
 * own conversation, shown again by the history; everything else a clear 4xx.
 */
const PER_HOUR = 3;
let product: TestProduct;
let api: string;

interface Org {
  orgId: string;
  staff: Caller;
}

async function organisation(): Promise<Org> {
  const account = newAccount('feedback');
  expect((await register(api, account)).status).toBe(201);
  const token = await login(api, account);
  const me = await call<{ id: string }>('GET', `${api}/org/me`, undefined, token);
  return { orgId: me.body.id, staff: { token } };
}

async function rate(who: Caller, body: unknown): Promise<JsonResponse<Record<string, unknown>>> {
  const res = await fetch(`${api}/chat/feedback`, {
    method: 'POST',
    headers: { ...headersOf(who), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
    headers: res.headers,
  };
}

/** The answer's rating as the history shows it (undefined: not rated). */
async function ratingOf(who: Caller, id: string): Promise<unknown> {
  const page = await history(api, who);
  const found = page.body.chats.find((m) => m.id === id) as { rating?: unknown } | undefined;
  if (!found) throw new Error(`answer ${id} is not in the history`);
  return found.rating;
}

let a: Org;
let b: Org;

beforeAll(async () => {
  product = await startTestProduct({
    CHAT_RATINGS_PER_VISITOR_HOUR: String(PER_HOUR),
    CHAT_RATE_PER_VISITOR: '1000',
    CHAT_RATE_PER_ADDRESS: '1000',
    CHAT_RATE_PER_ORG: '1000',
    CHAT_NEW_VISITORS_PER_ADDRESS: '1000',
    CHAT_RATE_STAFF_PER_ORG: '1000',
  });
  api = product.api;
  [a, b] = await Promise.all([organisation(), organisation()]);
  const token = (a.staff as { token: string }).token;
  await uploadText(api, token, 'returns-policy.md', SHOP_DOCS['returns-policy.md']!);
}, 120_000);

afterAll(async () => {
  await product?.dispose();
});

describe('POST /chat/feedback', () => {
  it('rates a staff answer, replaces the rating, and the history carries it', async () => {
    const answer = (await ask(api, a.staff, 'Within how many days can items be returned?')).body;
    expect((answer as { rating?: unknown }).rating).toBeUndefined();
    const down = await rate(a.staff, {
      chat_id: answer.id,
      rating: 'down',
      reason: '  <b>Too vague</b>  ',
    });
    expect(down.status).toBe(200);
    expect(down.body).toEqual({
      chat_id: answer.id,
      rating: 'down',
      reason: '<b>Too vague</b>',
      rated_at: expect.any(String),
    });
    expect(await ratingOf(a.staff, answer.id)).toBe('down');
    expect((await rate(a.staff, { chat_id: answer.id, rating: 'up' })).body).toMatchObject({
      rating: 'up',
      reason: '',
    });
    expect(await ratingOf(a.staff, answer.id)).toBe('up');
  });

  it('refuses a bad body (400) and a caller who is nobody (401)', async () => {
    const answer = (await ask(api, a.staff, 'Can I return sale items?')).body;
    for (const body of [
      {},
      { chat_id: answer.id },
      { chat_id: answer.id, rating: 'meh' },
      { chat_id: '', rating: 'up' },
      { chat_id: answer.id, rating: 'down', reason: 'x'.repeat(501) },
      { chat_id: answer.id, rating: 'down', reason: 42 },
    ]) {
      const res = await rate(a.staff, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual(expect.any(String));
    }
    const long = await rate(a.staff, {
      chat_id: answer.id,
      rating: 'down',
      reason: 'x'.repeat(501),
    });
    expect(long.body).toMatchObject({
      fields: { reason: expect.stringMatching(/500 characters/) },
    });
    expect(
      (await rate({ token: 'not-a-token' }, { chat_id: answer.id, rating: 'up' })).status,
    ).toBe(401);
    const forged = { orgId: a.orgId, visitor: 'forged.token.here' };
    expect((await rate(forged, { chat_id: answer.id, rating: 'up' })).status).toBe(401);
    expect(await ratingOf(a.staff, answer.id)).toBeUndefined();
  });

  it('answers 404 for another organisation’s or another visitor’s answer, and changes nothing', async () => {
    const staffAnswer = (await ask(api, a.staff, 'How do I return an item?')).body;
    const one = { orgId: a.orgId, visitor: await newVisitor(api, a.orgId) };
    const two = { orgId: a.orgId, visitor: await newVisitor(api, a.orgId) };
    const visitorAnswer = (await ask(api, one, 'Are returns free?')).body;
    const refusals: [Caller, string][] = [
      [b.staff, staffAnswer.id],
      [{ orgId: b.orgId, visitor: await newVisitor(api, b.orgId) }, visitorAnswer.id],
      [two, visitorAnswer.id],
      [one, staffAnswer.id],
      [a.staff, visitorAnswer.id],
      [a.staff, 'no-such-answer'],
    ];
    for (const [who, chat_id] of refusals) {
      const res = await rate(who, { chat_id, rating: 'down', reason: 'not mine' });
      expect(res).toMatchObject({ status: 404, body: { error: 'This answer was not found.' } });
    }
    expect(await ratingOf(a.staff, staffAnswer.id)).toBeUndefined();
    expect(await ratingOf(one, visitorAnswer.id)).toBeUndefined();
    // The visitor's own: allowed.
    expect((await rate(one, { chat_id: visitorAnswer.id, rating: 'down' })).status).toBe(200);
    expect(await ratingOf(one, visitorAnswer.id)).toBe('down');
  });

  it('limits a website visitor’s ratings (429 with a message), cross-origin', async () => {
    const visitor = { orgId: a.orgId, visitor: await newVisitor(api, a.orgId) };
    const answer = (await ask(api, visitor, 'What about exchanges?')).body;
    for (let i = 0; i < PER_HOUR; i++) {
      expect((await rate(visitor, { chat_id: answer.id, rating: 'up' })).status).toBe(200);
    }
    expect(await rate(visitor, { chat_id: answer.id, rating: 'down' })).toMatchObject({
      status: 429,
      body: { error: 'Too many ratings. Please try again later.' },
    });
    expect(await ratingOf(visitor, answer.id)).toBe('up');

    const preflight = await fetch(`${api}/chat/feedback`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, org-token, visitor-token',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).not.toMatch(
      /authorization/,
    );
  });
});
