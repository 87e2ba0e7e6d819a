// The widget's calls to the chat API (gateway /winzmail/api/chat/*). Cross-origin from the
// customer's page: identity travels in headers (Org-Token, Visitor-Token), never cookies.

import { readEventStream } from '@winzmail/browser-kit';
import type { ChatAskBody, ChatHistory, VisitorToken } from './api-types.js';
import {
  errorText,
  fieldOf,
  toAskEvent,
  toChatMessage,
  toWidgetConfig,
  type ChatMessage,
  type WidgetConfig,
} from './messages.js';
import type { TokenStore } from './storage.js';

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
  let visitorCall: Promise<string> | null = null;

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

  /** A new visitor token, stored; concurrent callers share one request. */
  function newVisitor(): Promise<string> {
    visitorCall ??= (async () => {
      const res = await call('POST', '/chat/visitor');
      if (!res.ok) await fail(res);
      const token = fieldOf<VisitorToken>(await readJson(res), 'visitor_token');
      if (typeof token !== 'string' || !token) throw new ApiError(res.status, '');
      tokens.set(token);
      return token;
    })().finally(() => {
      visitorCall = null;
    });
    return visitorCall;
  }

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
      const visitor = tokens.get();
      if (!visitor) return []; // no token yet: nothing was ever asked from this browser
      const res = await call('GET', '/chat/history?limit=50&offset=0', { visitor });
      if (res.status === 401) {
        tokens.clear(); // expired: the next question gets a fresh token
        return [];
      }
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
      const post = (visitor: string) => {
        touch();
        return call('POST', '/chat/ask', {
          visitor,
          body: { message } satisfies ChatAskBody,
          accept: 'text/event-stream',
          signal: abort.signal,
        });
      };
      try {
        let res = await post(tokens.get() ?? (await newVisitor()));
        if (res.status === 401) {
          // The token expired or was revoked: start a new visitor and retry once.
          tokens.clear();
          res = await post(await newVisitor());
        }
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
      const visitor = tokens.get();
      if (!visitor) return;
      const res = await call('DELETE', '/chat/clear', { visitor });
      if (res.status === 401) {
        tokens.clear(); // an expired visitor has nothing left to clear
        return;
      }
      if (!res.ok) await fail(res);
    },
  };
}
