import { describe, expect, it } from '@jest/globals';
import { ApiError, createApi } from './api.js';
import { createTokenStore, type KeyValueStorage } from '@winzmail/browser-kit';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Reply = () => Response;

/** A fetch that records requests and answers from a script, one reply per call. */
function fakeFetch(replies: Reply[]) {
  const calls: Call[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init?.credentials,
    });
    const reply = replies.shift();
    if (!reply) throw new Error(`unexpected request ${String(input)}`);
    return reply();
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An SSE response delivered in the given chunks (bytes, so UTF-8 may split mid-character). */
const sse = (chunks: string[]) => () => {
  const bytes = new TextEncoder().encode(chunks.join(''));
  const cuts = chunks.map(
    (_, i) => new TextEncoder().encode(chunks.slice(0, i + 1).join('')).length,
  );
  let from = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const to = cuts.shift();
      if (to === undefined) return controller.close();
      controller.enqueue(bytes.slice(from, to));
      from = to;
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
};

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

const BASE = 'http://127.0.0.1:8080/winzmail/api/';
const DONE = {
  id: 'c1',
  message: 'Price?',
  response: 'It costs 5 € [1]',
  created_at: '2025-01-01T00:00:00Z',
  sources: [{ number: 1, title: 'Pricing', url: 'https://acme.test/pricing' }],
};

function setup(replies: Reply[], stored: Record<string, string> = {}) {
  const { fetch, calls } = fakeFetch(replies);
  const tokens = createTokenStore('org-1', memoryStorage(stored));
  return { api: createApi({ base: BASE, orgId: 'org-1', tokens, fetch }), calls, tokens };
}

describe('api', () => {
  it('loads the widget config with the org token only, without cookies', async () => {
    const { api, calls } = setup([json(200, { org_name: 'Acme', language: 'ar', rtl: true })]);
    expect(await api.widgetConfig()).toEqual({ org_name: 'Acme', language: 'ar', rtl: true });
    expect(calls[0]).toMatchObject({
      url: 'http://127.0.0.1:8080/winzmail/api/chat/widget-config',
      method: 'GET',
      credentials: 'omit',
    });
    expect(calls[0]?.headers['Org-Token']).toBe('org-1');
    expect(calls[0]?.headers['Visitor-Token']).toBeUndefined();
  });

  it('returns null for an unknown organisation', async () => {
    const { api } = setup([json(404, { error: 'unknown organisation' })]);
    expect(await api.widgetConfig()).toBeNull();
  });

  it('fetches no history without a token, and shows it oldest first with one', async () => {
    expect(await setup([]).api.history()).toEqual([]);
    const { api, calls } = setup(
      [
        json(200, {
          chats: [
            { ...DONE, id: 'new' },
            { ...DONE, id: 'old' },
          ],
          total: 2,
        }),
      ],
      { 'winzmail:visitor:org-1': 'tok' },
    );
    expect((await api.history()).map((c) => c.id)).toEqual(['old', 'new']);
    expect(calls[0]?.url).toBe(`${BASE}chat/history?limit=50&offset=0`);
    expect(calls[0]?.headers['Visitor-Token']).toBe('tok');
  });

  it('creates the visitor lazily, then streams the answer', async () => {
    const { api, calls, tokens } = setup([
      json(201, { visitor_token: 'v1' }),
      sse([
        ': ping\r\n\r\n',
        'event: delta\r\ndata: {"text":"It costs "}\r\n\r\nevent: del',
        'ta\r\ndata: {"text":"5 €',
        ' [1]"}\r\n\r\n',
        `event: done\r\ndata: ${JSON.stringify(DONE)}\r\n\r\n`,
      ]),
    ]);
    const deltas: string[] = [];
    expect(await api.ask('Price?', (t) => deltas.push(t))).toEqual(DONE);
    expect(deltas).toEqual(['It costs ', '5 € [1]']);
    expect(tokens.get()).toBe('v1');
    expect(calls.map((c) => `${c.method} ${c.url.slice(BASE.length)}`)).toEqual([
      'POST chat/visitor',
      'POST chat/ask',
    ]);
    expect(calls[1]?.headers).toMatchObject({
      'Org-Token': 'org-1',
      'Visitor-Token': 'v1',
      Accept: 'text/event-stream',
      'Content-Type': 'application/json',
    });
    expect(calls[1]?.body).toEqual({ message: 'Price?' });
  });

  it('on 401 replaces the visitor token and retries the question once', async () => {
    const { api, calls, tokens } = setup(
      [
        json(401, { error: 'expired' }),
        json(201, { visitor_token: 'fresh' }),
        sse([`event: done\ndata: ${JSON.stringify(DONE)}\n\n`]),
      ],
      { 'winzmail:visitor:org-1': 'stale' },
    );
    expect((await api.ask('Price?', () => undefined)).id).toBe('c1');
    expect(calls.map((c) => c.headers['Visitor-Token'])).toEqual(['stale', undefined, 'fresh']);
    expect(tokens.get()).toBe('fresh');
  });

  it('gives up after the one retry', async () => {
    const { api } = setup(
      [json(401, {}), json(201, { visitor_token: 'a' }), json(401, { error: 'still no' })],
      { 'winzmail:visitor:org-1': 'stale' },
    );
    await expect(api.ask('q', () => undefined)).rejects.toMatchObject({
      status: 401,
      serverMessage: 'still no',
    });
  });

  it("reports 429 with the server's message", async () => {
    const { api } = setup([json(429, { error: 'Too many questions, wait a minute.' })], {
      'winzmail:visitor:org-1': 'tok',
    });
    const error = await api.ask('q', () => undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      serverMessage: 'Too many questions, wait a minute.',
    });
  });

  it('turns an error event, or a stream that ends without done, into an ApiError', async () => {
    const stored = { 'winzmail:visitor:org-1': 'tok' };
    const deltas: string[] = [];
    await expect(
      setup(
        [
          sse([
            'event: delta\ndata: {"text":"Par"}\n\n',
            'event: error\ndata: {"error":"Model down"}\n\n',
          ]),
        ],
        stored,
      ).api.ask('q', (t) => deltas.push(t)),
    ).rejects.toMatchObject({ serverMessage: 'Model down' });
    expect(deltas).toEqual(['Par']);
    await expect(
      setup([sse(['event: delta\ndata: {"text":"x"}\n\n'])], stored).api.ask('q', () => undefined),
    ).rejects.toMatchObject({ serverMessage: '' });
  });

  it('clears with the visitor token, and locally only without one', async () => {
    const { api, calls } = setup([json(200, { deleted: 3 })], { 'winzmail:visitor:org-1': 'tok' });
    await api.clear();
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: `${BASE}chat/clear` });
    expect(calls[0]?.headers['Visitor-Token']).toBe('tok');
    const none = setup([]);
    await none.api.clear();
    expect(none.calls).toEqual([]);
  });
});
