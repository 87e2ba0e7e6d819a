// A pure Server-Sent-Events parser (the WHATWG "event stream interpretation"). The web app and
// the widget both need one because EventSource cannot POST: /chat/ask streams its answer in the
// POST response. Feed it decoded text in whatever pieces the network delivers; it returns whole
// events.

export interface SseEvent {
  /** The `event:` field, or 'message' when the event had none. */
  event: string;
  /** The `data:` lines joined with '\n'. */
  data: string;
  /** The `id:` field, when the event carried one. */
  id?: string;
}

export interface SseParser {
  /** Parses the next piece of the stream; returns the events it completed. */
  feed(chunk: string): SseEvent[];
  /**
   * The stream ended. A last event not followed by its blank line is still returned (the spec
   * drops it, but a server that forgets the final newline should not lose its `done` event).
   */
  end(): SseEvent[];
}

export function createSseParser(): SseParser {
  let buffer = '';
  let started = false;
  let eventType = '';
  let id: string | undefined;
  let data: string[] = [];

  function dispatch(out: SseEvent[]): void {
    if (data.length > 0) {
      const event: SseEvent = { event: eventType || 'message', data: data.join('\n') };
      if (id !== undefined) event.id = id;
      out.push(event);
    }
    eventType = '';
    data = [];
  }

  function line(text: string, out: SseEvent[]): void {
    if (text === '') return dispatch(out);
    if (text.startsWith(':')) return; // a comment, e.g. the server's keep-alive ": ping"
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') eventType = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
    // `retry:` and unknown fields mean nothing to a one-shot POST stream.
  }

  function parse(final: boolean): SseEvent[] {
    const out: SseEvent[] = [];
    let pos = 0;
    for (;;) {
      const lf = buffer.indexOf('\n', pos);
      const cr = buffer.indexOf('\r', pos);
      const end = cr < 0 ? lf : lf < 0 ? cr : Math.min(cr, lf);
      if (end < 0) break;
      // A CR at the very end may be the first half of a CRLF split across chunks: wait.
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
  }

  return {
    feed(chunk) {
      buffer += chunk;
      if (!started && buffer !== '') {
        started = true;
        if (buffer.charCodeAt(0) === 0xfeff) buffer = buffer.slice(1); // a leading BOM is not data
      }
      return parse(false);
    },
    end() {
      return parse(true);
    },
  };
}
