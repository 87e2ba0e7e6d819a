import { describe, expect, it } from '@jest/globals';
import {
  checkReason,
  isRating,
  MAX_REASON_CHARS,
  RATING_WINDOW_MS,
  windowStart,
} from './feedback.js';

describe('feedback rules', () => {
  it('knows only up and down', () => {
    expect(isRating('up')).toBe(true);
    expect(isRating('down')).toBe(true);
    expect(isRating('')).toBe(false);
    expect(isRating('UP')).toBe(false);
    expect(isRating('sideways')).toBe(false);
  });

  it('keeps a reason trimmed, and refuses one over the limit rather than cutting it', () => {
    expect(checkReason('  Wrong opening hours \n')).toEqual({
      ok: true,
      reason: 'Wrong opening hours',
    });
    expect(checkReason('   ')).toEqual({ ok: true, reason: '' });
    expect(checkReason(` ${'x'.repeat(MAX_REASON_CHARS)} `)).toEqual({
      ok: true,
      reason: 'x'.repeat(MAX_REASON_CHARS),
    });
    expect(checkReason('x'.repeat(MAX_REASON_CHARS + 1))).toEqual({
      ok: false,
      error: 'A reason can be at most 500 characters long.',
    });
  });

  it('counts a visitor in fixed clock-hour windows', () => {
    const hour = Date.UTC(2026, 0, 1, 10);
    expect(windowStart(hour)).toBe(hour);
    expect(windowStart(hour + RATING_WINDOW_MS - 1)).toBe(hour);
    expect(windowStart(hour + RATING_WINDOW_MS)).toBe(hour + RATING_WINDOW_MS);
  });
});
