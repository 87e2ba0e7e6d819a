import { describe, expect, it } from '@jest/globals';
import { eventually, shown } from './eventually.js';

describe('eventually', () => {
  it('returns the first value the check accepts', async () => {
    let n = 0;
    const value = await eventually(
      'n to reach 3',
      () => ++n,
      (v) => v >= 3,
      { intervalMs: 1 },
    );
    expect(value).toBe(3);
  });

  it('without a check, waits for a truthy value (async getters too)', async () => {
    const values = [undefined, 0, '', 'ready'];
    const value = await eventually('a value', async () => values.shift(), { intervalMs: 1 });
    expect(value).toBe('ready');
  });

  it('fails by its deadline naming what was awaited and the last value', async () => {
    let n = 0;
    const started = Date.now();
    await expect(
      eventually(
        'the count to pass 1000',
        () => ({ count: ++n }),
        (v) => v.count > 1000,
        {
          timeoutMs: 100,
          intervalMs: 10,
        },
      ),
    ).rejects.toThrow(
      /^the count to pass 1000: not so within 100 ms; last value: \{"count":\d+\}$/,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('lets an error of the getter through at once (a failure, not a value to wait past)', async () => {
    let calls = 0;
    const failing = () => {
      calls += 1;
      throw new Error('boom');
    };
    await expect(eventually('a getter that throws', failing)).rejects.toThrow('boom');
    expect(calls).toBe(1);
  });

  it('shows values JSON cannot say, and cuts long ones short', () => {
    expect(shown(undefined)).toBe('undefined');
    expect(shown(Number.NaN)).toBe('NaN');
    expect(shown(10n)).toBe('10');
    const circular: { self?: unknown } = {};
    circular.self = circular;
    expect(shown(circular)).toBe('[object Object]');
    expect(shown('x'.repeat(5_000))).toMatch(/… \(5002 chars\)$/);
  });
});
