// The widget's calls to the chat API (gateway /winzmail/api/chat/*). Cross-origin from the
// customer's page: identity travels in headers (Org-Token, Visitor-Token), never cookies.

import { createVisitorSession, readEventStream, type TokenStore } from '@winzmail/browser-kit';
import type {
  ChatAskBody,
  ChatFeedbackBody,
  ChatHandoffBody,
  ChatHistory,
  ChatRating,
  VisitorToken,
} from './api-types.js';
import {
  errorText,
  fieldOf,
  toAskEvent,
  toChatMessage,
  toWidgetConfig,
  type ChatMessage,
  type WidgetConfig,
} from './messages.js';

/** A failed call: HTTP status (0 when there was no response) and the server's own message. */
export class ApiError extends Error {
  status: number;
  serverMessage: string;
  constructor(status: number, serverMessage: string) {
    super(serverMessage || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

export interface Api {
  /** null when the organisation is unknown (404). */
  widgetConfig(): Promise<WidgetConfig | null>;
  /** The stored conversation, oldest first; empty when this visitor has none yet. */
  history(): Promise<ChatMessage[]>;
  /** Streams the answer through onDelta; resolves with the stored exchange. */
  ask(message: string, onDelta: (text: string) => void): Promise<ChatMessage>;
  clear(): Promise<void>;
  /** Thumbs up or down on one of this visitor's answers; rating again replaces it. */
  rate(chatId: string, rating: ChatRating, reason?: string): Promise<void>;
  /** Passes this visitor's conversation to a person, who replies to `email`. */
  handOff(email: string): Promise<void>;
}

export interface ApiDeps {
  base: string;
  orgId: string;
  tokens: TokenStore;
  fetch?: typeof fetch;
}

// No bytes for this long (the server's ": ping" comments count) and the answer is given up.
const IDLE_MS = 120_000;

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return undefined;
  }
}

async function fail(res: Response): Promise<never> {
  throw new ApiError(res.status, errorText(await readJson(res)));
}

export function createApi({ base, orgId, tokens, fetch: fetchFn }: ApiDeps): Api {
  const doFetch = fetchFn ?? ((input, init) => globalThis.fetch(input, init));
  const root = base.replace(/\/+$/, '');

  function call(
    method: string,
    path: string,
    opts: { visitor?: string; body?: unknown; accept?: string; signal?: AbortSignal } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = {
      'Org-Token': orgId,
      Accept: opts.accept ?? 'application/json',
    };
    if (opts.visitor) headers['Visitor-Token'] = opts.visitor;
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    return doFetch(root + path, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      mode: 'cors',
      credentials: 'omit',
      cache: 'no-store',
      signal: opts.signal,
    });
  }

  const visitor = createVisitorSession(tokens, async () => {
    const res = await call('POST', '/chat/visitor');
    if (!res.ok) await fail(res);
    const token = fieldOf<VisitorToken>(await readJson(res), 'visitor_token');
    if (typeof token !== 'string' || !token) throw new ApiError(res.status, '');
    return token;
  });

  async function readStream(
    res: Response,
    onDelta: (text: string) => void,
    touch: () => void,
  ): Promise<ChatMessage> {
    if (!res.body) throw new ApiError(res.status, '');
    const chat = await readEventStream(
      res.body,
      (event) => {
        const ask = toAskEvent(event);
        if (ask?.type === 'delta') onDelta(ask.text);
        else if (ask?.type === 'done') return ask.chat;
        else if (ask?.type === 'error') throw new ApiError(res.status, ask.error);
        return undefined;
      },
      touch,
    );
    if (!chat) throw new ApiError(res.status, ''); // ended without `done`
    return chat;
  }

  return {
    async widgetConfig() {
      const res = await call('GET', '/chat/widget-config');
      if (res.status === 404) return null;
      if (!res.ok) await fail(res);
      const config = toWidgetConfig(await readJson(res));
      if (!config) throw new ApiError(res.status, '');
      return config;
    },

    async history() {
      // No token (nothing was ever asked from this browser) or an expired one: nothing to show.
      const res = await visitor.call(false, (token) =>
        call('GET', '/chat/history?limit=50&offset=0', { visitor: token }),
      );
      if (!res) return [];
      if (!res.ok) await fail(res);
      const list = fieldOf<ChatHistory>(await readJson(res), 'chats');
      const chats: unknown[] = Array.isArray(list) ? list : [];
      return chats
        .map(toChatMessage)
        .filter((c): c is ChatMessage => c !== null)
        .reverse(); // the server sends newest first
    },

    async ask(message, onDelta) {
      const abort = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const touch = () => {
        clearTimeout(timer);
        timer = setTimeout(() => abort.abort(), IDLE_MS);
      };
      const post = (token: string) => {
        touch();
        return call('POST', '/chat/ask', {
          visitor: token,
          body: { message } satisfies ChatAskBody,
          accept: 'text/event-stream',
          signal: abort.signal,
        });
      };
      try {
        const res = await visitor.call(true, post);
        if (!res) throw new ApiError(0, ''); // a `start` call always answers
        if (!res.ok) await fail(res);
        if (!(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
          // A server (or proxy) that answered in one JSON piece instead of streaming.
          const chat = toChatMessage(await readJson(res));
          if (!chat) throw new ApiError(res.status, '');
          return chat;
        }
        return await readStream(res, onDelta, touch);
      } finally {
        clearTimeout(timer);
      }
    },

    async clear() {
      // Without a valid token there is nothing left on the server to clear.
      const res = await visitor.call(false, (token) =>
        call('DELETE', '/chat/clear', { visitor: token }),
      );
      if (res && !res.ok) await fail(res);
    },

    async rate(chatId, rating, reason = '') {
      const res = await visitor.call(false, (token) =>
        call('POST', '/chat/feedback', {
          visitor: token,
          body: { chat_id: chatId, rating, reason } satisfies ChatFeedbackBody,
        }),
      );
      // No token: this browser has no answer of its own to rate.
      if (!res) throw new ApiError(404, '');
      if (!res.ok) await fail(res);
    },

    async handOff(email) {
      const res = await visitor.call(true, (token) =>
        call('POST', '/chat/handoff', {
          visitor: token,
          body: { email, name: '' } satisfies ChatHandoffBody,
        }),
      );
      if (!res) throw new ApiError(0, '');
      if (!res.ok) await fail(res);
    },
  };
}
