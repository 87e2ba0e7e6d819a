import type { Response } from 'express';

/** Whether the client asked for Server-Sent Events. */
export const wantsEventStream = (accept: string | undefined): boolean =>
  (accept ?? '').split(',').some((part) => part.trim().split(';')[0] === 'text/event-stream');

/** Starts a Server-Sent-Events answer (no buffering by proxies, no caching). */
export function openEventStream(res: Response): void {
  res.status(200);
  res.set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store, no-transform',
    'X-Accel-Buffering': 'no',
  });
  res.flushHeaders();
}

/** One event; the data is JSON, so it never holds a raw newline that could end the event early. */
export function sendEvent(res: Response, event: string, data: unknown): void {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}
