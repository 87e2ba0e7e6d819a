// Reads a text/event-stream response body with fetch's reader (EventSource cannot POST) and
// hands each event to the caller, who decides what it means and when the stream has answered.
import { createSseParser, type SseEvent } from './parser.js';

/**
 * Feeds `body` through the SSE parser, calling `onEvent` for each event in order until it
 * returns a value, which is resolved; resolves undefined when the stream ends first. `onRead`
 * runs after every read (an idle timer's heartbeat). The body is released either way, so the
 * connection is not held open once the answer is in; an error thrown by `onEvent` propagates.
 */
export async function readEventStream<T>(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: SseEvent) => T | undefined,
  onRead?: () => void,
): Promise<T | undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      onRead?.();
      const events = done ? parser.end() : parser.feed(decoder.decode(value, { stream: true }));
      for (const event of events) {
        const result = onEvent(event);
        if (result !== undefined) return result;
      }
      if (done) return undefined;
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}
