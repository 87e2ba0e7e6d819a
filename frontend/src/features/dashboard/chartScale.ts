/**
 * The value axis of the week's chart: whole numbers from 0 in steps of 1, 2 or 5 × 10ⁿ, about four
 * of them, the last at or above the largest value (at least 1, so an empty week has an axis).
 */
export function chartTicks(largest: number): number[] {
  const max = Math.max(1, Math.ceil(largest));
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(Math.max(1, rough)));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? power);
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return ticks;
}
