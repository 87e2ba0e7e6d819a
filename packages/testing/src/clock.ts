import type { Clock } from '@winzmail/platform';

/** A clock a test moves by hand: time passes when the test says, not while it sleeps. */
export interface ManualClock {
  now: Clock;
  /** Moves the time forward by `ms`. */
  advance(ms: number): void;
}

export function manualClock(startMs = Date.now()): ManualClock {
  let time = startMs;
  return {
    now: () => time,
    advance: (ms) => {
      time += ms;
    },
  };
}
