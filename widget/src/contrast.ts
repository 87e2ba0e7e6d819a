// WCAG 2 contrast arithmetic. A customer picks any primary colour; the widget keeps the hue but
// adjusts lightness where needed so text on it (and links, focus rings) still meet AA.

export type Rgb = readonly [number, number, number];

export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];
/** The widget's body text colour (#1f1f1f). */
export const INK: Rgb = [31, 31, 31];

/** Parses #rgb, #rrggbb, rgb(…) and rgba(…) (alpha ignored); null for anything else. */
export function parseRgb(value: string): Rgb | null {
  const v = value.trim().toLowerCase();
  let m = /^#([0-9a-f]{3})$/.exec(v);
  if (m?.[1]) {
    const [r, g, b] = m[1].split('').map((h) => parseInt(h + h, 16));
    return [r ?? 0, g ?? 0, b ?? 0];
  }
  m = /^#([0-9a-f]{6})$/.exec(v);
  if (m?.[1]) {
    const n = parseInt(m[1], 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }
  m = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(v);
  if (m) {
    const c = (s: string | undefined) => Math.min(255, Math.max(0, Math.round(Number(s))));
    return [c(m[1]), c(m[2]), c(m[3])];
  }
  return null;
}

export function toCss([r, g, b]: Rgb): string {
  return `rgb(${r}, ${g}, ${b})`;
}

export function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function mix(c: Rgb, toward: Rgb, t: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(c[i]! + (toward[i]! - c[i]!) * t)) as unknown as Rgb;
}

/**
 * `c`, moved towards black or white (whichever contrasts more with `against`) just far enough
 * to reach `ratio`; `t` is how far it had to move (0 = unchanged, 1 = black/white).
 */
export function ensureContrast(c: Rgb, against: Rgb, ratio: number): { color: Rgb; t: number } {
  const toward = contrast(BLACK, against) >= contrast(WHITE, against) ? BLACK : WHITE;
  for (let step = 0; step <= 20; step++) {
    const t = step / 20;
    const color = mix(c, toward, t);
    if (contrast(color, against) >= ratio) return { color, t };
  }
  return { color: toward, t: 1 };
}

export interface Theme {
  /** Launcher, header, visitor bubbles, Send button. */
  accent: Rgb;
  /** Text and icons on `accent`. */
  onAccent: Rgb;
  /** Focus rings and borders on the white panel (3:1 for non-text). */
  ring: Rgb;
  /** Links on the answer bubbles. */
  link: Rgb;
}

const AA = 4.5;

export function makeTheme(primary: Rgb, text: Rgb | null, bubble: Rgb): Theme {
  let accent: Rgb;
  let onAccent: Rgb;
  if (text) {
    onAccent = text;
    accent = ensureContrast(primary, text, AA).color;
  } else {
    // White text keeps the brand look; darken a little for it, or else switch to dark text.
    const darker = ensureContrast(primary, WHITE, AA);
    if (darker.t <= 0.3) {
      accent = darker.color;
      onAccent = WHITE;
    } else {
      onAccent = INK;
      accent = ensureContrast(primary, INK, AA).color;
    }
  }
  return {
    accent,
    onAccent,
    ring: ensureContrast(accent, WHITE, 3).color,
    link: ensureContrast(accent, bubble, AA).color,
  };
}
