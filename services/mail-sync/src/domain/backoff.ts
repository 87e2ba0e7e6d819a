/** Reconnect delays of a mailbox watcher: 1 s doubling to 5 min, with jitter. */
export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 5 * 60_000;

/**
 * The wait before reconnect attempt `failures + 1`. Jitter (between half and all of the delay)
 * spreads the reconnects of many mailboxes after one server outage. A refused password does not
 * fix itself, so it waits the longest from the start (and stays visible as the error).
 */
export function reconnectDelayMs(
  failures: number,
  authFailed: boolean,
  random = Math.random,
): number {
  const exp = Math.min(RECONNECT_MIN_MS * 2 ** Math.max(0, failures - 1), RECONNECT_MAX_MS);
  const base = authFailed ? RECONNECT_MAX_MS : exp;
  return Math.round(base / 2 + (random() * base) / 2);
}
