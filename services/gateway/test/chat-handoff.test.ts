import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ask, headersOf, newVisitor, type Caller } from '@winzmail/testing/chat';
import { eventually } from '@winzmail/testing';
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
 * POST /chat/handoff end to end (gateway → chat → mail-sync): a website visitor's conversation,
 * with the address they left, becomes one pending Inbox email labelled as a website chat; the
 * answer echoes nothing; a bad address 400, nobody 401, staff 403, past the daily cap 429.
 */
let product: TestProduct;
let api: string;
let orgId: string;
let staffToken: string;

async function handOff(who: Caller, body: unknown): Promise<JsonResponse<Record<string, unknown>>> {
  const res = await fetch(`${api}/chat/handoff`, {
    method: 'POST',
    headers: { ...headersOf(who), 'content-type': 'application/json', origin: 'https://shop.test' },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
    headers: res.headers,
  };
}

beforeAll(async () => {
  product = await startTestProduct({
    CHAT_HANDOFFS_PER_VISITOR_DAY: '1',
    CHAT_RATE_PER_VISITOR: '1000',
    CHAT_RATE_PER_ADDRESS: '1000',
    CHAT_NEW_VISITORS_PER_ADDRESS: '1000',
  });
  api = product.api;
  const account = newAccount('handoff');
  expect((await register(api, account)).status).toBe(201);
  staffToken = await login(api, account);
  orgId = (await call<{ id: string }>('GET', `${api}/org/me`, undefined, staffToken)).body.id;
}, 120_000);

afterAll(async () => {
  await product?.dispose();
});

describe('POST /chat/handoff', () => {
  it('passes an abstained conversation to the Inbox, echoing nothing', async () => {
    const visitor = { orgId, visitor: await newVisitor(api, orgId) };
    const answer = await ask(api, visitor, 'Do you sell gift cards?');
    expect(answer.body).toMatchObject({ abstained: true });
    const res = await handOff(visitor, { email: 'ana@example.com', name: 'Ana' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ handed_off: true });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://shop.test');
    const inbox = await eventually(
      'the handoff in the Inbox',
      () =>
        call<Record<string, unknown>[]>('GET', `${api}/org/email/incoming`, undefined, staffToken),
      (page) => Array.isArray(page.body) && page.body.length === 1,
    );
    expect(inbox.body[0]).toMatchObject({
      from_address: 'ana@example.com',
      from_name: 'Ana',
      subject: 'Website chat: Do you sell gift cards?',
      status: 'pending',
      origin: 'widget_handoff',
      body: expect.stringContaining('Do you sell gift cards?'),
    });
    // The visitor's cap of one a day.
    const again = await handOff(visitor, { email: 'ana@example.com' });
    expect(again.status).toBe(429);
    expect(again.body.error).toMatch(/too many requests today/);
  });

  it('refuses a bad address (400), nobody (401) and staff (403)', async () => {
    const visitor = { orgId, visitor: await newVisitor(api, orgId) };
    for (const body of [{}, { email: '' }, { email: 'Ana <ana@example.com>' }, { email: 42 }]) {
      const res = await handOff(visitor, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual(expect.any(String));
    }
    expect((await handOff({ orgId }, { email: 'ana@example.com' })).status).toBe(401);
    expect(
      (await handOff({ orgId, visitor: 'forged.token.here' }, { email: 'ana@example.com' })).status,
    ).toBe(401);
    expect((await handOff({ token: staffToken }, { email: 'ana@example.com' })).status).toBe(403);
  });
});
