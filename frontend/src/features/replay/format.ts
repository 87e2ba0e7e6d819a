/** A percentage the server gives as 0–100 (e.g. 62.5), in the reader's language: "62.5%". */
export function formatPercent(value: number, tag: string): string {
  return new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }).format(
    value / 100,
  );
}

export function formatCount(value: number, tag: string): string {
  return new Intl.NumberFormat(tag).format(value);
}

/** The figures' denominators: none yet means "—" rather than a misleading 0%. */
export const NO_FIGURE = '—';
