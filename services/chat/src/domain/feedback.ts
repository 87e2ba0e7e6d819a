/**
 * Thumbs up or down on one answer, with an optional reason: what a rating may be, and the
 * fixed window a website visitor's ratings are counted in. The words are what the caller reads.
 */
export const RATINGS = ['up', 'down'] as const;
export type Rating = (typeof RATINGS)[number];

/** Longest reason kept (characters, after trimming). */
export const MAX_REASON_CHARS = 500;

export const ANSWER_NOT_FOUND = 'This answer was not found.';
export const TOO_MANY_RATINGS = 'Too many ratings. Please try again later.';

/** One hour: a visitor's cap counts the ratings of the current clock hour. */
export const RATING_WINDOW_MS = 3_600_000;

export const isRating = (value: string): value is Rating =>
  (RATINGS as readonly string[]).includes(value);

export type ReasonCheck = { ok: true; reason: string } | { ok: false; error: string };

/** The reason as kept: trimmed; one longer than the limit is refused, never cut. */
export function checkReason(reason: string): ReasonCheck {
  const trimmed = reason.trim();
  if (trimmed.length > MAX_REASON_CHARS) {
    return { ok: false, error: `A reason can be at most ${MAX_REASON_CHARS} characters long.` };
  }
  return { ok: true, reason: trimmed };
}

/** The start of the window `nowMs` falls in (ms since the epoch). */
export const windowStart = (nowMs: number, windowMs = RATING_WINDOW_MS): number =>
  nowMs - (nowMs % windowMs);

/** Who rated: staff of the organisation's chat, or a visitor of its website chat. */
export type FeedbackSource = 'staff' | 'widget';
