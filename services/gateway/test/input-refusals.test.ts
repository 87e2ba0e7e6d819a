// What the API refuses instead of quietly misreading (found by the API fuzzer, tests/fuzz): a body
// that is not JSON, a query parameter in list or object form, and text with a NUL character.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ask, history, newVisitor } from '@winzmail/testing/chat';
import {
  call,
  login,
  newAccount,
  register,
  startTestProduct,
  type TestProduct,
} from '@winzmail/testing/product';

let product: TestProduct;
let api: string;
let token: string;
let orgId: string;

beforeAll(async () => {
  product = await startTestProduct();
  api = product.api;
  const account = newAccount('refusals');
  expect((await register(api, account)).status).toBe(201);
  token = await login(api, account);
  orgId = (await call<{ id: string }>('GET', `${api}/org/me`, undefined, token)).body.id;
}, 60_000);
afterAll(async () => {
  await product?.dispose();
});

const send = (path: string, type: string, body: string) =>
  fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'content-type': type, authorization: `Bearer ${token}` },
    body,
  });
const prompt = async () =>
  (await call<Record<string, string>>('GET', `${api}/prompt`, undefined, token)).body;

describe('a body that is not JSON', () => {
  it('is refused with 415 by POST /prompt/set (text or form), and nothing changes', async () => {
    const before = await prompt();
    for (const [type, body] of [
      ['text/plain', '{"signature":"Plain"}'],
      ['application/x-www-form-urlencoded', 'signature=Form'],
    ] as const) {
      const res = await send('/prompt/set', type, body);
      expect(res.status).toBe(415);
      expect(((await res.json()) as { error: string }).error).toMatch(/JSON/);
    }
    expect(await prompt()).toEqual(before);
  });

  it('is refused with 415 by every JSON route, the public chat included', async () => {
    expect((await send('/chat/widget-settings', 'text/plain', 'x')).status).toBe(415);
    const visitor = await newVisitor(api, orgId);
    const res = await fetch(`${api}/chat/ask`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'Org-Token': orgId, 'Visitor-Token': visitor },
      body: 'hello',
    });
    expect(res.status).toBe(415);
  });

  it('is still taken as JSON, with a charset too', async () => {
    const res = await send('/prompt/set', 'application/json; charset=utf-8', '{"signature":"J"}');
    expect(res.status).toBe(200);
    expect((await prompt()).signature).toBe('J');
  });
});

describe('a query parameter in list or object form, or given twice', () => {
  it.each([
    '/chat/history?limit[]=1',
    '/chat/history?offset[x]=1',
    '/chat/history?limit=1&limit=2',
    '/org/email/incoming?status[]=x',
    '/org/email/incoming?limit[]=1',
  ])('%s → 400 naming the parameter', async (path) => {
    const res = await call<{ fields: Record<string, string> }>(
      'GET',
      `${api}${path}`,
      undefined,
      token,
    );
    expect(res.status).toBe(400);
    const name = decodeURIComponent(path.split('?')[1]!.split('=')[0]!);
    expect(Object.keys(res.body.fields)).toEqual([name]);
  });

  it('leaves the plain form working', async () => {
    expect((await history(api, { token }, '?limit=1')).status).toBe(200);
  });
});

describe('text with a NUL character', () => {
  it('is refused in a chat question, and nothing is stored', async () => {
    const res = await ask(api, { token }, 'Where is \u0000my parcel?');
    expect(res.status).toBe(400);
    expect((res.body as unknown as { fields: Record<string, string> }).fields).toEqual({
      message: expect.stringMatching(/NUL/),
    });
    const page = await history(api, { token });
    expect(page.body.total).toBe(0);
  });

  it('is refused in any reply style field, and nothing changes', async () => {
    const before = await prompt();
    const res = await call<{ fields: Record<string, string> }>(
      'POST',
      `${api}/prompt/set`,
      { signature: 'Kind regards\u0000', tone: 'friendly' },
      token,
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(['signature']);
    expect(await prompt()).toEqual(before);
  });

  it('is refused in a nested field and in a query parameter', async () => {
    const nested = await call<{ fields: Record<string, string> }>(
      'POST',
      `${api}/chat/widget-settings`,
      { allowed_origins: ['https://a.example', 'https://b\u0000.example'] },
      token,
    );
    expect(nested.status).toBe(400);
    expect(Object.keys(nested.body.fields)).toEqual(['allowed_origins.1']);
    const query = await call(
      'GET',
      `${api}/org/email/stats?utc_offset_minutes=%00`,
      undefined,
      token,
    );
    expect(query.status).toBe(400);
  });
});
