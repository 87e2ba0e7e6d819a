import { describe, expect, it } from '@jest/globals';
import { createVisitorSession } from './session.js';
import { createTokenStore, type KeyValueStorage } from './token-store.js';

function memory(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

const status = (code: number) => new Response(null, { status: code });

function setup(stored?: string) {
  const tokens = createTokenStore('org', memory(stored ? { 'winzmail:visitor:org': stored } : {}));
  let issued = 0;
  const session = createVisitorSession(tokens, async () => `new-${++issued}`);
  return { tokens, session, issued: () => issued };
}

describe('visitor session', () => {
  it('reads nothing without a token, and asks for one only to start', async () => {
    const { session, tokens, issued } = setup();
    const seen: string[] = [];
    expect(await session.call(false, async (t) => (seen.push(t), status(200)))).toBeNull();
    expect(issued()).toBe(0);
    expect((await session.call(true, async (t) => (seen.push(t), status(200))))?.status).toBe(200);
    expect(seen).toEqual(['new-1']);
    expect(tokens.get()).toBe('new-1');
  });

  it('shares one new token among concurrent callers', async () => {
    const { session, issued } = setup();
    const seen: string[] = [];
    await Promise.all(
      [1, 2, 3].map(() => session.call(true, async (t) => (seen.push(t), status(200)))),
    );
    expect(issued()).toBe(1);
    expect(seen).toEqual(['new-1', 'new-1', 'new-1']);
  });

  it('on 401 drops the token; a question is asked once more with a new one', async () => {
    const { session, tokens } = setup('old');
    const seen: string[] = [];
    const res = await session.call(
      true,
      async (t) => (seen.push(t), status(t === 'old' ? 401 : 200)),
    );
    expect(res?.status).toBe(200);
    expect(seen).toEqual(['old', 'new-1']);
    expect(tokens.get()).toBe('new-1');
  });

  it('gives up after the one retry, and a read with a refused token returns null', async () => {
    const asked = setup('old');
    expect((await asked.session.call(true, async () => status(401)))?.status).toBe(401);
    expect(asked.issued()).toBe(1);
    const read = setup('old');
    expect(await read.session.call(false, async () => status(401))).toBeNull();
    expect(read.tokens.get()).toBeNull();
    expect(read.issued()).toBe(0);
  });

  it('keeps no token when the server will not issue one', async () => {
    const tokens = createTokenStore('org', memory());
    const session = createVisitorSession(tokens, () => Promise.reject(new Error('429')));
    await expect(session.call(true, async () => status(200))).rejects.toThrow('429');
    expect(tokens.get()).toBeNull();
  });
});
