/**
 * The one way a test waits for something asynchronous (an event consumed, a span ended, a page
 * updated): poll `get` until `check` accepts its value, or fail by the deadline naming what was
 * awaited and the last value seen. Never a fixed sleep: a sleep is too short on a loaded machine
 * and too long everywhere else.
 */
export interface EventuallyOptions {
  /** How long to keep polling before failing (default 10 s). */
  timeoutMs?: number;
  /** The pause between two polls (default 50 ms). */
  intervalMs?: number;
}

/** What a value is when it is neither undefined, null, false, 0 nor ''. */
export type Truthy<T> = Exclude<T, undefined | null | false | 0 | ''>;

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_INTERVAL_MS = 50;
/** The most of the last value the failure message shows. */
const MAX_SHOWN = 1_000;

/** Polls `get` until its value is truthy, and returns it. */
export function eventually<T>(
  what: string,
  get: () => T | Promise<T>,
  options?: EventuallyOptions,
): Promise<Truthy<T>>;
/** Polls `get` until `check` accepts its value, and returns it. */
export function eventually<T>(
  what: string,
  get: () => T | Promise<T>,
  check: (value: T) => boolean,
  options?: EventuallyOptions,
): Promise<T>;
export async function eventually<T>(
  what: string,
  get: () => T | Promise<T>,
  checkOrOptions?: ((value: T) => boolean) | EventuallyOptions,
  maybeOptions?: EventuallyOptions,
): Promise<T> {
  const check = typeof checkOrOptions === 'function' ? checkOrOptions : (v: T) => Boolean(v);
  const options = (typeof checkOrOptions === 'function' ? maybeOptions : checkOrOptions) ?? {};
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  const deadline = Date.now() + timeoutMs;
  // An error thrown by `get` or `check` is a failure of the test, not a value to wait past.
  for (;;) {
    const last = await get();
    if (check(last)) return last;
    if (Date.now() >= deadline)
      throw new Error(`${what}: not so within ${timeoutMs} ms; last value: ${shown(last)}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** The value as JSON (cut short), or as a string when JSON cannot say it. */
export function shown(value: unknown): string {
  let text: string;
  try {
    // NaN and Infinity are not JSON (it says null); undefined and functions have no JSON at all.
    text =
      typeof value === 'number' || value === undefined
        ? String(value)
        : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}… (${text.length} chars)` : text;
}
