// The streamed answer of POST /chat/ask (Accept: text/event-stream). EventSource cannot POST, so
// the response body is read with fetch's reader and parsed here: a pure Server-Sent-Events parser
// (the WHATWG "event stream interpretation") and the chat's three events on top of it.
import type { ChatMessage } from './contract';

export interface SseEvent {
  /** The `event:` field, or 'message' when the event had none. */
  event: string;
  /** The `data:` lines joined with '\n'. */
  data: string;
}

export interface SseParser {
  /** Parses the next piece of text, cut wherever the network cut it; returns completed events. */
  feed(chunk: string): SseEvent[];
  /** The stream ended: a last event missing its blank line is still returned. */
  end(): SseEvent[];
}

export function createSseParser(): SseParser {
  let buffer = '';
  let started = false;
  let type = '';
  let data: string[] = [];

  const dispatch = (out: SseEvent[]) => {
    if (data.length > 0) out.push({ event: type || 'message', data: data.join('\n') });
    type = '';
    data = [];
  };

  const line = (text: string, out: SseEvent[]) => {
    if (text === '') return dispatch(out);
    if (text.startsWith(':')) return; // a comment: the server's keep-alive
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') type = value;
    // id and retry mean nothing to a one-shot POST stream.
  };

  const parse = (final: boolean): SseEvent[] => {
    const out: SseEvent[] = [];
    let pos = 0;
    for (;;) {
      const lf = buffer.indexOf('\n', pos);
      const cr = buffer.indexOf('\r', pos);
      const end = cr < 0 ? lf : lf < 0 ? cr : Math.min(cr, lf);
      if (end < 0) break;
      // A CR at the very end may be the first half of a CRLF split between chunks: wait.
      if (end === cr && end === buffer.length - 1 && !final) break;
      line(buffer.slice(pos, end), out);
      pos = end + (end === cr && buffer[end + 1] === '\n' ? 2 : 1);
    }
    buffer = buffer.slice(pos);
    if (final) {
      if (buffer !== '') line(buffer, out);
      buffer = '';
      dispatch(out);
    }
    return out;
  };

  return {
    feed(chunk) {
      buffer += chunk;
      if (!started && buffer !== '') {
        started = true;
        if (buffer.charCodeAt(0) === 0xfeff) buffer = buffer.slice(1); // a BOM is not data
      }
      return parse(false);
    },
    end() {
      return parse(true);
    },
  };
}

/** What one event of the answer stream means. */
export type AskEvent =
  | { type: 'delta'; text: string }
  | { type: 'done'; chat: ChatMessage }
  | { type: 'error'; error: string };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A stored exchange, when the value has its shape (the server's answer is not trusted blindly). */
export function asChatMessage(value: unknown): ChatMessage | null {
  if (!isObject(value)) return null;
  const { id, message, response, created_at, sources } = value;
  if (typeof id !== 'string' || typeof message !== 'string' || typeof response !== 'string')
    return null;
  return {
    id,
    message,
    response,
    created_at: typeof created_at === 'string' ? created_at : '',
    sources: Array.isArray(sources)
      ? sources.filter(isObject).map((s) => ({
          number: typeof s.number === 'number' ? s.number : 0,
          title: typeof s.title === 'string' ? s.title : '',
          document_id: typeof s.document_id === 'string' ? s.document_id : '',
          url: typeof s.url === 'string' ? s.url : '',
        }))
      : [],
  };
}

/** The chat meaning of an SSE event; null for events it does not know (ignored). */
export function toAskEvent(event: SseEvent): AskEvent | null {
  const body = parseJson(event.data);
  switch (event.event) {
    case 'delta':
      return isObject(body) && typeof body.text === 'string'
        ? { type: 'delta', text: body.text }
        : null;
    case 'done': {
      const chat = asChatMessage(body);
      return chat ? { type: 'done', chat } : { type: 'error', error: '' };
    }
    case 'error':
      return {
        type: 'error',
        error: isObject(body) && typeof body.error === 'string' ? body.error : '',
      };
    default:
      return null;
  }
}

/** The answer stream failed after it started (an `error` event, or it ended without `done`). */
export class AnswerStreamError extends Error {
  constructor(readonly serverMessage: string) {
    super(serverMessage || 'The answer stream ended without an answer');
    this.name = 'AnswerStreamError';
  }
}

/**
 * Reads a 200 answer of POST /chat/ask: pieces go to onDelta in order; resolves with the stored
 * exchange of the `done` event. A server or proxy that answered in one JSON piece works too.
 */
export async function readAnswer(
  res: Response,
  onDelta: (text: string) => void,
): Promise<ChatMessage> {
  if (!(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
    const chat = asChatMessage(parseJson(await res.text()));
    if (!chat) throw new AnswerStreamError('');
    return chat;
  }
  if (!res.body) throw new AnswerStreamError('');
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const events = done ? parser.end() : parser.feed(decoder.decode(value, { stream: true }));
      for (const event of events) {
        const ask = toAskEvent(event);
        if (ask?.type === 'delta') onDelta(ask.text);
        else if (ask?.type === 'done') return ask.chat;
        else if (ask?.type === 'error') throw new AnswerStreamError(ask.error);
      }
      if (done) throw new AnswerStreamError('');
    }
  } finally {
    reader.cancel().catch(() => undefined); // release the connection once `done` is read
  }
}
