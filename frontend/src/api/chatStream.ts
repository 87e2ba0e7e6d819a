// The streamed answer of POST /chat/ask (Accept: text/event-stream): the chat's three events on
// top of the shared Server-Sent-Events reader (@winzmail/browser-kit; EventSource cannot POST).
import { readEventStream, type SseEvent } from '@winzmail/browser-kit';
import type { ChatMessage } from './contract';

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
  const { id, message, response, created_at, sources, rating } = value;
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
    ...(rating === 'up' || rating === 'down' ? { rating } : {}),
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
  const chat = await readEventStream(res.body, (event) => {
    const ask = toAskEvent(event);
    if (ask?.type === 'delta') onDelta(ask.text);
    else if (ask?.type === 'done') return ask.chat;
    else if (ask?.type === 'error') throw new AnswerStreamError(ask.error);
    return undefined;
  });
  if (!chat) throw new AnswerStreamError(''); // the stream ended without `done`
  return chat;
}
