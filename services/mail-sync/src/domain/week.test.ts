import { describe, expect, it } from '@jest/globals';
import { hourBucket, weekCounts, weekWindow } from './week.js';

describe('weekWindow', () => {
  it('is the seven local days ending today, oldest first', () => {
    const now = new Date('2026-11-23T23:30:00Z');
    expect(weekWindow(now, 0).days).toEqual([
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ]);
    // 23:30 UTC is already the 24th in Paris (UTC+1) and still the 23rd in New York (UTC−5).
    expect(weekWindow(now, 60).days.at(-1)).toBe('2026-11-24');
    expect(weekWindow(now, 60).fromHour).toBe('2026-11-17T23');
    expect(weekWindow(now, -300).days.at(-1)).toBe('2026-11-23');
  });
});

describe('weekCounts', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  it('adds hours into the viewer’s days and leaves quiet days at zero', () => {
    const rows = [
      { hour: '2026-11-23T10', received: 2, replied: 1 },
      { hour: '2026-11-23T11', received: 1, replied: 0 },
      { hour: '2026-11-20T23', received: 5, replied: 5 },
      { hour: '2026-11-10T10', received: 9, replied: 9 }, // before the week
    ];
    const week = weekCounts(now, 0, rows);
    expect(week).toHaveLength(7);
    expect(week.at(-1)).toEqual({ date: '2026-11-23', received: 3, replied: 1 });
    expect(week.find((d) => d.date === '2026-11-20')).toEqual({
      date: '2026-11-20',
      received: 5,
      replied: 5,
    });
    expect(week.reduce((n, d) => n + d.received, 0)).toBe(8);
  });

  it('moves an hour across midnight by the offset', () => {
    const rows = [{ hour: '2026-11-20T23', received: 1, replied: 0 }];
    // 23:00 UTC on the 20th is 00:00 on the 21st at UTC+1.
    expect(weekCounts(now, 60, rows).find((d) => d.received > 0)?.date).toBe('2026-11-21');
  });

  it('buckets by UTC hour', () => {
    expect(hourBucket(new Date('2026-11-23T10:59:59Z'))).toBe('2026-11-23T10');
  });
});
