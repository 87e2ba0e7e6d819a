/**
 * A streamed answer as the protos carry it (reply-generation's AnswerEvent, chat's AskEvent): the
 * text in pieces as it is written, then the result, last. One relay for every hop, so each hop
 * keeps the same order and the same end.
 */
export interface PieceEvent<R> {
  delta?: string;
  done?: R | null;
}

/**
 * The server's side: runs `produce`, sending each piece it writes in order, then its result.
 * Pieces are chained: `send` waits while the caller's buffer is full, and the result goes out
 * only after every piece has been written.
 */
export async function sendPieces<R>(
  send: (event: { delta: string } | { done: R }) => Promise<void>,
  produce: (onText: (delta: string) => void) => Promise<R>,
): Promise<void> {
  let written = Promise.resolve();
  const done = await produce((delta) => {
    written = written.then(() => send({ delta }));
    // A failed write is reported by the await below, not as an unhandled rejection meanwhile.
    written.catch(() => undefined);
  });
  await written;
  await send({ done });
}

/**
 * The caller's side: reads the events, handing each piece to `onText`, and resolves with the
 * result. A stream that ends without one fails (the answer is incomplete).
 */
export async function readPieces<R>(
  events: AsyncIterable<PieceEvent<R>>,
  onText: (delta: string) => void,
): Promise<R> {
  for await (const event of events) {
    if (event.delta) onText(event.delta);
    if (event.done) return event.done;
  }
  throw new Error('the answer stream ended without its result');
}
