// Validates what a customer passes to Winzmail('configure', {...}). Bad values are ignored (and
// reported), never thrown: a typo in a customer's snippet must not break their page.

export type Position = 'bottom-right' | 'bottom-left';

export interface WidgetOptions {
  primaryColor: string;
  /** Text on primary-coloured surfaces; picked for contrast when not given. */
  textColor?: string;
  position: Position;
  /** Show the built-in round launcher button. */
  launcher: boolean;
  /** Panel title; the organisation's name when not given. */
  title?: string;
  zIndex: number;
  fontFamily?: string;
  /** Distance from the viewport's side and bottom, in px. */
  offsetX: number;
  offsetY: number;
}

export const DEFAULT_OPTIONS: Readonly<WidgetOptions> = {
  // antd blue-7: white text on it passes WCAG AA (6.2:1); the lighter #1677ff does not.
  primaryColor: '#0958d9',
  position: 'bottom-right',
  launcher: true,
  zIndex: 2147483000,
  offsetX: 20,
  offsetY: 20,
};

/** CSS.supports(property, value) in the browser; injected so the rules are testable. */
export type Supports = (property: string, value: string) => boolean;

export interface ParsedOptions {
  options: Partial<WidgetOptions>;
  /** Keys that were unknown or whose value was rejected. */
  ignored: string[];
}

const MAX_Z = 2147483647;
const MAX_OFFSET = 1000;
// Valid CSS, but meaningless (or invisible) for a widget that must resolve a real colour/font.
const KEYWORDS = /^(inherit|initial|unset|revert|revert-layer|currentcolor|transparent)$/i;

function cssValue(value: unknown, property: string, supports: Supports, max: number) {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  if (!v || v.length > max || KEYWORDS.test(v) || /var\(/i.test(v)) return undefined;
  return supports(property, v) ? v : undefined;
}

function number(value: unknown, min: number, max: number): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return Math.min(max, Math.max(min, Math.round(value)));
}

export function parseOptions(input: unknown, supports: Supports): ParsedOptions {
  const options: Partial<WidgetOptions> = {};
  const ignored: string[] = [];
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { options, ignored };
  }
  for (const [key, value] of Object.entries(input)) {
    let ok = true;
    switch (key) {
      case 'primaryColor':
      case 'textColor': {
        const color = cssValue(value, 'color', supports, 100);
        if (color) options[key] = color;
        else ok = false;
        break;
      }
      case 'fontFamily': {
        const font = cssValue(value, 'font-family', supports, 300);
        if (font) options.fontFamily = font;
        else ok = false;
        break;
      }
      case 'position':
        if (value === 'bottom-right' || value === 'bottom-left') options.position = value;
        else ok = false;
        break;
      case 'launcher':
        if (typeof value === 'boolean') options.launcher = value;
        else ok = false;
        break;
      case 'title': {
        const title = typeof value === 'string' ? value.trim().slice(0, 100) : '';
        if (title) options.title = title;
        else ok = false;
        break;
      }
      case 'zIndex': {
        const z = number(value, -MAX_Z, MAX_Z);
        if (z !== undefined) options.zIndex = z;
        else ok = false;
        break;
      }
      case 'offsetX':
      case 'offsetY': {
        const px = number(value, 0, MAX_OFFSET);
        if (px !== undefined) options[key] = px;
        else ok = false;
        break;
      }
      default:
        ok = false;
    }
    if (!ok) ignored.push(key);
  }
  return { options, ignored };
}
