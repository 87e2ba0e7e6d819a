import { describe, expect, it } from '@jest/globals';
import { createSseParser, type SseEvent } from './parser.js';

function parseAll(chunks: string[]): SseEvent[] {
  const parser = createSseParser();
  return [...chunks.flatMap((c) => parser.feed(c)), ...parser.end()];
}

const STREAM =
  ': ping\n\n' +
  'event: delta\ndata: {"text":"Hel"}\n\n' +
  'event: delta\ndata: {"text":"lo ✓ مرحبا"}\n\n' +
  'event: done\ndata: {"id":"c1","response":"Hello"}\n\n';

const EXPECTED: SseEvent[] = [
  { event: 'delta', data: '{"text":"Hel"}' },
  { event: 'delta', data: '{"text":"lo ✓ مرحبا"}' },
  { event: 'done', data: '{"id":"c1","response":"Hello"}' },
];

describe('SSE parser', () => {
  it('parses whole events and skips comments', () => {
    expect(parseAll([STREAM])).toEqual(EXPECTED);
  });

  it('gives the same events however the stream is split', () => {
    for (let size = 1; size <= 12; size++) {
      const chunks: string[] = [];
      for (let i = 0; i < STREAM.length; i += size) chunks.push(STREAM.slice(i, i + size));
      expect(parseAll(chunks)).toEqual(EXPECTED);
    }
    for (let cut = 0; cut <= STREAM.length; cut++) {
      expect(parseAll([STREAM.slice(0, cut), STREAM.slice(cut)])).toEqual(EXPECTED);
    }
  });

  it('returns events as soon as their blank line arrives', () => {
    const parser = createSseParser();
    expect(parser.feed('event: delta\ndata: {"text":"a"}\n')).toEqual([]);
    expect(parser.feed('\n')).toEqual([{ event: 'delta', data: '{"text":"a"}' }]);
  });

  it('accepts CRLF and lone CR line endings, even a CRLF split across chunks', () => {
    const crlf = STREAM.replace(/\n/g, '\r\n');
    expect(parseAll([crlf])).toEqual(EXPECTED);
    for (let cut = 0; cut <= crlf.length; cut++) {
      expect(parseAll([crlf.slice(0, cut), crlf.slice(cut)])).toEqual(EXPECTED);
    }
    expect(parseAll([STREAM.replace(/\n/g, '\r')])).toEqual(EXPECTED);
    expect(parseAll(['data: a\r', '\r', 'data: b\r\n\r\n'])).toEqual([
      { event: 'message', data: 'a' },
      { event: 'message', data: 'b' },
    ]);
  });

  it('joins multi-line data with newlines', () => {
    expect(parseAll(['event: done\ndata: {"response":\ndata: "two"}\ndata:\n\n'])).toEqual([
      { event: 'done', data: '{"response":\n"two"}\n' },
    ]);
  });

  it('strips one space after the colon only, and reads fields without a value', () => {
    expect(parseAll(['data:  two spaces\ndata:none\ndata\n\n'])).toEqual([
      { event: 'message', data: ' two spaces\nnone\n' },
    ]);
  });

  it('ignores comments anywhere, unknown fields, and events without data', () => {
    expect(
      parseAll([
        ': ping\nevent: delta\n: inside an event\nretry: 100\nfoo: bar\ndata: x\n\nevent: lonely\n\n',
      ]),
    ).toEqual([{ event: 'delta', data: 'x' }]);
  });

  it('resets the event type after each event and keeps the last id', () => {
    expect(parseAll(['id: 7\nevent: error\ndata: {"error":"no"}\n\ndata: plain\n\n'])).toEqual([
      { event: 'error', data: '{"error":"no"}', id: '7' },
      { event: 'message', data: 'plain', id: '7' },
    ]);
  });

  it('drops a leading byte-order mark', () => {
    expect(parseAll(['\uFEFF', 'data: x\n\n'])).toEqual([{ event: 'message', data: 'x' }]);
  });

  it('still delivers a last event whose blank line never came', () => {
    expect(parseAll(['event: done\ndata: {"response":"r"}'])).toEqual([
      { event: 'done', data: '{"response":"r"}' },
    ]);
    expect(parseAll(['event: done\ndata: {"response":"r"}\r'])).toEqual([
      { event: 'done', data: '{"response":"r"}' },
    ]);
  });

  // Cases from the web app's copy of the parser, merged here with it.
  it('drops a byte-order mark sharing the first chunk with data, and keeps an id for later events', () => {
    expect(parseAll(['\uFEFFdata:one\ndata:  two\ndata\n\n'])).toEqual([
      { event: 'message', data: 'one\n two\n' },
    ]);
    expect(
      parseAll([
        ': ping\n\nevent: delta\ndata: {"text":"Hel"}\n\n',
        'id: 7\nretry: 10\nevent: delta\ndata: {"text":"lo"}\n\ndata: plain\n\n',
      ]),
    ).toEqual([
      { event: 'delta', data: '{"text":"Hel"}' },
      { event: 'delta', data: '{"text":"lo"}', id: '7' },
      { event: 'message', data: 'plain', id: '7' },
    ]);
  });

  it('holds a last event without its blank line until the stream ends', () => {
    const parser = createSseParser();
    expect(parser.feed('event: done\ndata: {"x":1}')).toEqual([]);
    expect(parser.end()).toEqual([{ event: 'done', data: '{"x":1}' }]);
  });
});
