import { describe, expect, it } from '@jest/globals';
import { TURN_CONTEXT_CHARS, contextKey, withTurn } from './context.js';

describe('withTurn', () => {
  const turn = (n: number) => ({ message: `q${n}`, response: `a${n}` });

  it('keeps the newest turns, oldest first, and no more than asked', () => {
    let turns = withTurn([], turn(1), 3);
    for (const n of [2, 3, 4]) turns = withTurn(turns, turn(n), 3);
    expect(turns).toEqual([turn(2), turn(3), turn(4)]);
    // A lower limit (CHAT_CONTEXT_TURNS lowered) drops the surplus at the next turn.
    expect(withTurn(turns, turn(5), 2)).toEqual([turn(4), turn(5)]);
  });

  it('clips a long turn on each side', () => {
    const long = 'x'.repeat(TURN_CONTEXT_CHARS + 5);
    expect(withTurn([], { message: long, response: long }, 1)[0]).toEqual({
      message: 'x'.repeat(TURN_CONTEXT_CHARS),
      response: 'x'.repeat(TURN_CONTEXT_CHARS),
    });
  });

  it('keys a conversation by its organisation', () => {
    expect(contextKey('org-a', 'staff')).not.toBe(contextKey('org-b', 'staff'));
    expect(contextKey('org-a', 'v:1')).toBe('org-a:v:1');
  });
});
