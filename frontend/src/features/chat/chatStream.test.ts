import { describe, expect, it } from '@jest/globals';
import { AnswerStreamError, readAnswer, toAskEvent } from '../../api/chatStream';
import type { ChatMessage } from '../../api/contract';
import { mergeChats } from './history';
import { safeHttpUrl } from './SourceLinks';

const CHAT: ChatMessage = {
  id: 'c1',
  message: 'Hi?',
  response: 'Hello there.',
  created_at: '2026-01-05T09:00:00.000Z',
  sources: [{ number: 1, title: 'faq.pdf', document_id: 'd1', url: '' }],
};

/** A streamed response whose body arrives in exactly these pieces. */
function sseResponse(pieces: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

describe('answer events', () => {
  it('reads delta, done and error; ignores what it does not know', () => {
    expect(toAskEvent({ event: 'delta', data: '{"text":"Hi"}' })).toEqual({
      type: 'delta',
      text: 'Hi',
    });
    expect(toAskEvent({ event: 'done', data: JSON.stringify(CHAT) })).toEqual({
      type: 'done',
      chat: CHAT,
    });
    expect(toAskEvent({ event: 'error', data: '{"error":"No model"}' })).toEqual({
      type: 'error',
      error: 'No model',
    });
    expect(toAskEvent({ event: 'delta', data: 'not json' })).toBeNull();
    expect(toAskEvent({ event: 'progress', data: '{}' })).toBeNull();
    expect(toAskEvent({ event: 'done', data: '{"id":1}' })).toEqual({ type: 'error', error: '' });
  });

  it('streams the pieces in order, then resolves with the stored exchange', async () => {
    const pieces: string[] = [];
    const done = `event: done\ndata: ${JSON.stringify(CHAT)}\n\n`;
    const chat = await readAnswer(
      sseResponse([
        'event: delta\ndata: {"text":"Hello "}\n\nevent: del',
        'ta\ndata: {"text":"there."}\n\n',
        done.slice(0, 20),
        done.slice(20),
      ]),
      (text) => pieces.push(text),
    );
    expect(pieces).toEqual(['Hello ', 'there.']);
    expect(chat).toEqual(CHAT);
  });

  it('fails on an error event, or when the stream ends without an answer', async () => {
    await expect(
      readAnswer(sseResponse(['event: error\ndata: {"error":"Model unavailable"}\n\n']), () => {}),
    ).rejects.toEqual(new AnswerStreamError('Model unavailable'));
    await expect(
      readAnswer(sseResponse(['event: delta\ndata: {"text":"Half"}\n\n']), () => {}),
    ).rejects.toBeInstanceOf(AnswerStreamError);
  });

  it('accepts an answer sent as one JSON body', async () => {
    const res = new Response(JSON.stringify(CHAT), {
      headers: { 'content-type': 'application/json' },
    });
    await expect(readAnswer(res, () => {})).resolves.toEqual(CHAT);
  });
});

describe('mergeChats', () => {
  const at = (id: string, minute: number): ChatMessage => ({
    ...CHAT,
    id,
    created_at: new Date(Date.UTC(2026, 0, 5, 9, minute)).toISOString(),
  });

  it('keeps each exchange once, oldest first, whichever pages overlap', () => {
    const shown = [at('b', 2), at('c', 3)];
    expect(mergeChats(shown, [at('d', 4), at('c', 3)]).map((c) => c.id)).toEqual(['b', 'c', 'd']);
    expect(mergeChats(shown, [at('b', 2), at('a', 1)]).map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps the order of exchanges stored in the same millisecond (pages are newest first)', () => {
    expect(mergeChats([], [at('y', 5), at('x', 5)]).map((c) => c.id)).toEqual(['x', 'y']);
  });
});

describe('safeHttpUrl', () => {
  it('links http and https addresses only', () => {
    expect(safeHttpUrl('https://shop.example/a?b=1')).toBe('https://shop.example/a?b=1');
    expect(safeHttpUrl('http://shop.example')).toBe('http://shop.example/');
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', '', '/x'])
      expect(safeHttpUrl(bad)).toBeNull();
  });
});
