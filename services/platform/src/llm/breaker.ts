import type { Clock } from '../clock/index.js';

/**
 * A circuit breaker per model, pure policy (the clock is injected): a model that keeps failing is
 * skipped for a cool-down instead of costing every request a timeout, then given one trial
 * (half-open); the trial's outcome closes the circuit or opens it again.
 */
export interface BreakerPolicy {
  /** Consecutive failures that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit skips the model (ms), unless the model said (Retry-After). */
  coolDownMs: number;
}

export const DEFAULT_BREAKER_POLICY: BreakerPolicy = { failureThreshold: 3, coolDownMs: 30_000 };

export type BreakerState = 'closed' | 'open' | 'half-open';

/** Whether a call may go ahead; when not, until when it may not (for the error message). */
export type Admission = { allowed: true } | { allowed: false; openUntil: number };

export class CircuitBreaker {
  private failures = 0;
  private openUntil = 0;
  private opened = false;
  /** A half-open trial is out: other calls wait for its verdict instead of piling on. */
  private trialOut = false;

  constructor(
    private readonly policy: BreakerPolicy = DEFAULT_BREAKER_POLICY,
    private readonly now: Clock = Date.now,
  ) {
    if (policy.failureThreshold < 1) throw new Error('failureThreshold must be at least 1');
    if (policy.coolDownMs < 0) throw new Error('coolDownMs must not be negative');
  }

  state(): BreakerState {
    if (!this.opened) return 'closed';
    return this.now() < this.openUntil ? 'open' : 'half-open';
  }

  /** Asks to call the model. A half-open circuit admits one trial until it reports. */
  admit(): Admission {
    const state = this.state();
    if (state === 'closed') return { allowed: true };
    if (state === 'open' || this.trialOut) return { allowed: false, openUntil: this.openUntil };
    this.trialOut = true;
    return { allowed: true };
  }

  succeeded(): void {
    this.failures = 0;
    this.opened = false;
    this.trialOut = false;
  }

  /**
   * A failed call. `retryAfterMs` (a 429's Retry-After) opens the circuit at once for that long:
   * the model said when it will serve again, so trying before then only wastes a request.
   */
  failed(retryAfterMs?: number): void {
    this.failures += 1;
    const trialFailed = this.trialOut;
    this.trialOut = false;
    if (retryAfterMs !== undefined && retryAfterMs > 0) return this.open(retryAfterMs);
    if (trialFailed || this.failures >= this.policy.failureThreshold)
      this.open(this.policy.coolDownMs);
  }

  /** The call ended without a verdict on the model (the caller gave up): frees the trial. */
  abandoned(): void {
    this.trialOut = false;
  }

  private open(forMs: number): void {
    this.opened = true;
    this.openUntil = this.now() + forMs;
  }
}

/** One breaker per key (a router model id), created on first use with the same policy. */
export class CircuitBreakers {
  private readonly byKey = new Map<string, CircuitBreaker>();

  constructor(
    private readonly policy: BreakerPolicy = DEFAULT_BREAKER_POLICY,
    private readonly now: Clock = Date.now,
  ) {}

  get(key: string): CircuitBreaker {
    let breaker = this.byKey.get(key);
    if (!breaker) {
      breaker = new CircuitBreaker(this.policy, this.now);
      this.byKey.set(key, breaker);
    }
    return breaker;
  }
}

/** A Retry-After header (delay in seconds, or an HTTP date) in ms; undefined when absent or bad. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
