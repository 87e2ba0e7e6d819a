import { describe, expect, it } from '@jest/globals';
import type { SseEvent } from './parser.js';
import { readEventStream } from './read-event-stream.js';

/** A body that arrives in exactly these pieces; `cancelled` tells whether it was released. */
function body(pieces: string[]): { stream: ReadableStream<Uint8Array>; cancelled: () => boolean } {
  const encoder = new TextEncoder();
  let cancelled = false;
  let next = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = pieces[next++];
      if (piece === undefined) controller.close();
      else controller.enqueue(encoder.encode(piece));
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, cancelled: () => cancelled };
}

describe('readEventStream', () => {
  it('hands events over in order, however the bytes were cut, until one answers', async () => {
    const seen: SseEvent[] = [];
    const done = 'event: done\ndata: {"id":"c1"}\n\n';
    const { stream, cancelled } = body([
      'event: delta\ndata: {"text":"Hello "}\n\nevent: del',
      'ta\ndata: {"text":"ü ✓"}\n\n',
      done.slice(0, 20),
      done.slice(20),
      'event: delta\ndata: {"text":"never read"}\n\n',
    ]);
    const result = await readEventStream(stream, (event) => {
      seen.push(event);
      return event.event === 'done' ? event.data : undefined;
    });
    expect(result).toBe('{"id":"c1"}');
    expect(seen.map((e) => e.event)).toEqual(['delta', 'delta', 'done']);
    expect(seen[1]?.data).toBe('{"text":"ü ✓"}');
    expect(cancelled()).toBe(true);
  });

  it('decodes a character split between two reads', async () => {
    const bytes = new TextEncoder().encode('data: ✓\n\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 7)); // inside the three bytes of ✓
        controller.enqueue(bytes.slice(7));
        controller.close();
      },
    });
    await expect(readEventStream(stream, (e) => e.data)).resolves.toBe('✓');
  });

  it('resolves undefined when the stream ends unanswered, still reading a last unterminated event', async () => {
    const seen: string[] = [];
    const { stream } = body(['data: a\n\n', 'data: b']);
    const result = await readEventStream(stream, (event) => {
      seen.push(event.data);
      return undefined;
    });
    expect(result).toBeUndefined();
    expect(seen).toEqual(['a', 'b']);
  });

  it('calls onRead after every read, the end included', async () => {
    let reads = 0;
    const { stream } = body(['data: a\n\n', 'data: b\n\n']);
    await readEventStream(
      stream,
      () => undefined,
      () => reads++,
    );
    expect(reads).toBe(3);
  });

  it('passes on what onEvent throws and releases the body', async () => {
    const { stream, cancelled } = body(['event: error\ndata: no\n\n', 'data: more\n\n']);
    await expect(
      readEventStream(stream, (event) => {
        throw new Error(event.data);
      }),
    ).rejects.toThrow('no');
    expect(cancelled()).toBe(true);
  });
});
