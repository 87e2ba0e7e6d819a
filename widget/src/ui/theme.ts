// The customer's look (colours, font, position, stacking) applied to the widget: colours are
// resolved by the browser itself, then adjusted for readable contrast (contrast.ts).
import { makeTheme, parseRgb, toCss, type Rgb } from '../contrast.js';
import type { WidgetOptions } from '../options.js';
import { FONT_STACK } from '../styles.js';

const BUBBLE: Rgb = [240, 242, 245]; // .bubble background in styles.ts
const DEFAULT_PRIMARY: Rgb = [9, 88, 217];

/** Any valid CSS colour as sRGB: painted on a 1px canvas over white, then read back. */
function resolveColor(value: string): Rgb | null {
  try {
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    if (ctx) {
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, 1, 1);
      ctx.fillStyle = value;
      ctx.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0] = ctx.getImageData(0, 0, 1, 1).data;
      return [r, g, b];
    }
  } catch {
    // no canvas (or reading it back is blocked): fall through
  }
  return parseRgb(value);
}

/** Sets the options' CSS variables and data attributes on the root, the z-index on the host. */
export function applyTheme(root: HTMLElement, host: HTMLElement, options: WidgetOptions): void {
  const primary = resolveColor(options.primaryColor) ?? DEFAULT_PRIMARY;
  const text = options.textColor ? resolveColor(options.textColor) : null;
  const theme = makeTheme(primary, text, BUBBLE);
  const vars: Record<string, string> = {
    '--wz-accent': toCss(theme.accent),
    '--wz-on-accent': toCss(theme.onAccent),
    '--wz-ring': toCss(theme.ring),
    '--wz-link': toCss(theme.link),
    '--wz-x': `${options.offsetX}px`,
    '--wz-y': `${options.offsetY}px`,
    'font-family': options.fontFamily ? `${options.fontFamily}, ${FONT_STACK}` : FONT_STACK,
  };
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
  root.dataset.position = options.position;
  root.dataset.launcher = String(options.launcher);
  host.style.setProperty('z-index', String(options.zIndex), 'important');
}
