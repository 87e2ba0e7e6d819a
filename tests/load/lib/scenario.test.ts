import { describe, expect, it } from '@jest/globals';
import { line, p95Binding, verdict } from './scenario.js';
import type { Stats } from './vegeta.js';

const stats = (over: Partial<Stats> = {}): Stats => ({
  requests: 200,
  seconds: 4,
  rps: 50,
  p50: 120,
  p95: 662,
  p99: 700,
  errors: 0,
  errorRate: 0,
  codes: { '201': 200 },
  firstError: '',
  window: { start: 0, end: 4000 },
  cpu: {},
  ...over,
});
const line500 = { p95Ms: 500, errorRate: 0 };

describe('p95Binding', () => {
  it('reports p95 only for the smoke profile in CI; staging and capacity keep it binding', () => {
    expect(p95Binding('smoke', true)).toBe(false);
    expect(p95Binding('smoke', false)).toBe(true);
    expect(p95Binding('staging', true)).toBe(true);
    expect(p95Binding('capacity', true)).toBe(true);
  });
});

describe('a step’s verdict', () => {
  const smokeInCi = { expected: 200, p95Binding: p95Binding('smoke', true) };

  it('smoke in CI: a slow p95 passes, reported on the line', () => {
    // The CI run that failed: widget/visitor p95 662 ms against 500 ms, no errors.
    const r = verdict('widget', 'visitor', '50 workers', stats(), line500, smokeInCi);
    expect(r).toMatchObject({ pass: true, complete: true, p95Binding: false });
    expect(line(r)).toMatch(/^ {2}PASS widget\/visitor/);
    expect(line(r)).toContain('p95 662.0');
    expect(line(r)).toContain('[p95 < 500 ms reported, not enforced');
    expect(line(r)).toContain('p95 over its line');
  });

  it('smoke in CI: an error still fails it', () => {
    const r = verdict(
      'widget',
      'visitor',
      '50 workers',
      stats({ p95: 100, errors: 1, errorRate: 1 / 200 }),
      line500,
      smokeInCi,
    );
    expect(r.pass).toBe(false);
    expect(line(r)).toMatch(/^ {2}FAIL/);
  });

  it('smoke in CI: a step cut off by its time bound fails it, without errors', () => {
    const r = verdict(
      'widget',
      'visitor',
      '50 workers',
      stats({ p95: 100, requests: 150 }),
      line500,
      smokeInCi,
    );
    expect(r).toMatchObject({ pass: false, complete: false });
    expect(line(r)).toContain('INCOMPLETE');
  });

  it('smoke outside CI and staging: the p95 threshold binds', () => {
    for (const binding of [p95Binding('smoke', false), p95Binding('staging', true)]) {
      const slow = verdict('widget', 'visitor', '50 workers', stats(), line500, {
        expected: 200,
        p95Binding: binding,
      });
      expect(slow.pass).toBe(false);
      expect(line(slow)).not.toContain('reported');
      const fast = verdict('widget', 'visitor', '50 workers', stats({ p95: 499 }), line500, {
        expected: 200,
        p95Binding: binding,
      });
      expect(fast.pass).toBe(true);
    }
  });

  it('capacity: the step is over when p95 crosses its line, whatever its count', () => {
    const over = verdict('widget', 'ask (capacity)', '50/s', stats({ requests: 90 }), line500, {
      informative: true,
    });
    expect(over).toMatchObject({ pass: false, complete: true, informative: true });
    expect(line(over)).toMatch(/^ {2}over/);
  });
});
