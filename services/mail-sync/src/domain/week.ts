/**
 * The Dashboard's week: seven days in the viewer's time zone, oldest first, from per-organisation
 * counts kept per UTC hour. `offsetMinutes` is the viewer's offset from UTC, local = UTC + offset
 * (+60 in Paris in winter, −300 in New York); an hour counts toward the local day it starts in,
 * so with a half-hour offset a day's edges are accurate to the half hour.
 */

export interface HourCounts {
  /** YYYY-MM-DDTHH, UTC. */
  hour: string;
  received: number;
  replied: number;
}

export interface DayCounts {
  date: string;
  received: number;
  replied: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const hourBucket = (at: Date): string => at.toISOString().slice(0, 13);

const localDate = (instant: number, offsetMinutes: number): string =>
  new Date(instant + offsetMinutes * MINUTE).toISOString().slice(0, 10);

/** The seven local dates ending today, and the first UTC hour bucket that can fall in them. */
export function weekWindow(now: Date, offsetMinutes: number): { days: string[]; fromHour: string } {
  const today = localDate(now.getTime(), offsetMinutes);
  const todayStartUtc = Date.parse(`${today}T00:00:00Z`) - offsetMinutes * MINUTE;
  const days = Array.from({ length: 7 }, (_, i) =>
    localDate(todayStartUtc + (i - 6) * DAY, offsetMinutes),
  );
  return { days, fromHour: hourBucket(new Date(todayStartUtc - 6 * DAY)) };
}

export function weekCounts(now: Date, offsetMinutes: number, rows: HourCounts[]): DayCounts[] {
  const { days } = weekWindow(now, offsetMinutes);
  const byDay = new Map(days.map((date) => [date, { date, received: 0, replied: 0 }]));
  for (const row of rows) {
    const day = byDay.get(localDate(Date.parse(`${row.hour}:00:00Z`), offsetMinutes));
    if (!day) continue;
    day.received += row.received;
    day.replied += row.replied;
  }
  return days.map((d) => byDay.get(d)!);
}
