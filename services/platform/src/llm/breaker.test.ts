import { describe, expect, it } from '@jest/globals';
import { CircuitBreaker, CircuitBreakers, parseRetryAfter } from './breaker.js';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('CircuitBreaker', () => {
  it('opens after the threshold of consecutive failures and skips until the cool-down ends', () => {
    const c = clock();
    const b = new CircuitBreaker({ failureThreshold: 2, coolDownMs: 5_000 }, c.now);
    b.failed();
    expect(b.admit()).toEqual({ allowed: true });
    b.failed();
    expect(b.state()).toBe('open');
    expect(b.admit()).toEqual({ allowed: false, openUntil: c.now() + 5_000 });
    c.advance(4_999);
    expect(b.admit().allowed).toBe(false);
    c.advance(1);
    expect(b.state()).toBe('half-open');
  });

  it('a success resets the count of consecutive failures', () => {
    const b = new CircuitBreaker({ failureThreshold: 2, coolDownMs: 5_000 }, clock().now);
    b.failed();
    b.succeeded();
    b.failed();
    expect(b.state()).toBe('closed');
  });

  it('half-open admits one trial; its success closes the circuit', () => {
    const c = clock();
    const b = new CircuitBreaker({ failureThreshold: 1, coolDownMs: 1_000 }, c.now);
    b.failed();
    c.advance(1_000);
    expect(b.admit().allowed).toBe(true);
    expect(b.admit().allowed).toBe(false); // the trial is out
    b.succeeded();
    expect(b.state()).toBe('closed');
    expect(b.admit().allowed).toBe(true);
  });

  it('a failed trial opens the circuit for another cool-down at once', () => {
    const c = clock();
    const b = new CircuitBreaker({ failureThreshold: 3, coolDownMs: 1_000 }, c.now);
    b.failed();
    b.failed();
    b.failed();
    c.advance(1_000);
    expect(b.admit().allowed).toBe(true);
    b.failed();
    expect(b.state()).toBe('open');
    c.advance(999);
    expect(b.admit().allowed).toBe(false);
    c.advance(1);
    expect(b.admit().allowed).toBe(true);
  });

  it('an abandoned trial frees the slot without a verdict', () => {
    const c = clock();
    const b = new CircuitBreaker({ failureThreshold: 1, coolDownMs: 10 }, c.now);
    b.failed();
    c.advance(10);
    expect(b.admit().allowed).toBe(true);
    b.abandoned();
    expect(b.admit().allowed).toBe(true);
  });

  it("Retry-After opens the circuit at once, for the model's own delay", () => {
    const c = clock();
    const b = new CircuitBreaker({ failureThreshold: 5, coolDownMs: 1_000 }, c.now);
    b.failed(20_000);
    expect(b.state()).toBe('open');
    c.advance(19_999);
    expect(b.admit().allowed).toBe(false);
    c.advance(1);
    expect(b.admit().allowed).toBe(true);
  });

  it('refuses a policy that could never open or closes in the past', () => {
    expect(() => new CircuitBreaker({ failureThreshold: 0, coolDownMs: 1 })).toThrow(
      /failureThreshold/,
    );
    expect(() => new CircuitBreaker({ failureThreshold: 1, coolDownMs: -1 })).toThrow(/coolDown/);
  });
});

describe('CircuitBreakers', () => {
  it('keeps one breaker per key', () => {
    const all = new CircuitBreakers({ failureThreshold: 1, coolDownMs: 1_000 }, clock().now);
    all.get('a').failed();
    expect(all.get('a').state()).toBe('open');
    expect(all.get('b').state()).toBe('closed');
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('7', now)).toBe(7_000);
    expect(parseRetryAfter('1.5', now)).toBe(1_500);
    expect(parseRetryAfter('Mon, 23 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Mon, 23 Nov 2026 11:00:00 GMT', now)).toBe(0);
  });
  it('ignores absent or unreadable values', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});
