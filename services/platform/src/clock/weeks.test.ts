import { describe, expect, it } from '@jest/globals';
import { lastWeeks, weekOf } from './weeks.js';

describe('weekOf', () => {
  it('names a week by its Monday, in UTC', () => {
    expect(weekOf(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23'); // a Monday
    expect(weekOf(new Date('2026-11-29T23:59:59Z'))).toBe('2026-11-23'); // its Sunday
    expect(weekOf(new Date('2026-11-30T00:00:00Z'))).toBe('2026-11-30');
    expect(weekOf(new Date('2027-01-01T12:00:00Z'))).toBe('2026-12-28'); // across the year
    expect(weekOf(new Date('1970-01-01T00:00:00Z'))).toBe('1969-12-29');
  });
});

describe('lastWeeks', () => {
  it('counts back from the current week, newest first', () => {
    expect(lastWeeks(new Date('2026-11-27T10:00:00Z'), 3)).toEqual([
      '2026-11-23',
      '2026-11-16',
      '2026-11-09',
    ]);
  });
});
