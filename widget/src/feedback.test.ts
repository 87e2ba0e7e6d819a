import { describe, expect, it } from '@jest/globals';
import { createTokenStore, type KeyValueStorage } from '@winzmail/browser-kit';
import { ApiError, createApi } from './api.js';
import { createChat } from './chat.js';
import { toChatMessage } from './messages.js';
import { stringsFor } from './strings.js';
import type { Ui } from './ui.js';

/** Rating answers from the widget: the call, the rating read back, and what a refusal shows. */
const BASE = 'https://app.test/winzmail/api';

function memoryStorage(initial: Record<string, string>): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

function setup(reply: () => Response, stored: Record<string, string>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return reply();
  }) as typeof globalThis.fetch;
  const tokens = createTokenStore('org-1', memoryStorage(stored));
  return { api: createApi({ base: BASE, orgId: 'org-1', tokens, fetch }), calls };
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const rated = {
  chat_id: 'c1',
  rating: 'down',
  reason: 'No price',
  rated_at: '2026-01-01T00:00:00Z',
};

describe('rating from the widget', () => {
  it('posts the rating as the visitor (Org-Token and Visitor-Token, no cookies)', async () => {
    const { api, calls } = setup(json(200, rated), { 'winzmail:visitor:org-1': 'tok' });
    await api.rate('c1', 'down', 'No price');
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(url).toBe(`${BASE}/chat/feedback`);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('omit');
    expect(init.headers).toMatchObject({ 'Org-Token': 'org-1', 'Visitor-Token': 'tok' });
    expect(JSON.parse(String(init.body))).toEqual({
      chat_id: 'c1',
      rating: 'down',
      reason: 'No price',
    });
  });

  it('rates nothing without a token: no call, and a 404', async () => {
    const { api, calls } = setup(json(200, rated), {});
    await expect(api.rate('c1', 'up')).rejects.toMatchObject({ status: 404 });
    expect(calls).toHaveLength(0);
  });

  it("refuses with the server's words (429), and the panel shows them", async () => {
    const limit = 'Too many ratings. Please try again later.';
    const { api } = setup(json(429, { error: limit }), { 'winzmail:visitor:org-1': 'tok' });
    await expect(api.rate('c1', 'up')).rejects.toEqual(new ApiError(429, limit));

    const notices: string[] = [];
    const ui = { notice: (text: string) => notices.push(text) } as unknown as Ui;
    const chat = createChat(api, () => ui, stringsFor('en'));
    expect(await chat.rate('c1', 'up', '')).toBe(false);
    expect(notices).toEqual([limit]);
  });

  it('reads the kept rating back, and only up or down', () => {
    const base = { id: 'c1', message: 'q', response: 'a', created_at: 't', sources: [] };
    expect(toChatMessage({ ...base, rating: 'down' })).toEqual({ ...base, rating: 'down' });
    for (const rating of ['meh', '<b>up</b>', 1, null]) {
      expect(toChatMessage({ ...base, rating })).toEqual(base);
    }
  });

  it('labels the thumbs in every language', () => {
    expect(stringsFor('he').notHelpful).toBe('לא מועילה');
    expect(stringsFor('de').helpful).toBe('Hilfreich');
  });
});
