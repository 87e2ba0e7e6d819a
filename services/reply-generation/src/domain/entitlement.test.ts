import { describe, expect, it } from '@jest/globals';
import { isEntitled } from './entitlement.js';

const now = new Date('2026-06-01T00:00:00Z');

describe('isEntitled', () => {
  it('while any plan (the trial included) runs', () => {
    expect(isEntitled({ expiries: ['2026-06-15T00:00:00Z'] }, now)).toBe(true);
    expect(isEntitled({ expiries: ['2026-05-01T00:00:00Z', '2026-07-01T00:00:00Z'] }, now)).toBe(
      true,
    );
  });
  it('not once every plan has expired, nor with none', () => {
    expect(isEntitled({ expiries: ['2026-05-31T23:59:59Z'] }, now)).toBe(false);
    expect(isEntitled({ expiries: [] }, now)).toBe(false);
    expect(isEntitled({ expiries: ['not a date'] }, now)).toBe(false);
  });
  it('an organisation billing has not reported yet is entitled', () => {
    expect(isEntitled(null, now)).toBe(true);
  });
});
