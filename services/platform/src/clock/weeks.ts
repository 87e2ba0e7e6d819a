const DAY_MS = 86_400_000;

/**
 * The week a moment falls in, named by its Monday (UTC, YYYY-MM-DD): the Dashboard's outcomes
 * count per week, in every service that counts them, the same way.
 */
export function weekOf(at: Date): string {
  const day = Math.floor(at.getTime() / DAY_MS);
  // 1970-01-01 was a Thursday: day 0 is 3 days after a Monday.
  const monday = day - ((day + 3) % 7);
  return new Date(monday * DAY_MS).toISOString().slice(0, 10);
}

/** The `count` weeks up to and including the one `now` is in, newest first. */
export function lastWeeks(now: Date, count: number): string[] {
  const current = Date.parse(`${weekOf(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(current - i * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}
