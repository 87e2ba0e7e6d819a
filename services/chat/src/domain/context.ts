/** One earlier question and its answer, as the model reads it for the next answer. */
export interface Turn {
  message: string;
  response: string;
}

/** The longest part of an earlier turn given to the model as context (characters each side). */
export const TURN_CONTEXT_CHARS = 1000;

/** A conversation's context document: one per conversation (`conv` is 'staff' or 'v:<id>'). */
export const contextKey = (orgId: string, conv: string): string => `${orgId}:${conv}`;

/** The context after one more turn: the turn clipped, the newest `max` kept, oldest first. */
export function withTurn(turns: readonly Turn[], turn: Turn, max: number): Turn[] {
  const clipped = {
    message: turn.message.slice(0, TURN_CONTEXT_CHARS),
    response: turn.response.slice(0, TURN_CONTEXT_CHARS),
  };
  return [...turns, clipped].slice(-max);
}
