// The chat calls (/chat/ask, /chat/history, /chat/clear, /chat/feedback, /chat/handoff,
// /chat/visitor, /chat/widget-config) for
// both callers of the same conversation screen: a signed-in staff member (bearer token) and a
// website visitor (Org-Token + Visitor-Token, never the bearer token). Plain fetch rather than
// RTK Query: the answer streams, and the visitor's token is renewed and the call retried on 401.
import { createTokenStore, createVisitorSession, type VisitorSession } from '@winzmail/browser-kit';
import { apiBaseUrl } from '../config';
import { asChatMessage, readAnswer } from './chatStream';
import type { ChatHistory, ChatMessage, ResponseOf, WidgetConfig } from './contract';
import type { ApiError } from './errors';
import { technicalMessage } from './errors';

/** Spec section 9: the chat screen reads its history 20 at a time (offset = page × 20). */
export const CHAT_PAGE_SIZE = 20;

/** Who is chatting: staff with their bearer token, or a visitor of the organisation's website. */
export type ChatTransport =
  { kind: 'staff'; token: string | null } | { kind: 'visitor'; orgId: string };

/** A failed chat call, in the app's ApiError shape (isApiError holds for it). */
export class ChatCallError extends Error implements ApiError {
  constructor(
    readonly status: ApiError['status'],
    readonly technical: string,
    readonly serverMessage?: string,
  ) {
    super(technical);
    this.name = 'ChatCallError';
  }
}

interface CallOptions {
  body?: unknown;
  accept?: string;
  visitor?: string;
  signal?: AbortSignal;
}

async function fail(res: Response): Promise<never> {
  let serverMessage: string | undefined;
  try {
    const body = (await res.json()) as { error?: unknown };
    if (typeof body?.error === 'string') serverMessage = body.error;
  } catch {
    // not JSON
  }
  throw new ChatCallError(res.status, technicalMessage(res.status, res.statusText), serverMessage);
}

async function call(
  transport: ChatTransport,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (transport.kind === 'staff') {
    if (transport.token) headers.Authorization = `Bearer ${transport.token}`;
  } else {
    headers['Org-Token'] = transport.orgId;
    if (options.visitor) headers['Visitor-Token'] = options.visitor;
  }
  try {
    return await fetch(`${apiBaseUrl()}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      cache: 'no-store',
      credentials: transport.kind === 'visitor' ? 'omit' : 'same-origin',
      signal: options.signal,
    });
  } catch (err) {
    if (options.signal?.aborted) throw err;
    throw new ChatCallError('FETCH_ERROR', String(err));
  }
}

/** Each organisation's visitor session (token kept per organisation; one POST /chat/visitor
 * at a time, however many callers wait). */
const visitorSessions = new Map<string, VisitorSession>();

function visitorSession(orgId: string): VisitorSession {
  let session = visitorSessions.get(orgId);
  if (!session) {
    session = createVisitorSession(createTokenStore(orgId), async () => {
      const res = await call({ kind: 'visitor', orgId }, 'POST', '/chat/visitor');
      if (!res.ok) await fail(res);
      const body = (await res.json()) as { visitor_token?: unknown };
      if (typeof body.visitor_token !== 'string' || !body.visitor_token)
        throw new ChatCallError(res.status, technicalMessage(res.status, res.statusText));
      return body.visitor_token;
    });
    visitorSessions.set(orgId, session);
  }
  return session;
}

/**
 * A call as the caller: staff directly; a visitor through the organisation's visitor session
 * (null when there is nothing to read without a token, see VisitorSession.call).
 */
async function asCaller(
  transport: ChatTransport,
  start: boolean,
  make: (visitor?: string) => Promise<Response>,
): Promise<Response | null> {
  if (transport.kind === 'staff') return make();
  return visitorSession(transport.orgId).call(start, make);
}

/** Thumbs up or down on an answer. */
export type AnswerRating = NonNullable<ChatMessage['rating']>;
/** The rating as the server kept it (POST /chat/feedback). */
export type RatedAnswer = ResponseOf<'/chat/feedback', 'post'>;

export interface ChatClient {
  /** One page of the conversation, newest first (offset counts from the newest). */
  history(offset: number, signal?: AbortSignal): Promise<ChatHistory>;
  /** Asks a question; pieces of the answer reach onDelta; resolves with the stored exchange. */
  ask(message: string, onDelta: (text: string) => void, signal?: AbortSignal): Promise<ChatMessage>;
  /** Deletes the conversation (cannot be undone). */
  clear(): Promise<void>;
  /** Rates one answer of this conversation; rating again replaces it. */
  rate(chatId: string, rating: AnswerRating, reason?: string): Promise<RatedAnswer>;
}

export function createChatClient(transport: ChatTransport): ChatClient {
  return {
    async history(offset, signal) {
      const query = `?limit=${CHAT_PAGE_SIZE}&offset=${offset}`;
      // A visitor without a token has never asked anything from this browser.
      const res = await asCaller(transport, false, (visitor) =>
        call(transport, 'GET', `/chat/history${query}`, { visitor, signal }),
      );
      if (!res) return { chats: [], total: 0 };
      if (!res.ok) await fail(res);
      const body = (await res.json()) as { chats?: unknown; total?: unknown };
      const chats = Array.isArray(body.chats)
        ? body.chats.map(asChatMessage).filter((c): c is ChatMessage => c !== null)
        : [];
      return { chats, total: typeof body.total === 'number' ? body.total : chats.length };
    },

    async ask(message, onDelta, signal) {
      const res = await asCaller(transport, true, (visitor) =>
        call(transport, 'POST', '/chat/ask', {
          body: { message },
          accept: 'text/event-stream',
          visitor,
          signal,
        }),
      );
      if (!res) throw new ChatCallError('CUSTOM_ERROR', 'No visitor token');
      if (!res.ok) await fail(res);
      return readAnswer(res, onDelta);
    },

    async clear() {
      const res = await asCaller(transport, false, (visitor) =>
        call(transport, 'DELETE', '/chat/clear', { visitor }),
      );
      if (res && !res.ok) await fail(res);
    },

    async rate(chatId, rating, reason = '') {
      const res = await asCaller(transport, false, (visitor) =>
        call(transport, 'POST', '/chat/feedback', {
          body: { chat_id: chatId, rating, reason },
          visitor,
        }),
      );
      // A visitor without a token has no answer to rate.
      if (!res) throw new ChatCallError(404, technicalMessage(404, 'Not Found'));
      if (!res.ok) await fail(res);
      return (await res.json()) as RatedAnswer;
    },
  };
}

/**
 * POST /chat/handoff: the website visitor's conversation goes to the organisation's staff, who
 * reply to `email` by email. The answer carries nothing back.
 */
export async function handOffChat(orgId: string, email: string): Promise<void> {
  const transport: ChatTransport = { kind: 'visitor', orgId };
  const res = await asCaller(transport, true, (visitor) =>
    call(transport, 'POST', '/chat/handoff', { body: { email, name: '' }, visitor }),
  );
  if (!res) throw new ChatCallError('CUSTOM_ERROR', 'No visitor token');
  if (!res.ok) await fail(res);
}

/** GET /chat/widget-config: the organisation's name and language for its website chat. */
export async function fetchWidgetConfig(
  orgId: string,
  signal?: AbortSignal,
): Promise<WidgetConfig> {
  const res = await call({ kind: 'visitor', orgId }, 'GET', '/chat/widget-config', { signal });
  if (!res.ok) await fail(res);
  return (await res.json()) as WidgetConfig;
}
