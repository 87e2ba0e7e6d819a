import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ask,
  askStreaming,
  clear,
  history,
  newVisitor,
  uploadText,
  waitReady,
  type Caller,
  type ChatMessage,
} from '@winzmail/testing/chat';
import { CANARY, INTERNAL_DOC, SHOP_DOCS } from '@winzmail/testing/knowledge-base';
import {
  call,
  login,
  newAccount,
  register,
  startTestProduct,
  type TestProduct,
} from '@winzmail/testing/product';

/**
 * The chat API end to end (gateway → chat → reply-generation → knowledge-ingestion) with the
 * grounded composer: staff and website visitors, their separation, limits and streaming.
 */
const PER_VISITOR = 4;

let product: TestProduct;
let api: string;
let site: Server;
let siteUrl: string;

interface Org {
  token: string;
  orgId: string;
  staff: Caller;
}

async function organisation(): Promise<Org> {
  const account = newAccount('chat');
  expect((await register(api, account)).status).toBe(201);
  const token = await login(api, account);
  const me = await call<{ id: string }>('GET', `${api}/org/me`, undefined, token);
  return { token, orgId: me.body.id, staff: { token } };
}

let a: Org;
let b: Org;

beforeAll(async () => {
  // A public web page to scrape: what a visitor may be shown as a source.
  site = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><title>Delivery times</title></head><body><main>
      <h1>Delivery times</h1><p>Parcels to Belgium arrive within three working days with bpost.</p>
      <p>Every parcel to Belgium is insured up to 500 euros.</p></main></body></html>`);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/delivery`;
  product = await startTestProduct({
    SCRAPE_ALLOW_LOOPBACK: 'true',
    CHAT_RATE_PER_VISITOR: String(PER_VISITOR),
    CHAT_RATE_PER_ADDRESS: '1000',
    CHAT_RATE_PER_ORG: '1000',
    CHAT_NEW_VISITORS_PER_ADDRESS: '1000',
    CHAT_RATE_STAFF_PER_ORG: '1000',
  });
  api = product.api;
  [a, b] = await Promise.all([organisation(), organisation()]);
  for (const [name, text] of Object.entries(SHOP_DOCS)) await uploadText(api, a.token, name, text);
  await uploadText(api, a.token, INTERNAL_DOC.filename, INTERNAL_DOC.text);
  const scraped = await call<{ id: string }>(
    'POST',
    `${api}/org/documents/scrape`,
    { url: siteUrl },
    a.token,
  );
  expect(scraped.status).toBe(201);
  await waitReady(api, a.token, scraped.body.id);
}, 120_000);

afterAll(async () => {
  await product?.dispose();
  await new Promise((resolve) => site?.close(resolve));
});

describe('staff chat', () => {
  it('answers from the documents, with the document it cites, and keeps the turn', async () => {
    await clear(api, a.staff);
    const res = await ask(api, a.staff, 'Within how many days can customers send back items?');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: expect.any(String), created_at: expect.any(String) });
    expect(res.body.message).toBe('Within how many days can customers send back items?');
    expect(res.body.response).toMatch(/30 days/);
    expect(res.body.sources.length).toBeGreaterThan(0);
    expect(res.body.sources[0]!.document_id).toMatch(/./);
    expect(res.body.sources[0]!.title).toMatch(/returns-policy/);
    const page = await history(api, a.staff);
    expect(page.body.total).toBe(1);
    expect(page.body.chats[0]).toEqual(res.body);
  });

  it('pages the history newest first (limit and offset, defaults 50 and 0) and clears it', async () => {
    await clear(api, a.staff);
    const asked: ChatMessage[] = [];
    for (let i = 1; i <= 5; i++)
      asked.push((await ask(api, a.staff, `Question ${i} about parking?`)).body);
    const first = await history(api, a.staff, '?limit=2&offset=0');
    expect(first.body.total).toBe(5);
    expect(first.body.chats.map((c) => c.message)).toEqual([
      'Question 5 about parking?',
      'Question 4 about parking?',
    ]);
    const last = await history(api, a.staff, '?limit=2&offset=4');
    expect(last.body.chats.map((c) => c.message)).toEqual(['Question 1 about parking?']);
    expect((await history(api, a.staff)).body.chats).toHaveLength(5);
    expect((await history(api, a.staff, '?limit=0')).status).toBe(400);
    expect((await history(api, a.staff, '?offset=-1')).status).toBe(400);
    const cleared = await clear(api, a.staff);
    expect(cleared).toMatchObject({ status: 200, body: { deleted: 5 } });
    expect((await history(api, a.staff)).body).toEqual({ chats: [], total: 0 });
  });

  it('refuses a blank or over-long message, and keeps nothing', async () => {
    await clear(api, a.staff);
    const blank = await ask(api, a.staff, '   ');
    expect(blank.status).toBe(400);
    const long = await ask(api, a.staff, 'x'.repeat(2001));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({
      fields: { message: expect.stringMatching(/2000 characters/) },
    });
    expect((await history(api, a.staff)).body.total).toBe(0);
  });

  it('keeps a message carrying HTML or script as the text it is', async () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)> where is your office?';
    const res = await ask(api, a.staff, hostile);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body.message).toBe(hostile);
    const page = await history(api, a.staff, '?limit=1');
    expect(page.body.chats[0]!.message).toBe(hostile);
  });

  it('needs a signed-in caller', async () => {
    const res = await fetch(`${api}/chat/history`);
    expect(res.status).toBe(401);
  });
});

describe('streaming answers (Server-Sent Events)', () => {
  it('streams the answer sentence by sentence, then the stored message', async () => {
    const streamed = await askStreaming(api, a.staff, 'How long does international delivery take?');
    expect(streamed.status).toBe(200);
    expect(streamed.contentType).toMatch(/^text\/event-stream/);
    const deltas = streamed.events.filter((e) => e.event === 'delta');
    const done = streamed.events.at(-1)!;
    expect(done.event).toBe('done');
    const message = done.data as ChatMessage;
    // A multi-sentence answer arrives in more than one piece, in order: they add up to the
    // stored answer exactly (what the reader saw grow is what is kept).
    const pieces = deltas.map((d) => (d.data as { text: string }).text);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(message.response);
    expect(message.response).toMatch(/four to seven days/);
    // Each piece but the last ends a sentence or a line; the answer's sentence is one piece.
    for (const piece of pieces.slice(0, -1)) expect(piece).toMatch(/[.!?:\]]\s+$|\n\s*$/);
    expect(pieces.filter((p) => /four to seven days/.test(p))).toHaveLength(1);
    const page = await history(api, a.staff, '?limit=1');
    expect(page.body.chats[0]!.id).toBe(message.id);
  });

  it('answers a refusal with its HTTP status before the stream opens', async () => {
    const streamed = await askStreaming(api, { orgId: a.orgId, visitor: 'v1.forged.token' }, 'Hi?');
    expect(streamed.status).toBe(401);
    expect(streamed.events[0]!.data).toMatchObject({ error: expect.stringMatching(/not valid/) });
  });
});

describe('website visitors', () => {
  it('each visitor reads and clears only its own conversation, apart from the staff chat', async () => {
    await clear(api, a.staff);
    const one = { orgId: a.orgId, visitor: await newVisitor(api, a.orgId) };
    const two = { orgId: a.orgId, visitor: await newVisitor(api, a.orgId) };
    expect(one.visitor).not.toBe(two.visitor);
    expect((await ask(api, one, 'Where is your office?')).status).toBe(200);
    expect((await ask(api, a.staff, 'What are the opening hours?')).status).toBe(200);
    expect((await history(api, one)).body.chats.map((c) => c.message)).toEqual([
      'Where is your office?',
    ]);
    expect((await history(api, two)).body).toEqual({ chats: [], total: 0 });
    expect((await history(api, a.staff)).body.chats.map((c) => c.message)).toEqual([
      'What are the opening hours?',
    ]);
    expect((await clear(api, two)).body).toEqual({ deleted: 0 });
    expect((await history(api, one)).body.total).toBe(1);
    expect((await clear(api, one)).body).toEqual({ deleted: 1 });
    expect((await history(api, a.staff)).body.total).toBe(1);
  });

  it('refuses a forged, guessed, missing or foreign visitor token', async () => {
    const real = await newVisitor(api, a.orgId);
    await ask(api, { orgId: a.orgId, visitor: real }, 'Where can I park?');
    const [v, id, sig] = real.split('.') as [string, string, string];
    const tampered = `${v}.${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}.${sig}`;
    const guessed = `v1.${'A'.repeat(22)}.${'B'.repeat(43)}`;
    for (const visitor of [tampered, guessed, 'visitor-1', '']) {
      const who = { orgId: a.orgId, visitor };
      expect((await history(api, who)).status).toBe(401);
      expect((await ask(api, who, 'Hello?')).status).toBe(401);
      expect((await clear(api, who)).status).toBe(401);
    }
    // Organisation A's visitor token means nothing to organisation B.
    const foreign = { orgId: b.orgId, visitor: real };
    expect((await history(api, foreign)).status).toBe(401);
    expect((await history(api, { orgId: a.orgId, visitor: real })).body.total).toBe(1);
  });

  it('shows a visitor only scraped pages as sources (title and address), never a document', async () => {
    const visitor = { orgId: a.orgId, visitor: await newVisitor(api, a.orgId) };
    const web = await ask(api, visitor, 'How many working days do parcels to Belgium take?');
    expect(web.body.response).toMatch(/three working days/);
    expect(web.body.sources).toEqual([
      { number: expect.any(Number), title: 'Delivery times', document_id: '', url: siteUrl },
    ]);
    // Every marker in the text is a source the visitor is shown.
    const markers = (text: string) => [...text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
    const shown = (web.body.sources as { number: number }[]).map((s) => s.number);
    expect(markers(web.body.response).length).toBeGreaterThan(0);
    for (const n of markers(web.body.response)) expect(shown).toContain(n);
    const uploaded = await ask(api, visitor, 'Within how many days can customers send back items?');
    expect(uploaded.body.response).toMatch(/30 days/);
    expect(uploaded.body.sources).toEqual([]);
    // An uploaded document is not shown to a visitor: no bare marker points to it.
    expect(markers(uploaded.body.response)).toEqual([]);
    // Staff asking the same see the document itself, and its marker.
    const staff = await ask(api, a.staff, 'How many working days do parcels to Belgium take?');
    expect(staff.body.sources[0]).toMatchObject({ document_id: expect.any(String), url: siteUrl });
    const staffDoc = await ask(api, a.staff, 'Within how many days can customers send back items?');
    expect([...new Set(markers(staffDoc.body.response))].sort()).toEqual(
      (staffDoc.body.sources as { number: number }[]).map((s) => s.number).sort(),
    );
  });

  it('answers an unknown organisation 404 and needs the Org-Token to start a visitor', async () => {
    const unknown = await fetch(`${api}/chat/visitor`, {
      method: 'POST',
      headers: { 'org-token': '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Chatbot not found.' });
    for (const path of ['/chat/widget-config', '/chat/history']) {
      const missing = await fetch(`${api}${path}`, {
        headers: {
          'org-token': '00000000-0000-4000-8000-000000000000',
          'visitor-token': 'v1.x.y',
        },
      });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: 'Chatbot not found.' });
    }
    const odd = await fetch(`${api}/chat/visitor`, {
      method: 'POST',
      headers: { 'org-token': '../x' },
    });
    expect(odd.status).toBe(404);
    const staff = await call('POST', `${api}/chat/visitor`, undefined, a.token);
    expect(staff.status).toBe(400);
  });

  it('limits the questions of one visitor: 429 with a clear message, other visitors unaffected', async () => {
    const visitor = { orgId: a.orgId, visitor: await newVisitor(api, a.orgId) };
    for (let i = 0; i < PER_VISITOR; i++) {
      expect((await ask(api, visitor, `Question ${i}: where is the office?`)).status).toBe(200);
    }
    const limited = await ask(api, visitor, 'One more: where is the office?');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error: 'Too many messages. Please wait a moment and try again.',
    });
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await history(api, visitor)).body.total).toBe(PER_VISITOR);
    const other = { orgId: a.orgId, visitor: await newVisitor(api, a.orgId) };
    expect((await ask(api, other, 'Where is the office?')).status).toBe(200);
  });

  it('tells its name and language to the widget (right-to-left for Arabic)', async () => {
    const config = () =>
      fetch(`${api}/chat/widget-config`, { headers: { 'org-token': b.orgId } }).then(
        (r) => r.json() as Promise<{ org_name: string; language: string; rtl: boolean }>,
      );
    expect(await config()).toMatchObject({
      org_name: expect.stringMatching(/^Org chat/),
      language: 'en',
      rtl: false,
    });
    expect((await call('POST', `${api}/prompt/set`, { language: 'Arabic' }, b.token)).status).toBe(
      200,
    );
    expect(await config()).toMatchObject({ language: 'ar', rtl: true });
  });
});

describe('organisations apart', () => {
  it("never shows organisation A's documents or conversation to organisation B", async () => {
    await ask(api, a.staff, 'What is the confidential acquisition code name?');
    const staffB = await ask(api, b.staff, 'What is the confidential acquisition code name?');
    const visitorB = await ask(
      api,
      { orgId: b.orgId, visitor: await newVisitor(api, b.orgId) },
      'What is the confidential acquisition code name?',
    );
    for (const res of [staffB, visitorB]) {
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain(CANARY);
      expect(res.body.sources).toEqual([]);
    }
    const pageB = await history(api, b.staff);
    expect(
      pageB.body.chats.every((c) => !c.message.includes('acquisition') || c.id === staffB.body.id),
    ).toBe(true);
    expect(JSON.stringify(pageB.body)).not.toContain(CANARY);
    // A's bearer token with B's Org-Token is the website chat of B: no staff history of A.
    const mixed = await fetch(`${api}/chat/history`, {
      headers: { authorization: `Bearer ${a.token}`, 'org-token': b.orgId },
    });
    expect(mixed.status).toBe(401);
  });
});

describe('cross-origin use', () => {
  it('lets any site call the public chat routes, without credentials or the bearer header', async () => {
    const preflight = await fetch(`${api}/chat/ask`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,org-token,visitor-token',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    expect(allowed).toContain('org-token');
    expect(allowed).not.toContain('authorization');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const other = await fetch(`${api}/org/me`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('only from the sites the organisation lists, when it lists any', async () => {
    const set = (origins: string[]) =>
      call('POST', `${api}/chat/widget-settings`, { allowed_origins: origins }, b.token);
    expect((await set(['https://Shop.example/some/page', 'shop.example'])).status).toBe(400);
    const saved = await set(['https://Shop.example/some/page']);
    expect(saved.body).toEqual({ allowed_origins: ['https://shop.example'] });
    const visitor = await fetch(`${api}/chat/visitor`, {
      method: 'POST',
      headers: { 'org-token': b.orgId, origin: 'https://shop.example' },
    });
    expect(visitor.status).toBe(201);
    const token = ((await visitor.json()) as { visitor_token: string }).visitor_token;
    const from = (origin?: string) => ({
      orgId: b.orgId,
      visitor: token,
      ...(origin ? { origin } : {}),
    });
    expect((await ask(api, from('https://shop.example'), 'Hello, where are you?')).status).toBe(
      200,
    );
    const evil = await ask(api, from('https://evil.example'), 'Hello?');
    expect(evil).toMatchObject({
      status: 403,
      body: { error: 'This website is not allowed to use this chat.' },
    });
    expect((await history(api, from())).status).toBe(403);
    // The widget's configuration, and a new visitor, are refused alike (chat decides, once).
    const widgetConfig = (origin: string) =>
      fetch(`${api}/chat/widget-config`, { headers: { 'org-token': b.orgId, origin } });
    const refusedConfig = await widgetConfig('https://evil.example');
    expect(refusedConfig.status).toBe(403);
    expect(await refusedConfig.json()).toEqual({
      error: 'This website is not allowed to use this chat.',
    });
    expect((await widgetConfig('https://shop.example')).status).toBe(200);
    const refusedVisitor = await fetch(`${api}/chat/visitor`, {
      method: 'POST',
      headers: { 'org-token': b.orgId, origin: 'https://evil.example' },
    });
    expect(refusedVisitor.status).toBe(403);
    // Staff chat is not the website chat: no origin rule applies to it.
    expect((await history(api, b.staff)).status).toBe(200);
    await set([]);
    expect((await history(api, from('https://evil.example'))).status).toBe(200);
  });
});
