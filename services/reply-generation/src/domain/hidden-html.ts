import { Parser } from 'htmlparser2';

/**
 * The text of an HTML email a reader does not see: hidden by CSS (display:none, visibility:hidden,
 * zero or tiny font, zero opacity, collapsed boxes, pushed off-screen, text coloured like its
 * background — white on white included), the `hidden` attribute, and HTML comments. Attackers put
 * instructions there for a model to read; a person checking the email would never see them.
 */
export interface HtmlText {
  visible: string;
  /** Each hidden text node, whitespace collapsed, in document order. */
  hidden: string[];
  /** Comment texts (Outlook's conditional comments left out). */
  comments: string[];
}

type Decls = Map<string, string>;

const NOT_RENDERED = new Set(['head', 'title', 'script', 'style', 'noscript', 'template', 'meta']);

const NAMED: Record<string, string> = {
  white: 'ffffff',
  black: '000000',
  red: 'ff0000',
  green: '008000',
  blue: '0000ff',
  gray: '808080',
  grey: '808080',
  silver: 'c0c0c0',
  yellow: 'ffff00',
  whitesmoke: 'f5f5f5',
  snow: 'fffafa',
  ivory: 'fffff0',
  ghostwhite: 'f8f8ff',
  navy: '000080',
};

/** A CSS colour as [r, g, b, alpha], or undefined when it is not one we read. */
export function parseColor(value: string): [number, number, number, number] | undefined {
  const v = value
    .trim()
    .toLowerCase()
    .replace(/\s*!important$/, '');
  if (v === 'transparent') return [0, 0, 0, 0];
  const hex = NAMED[v] ?? /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(v)?.[1] ?? '';
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)).concat(1) as [
      number,
      number,
      number,
      number,
    ];
  }
  const rgb = /^rgba?\(([^)]*)\)$/.exec(v);
  if (!rgb) return undefined;
  const parts = rgb[1]!
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map((p) => (p.endsWith('%') ? (parseFloat(p) / 100) * 255 : parseFloat(p)));
  if (parts.length < 3 || parts.some(Number.isNaN)) return undefined;
  const alpha = parts[3] === undefined ? 1 : parts[3] > 1 ? parts[3] / 255 : parts[3];
  return [parts[0]!, parts[1]!, parts[2]!, alpha];
}

const close = (a: number[], b: number[]): boolean =>
  Math.abs(a[0]! - b[0]!) + Math.abs(a[1]! - b[1]!) + Math.abs(a[2]! - b[2]!) <= 30;

export function parseDecls(style: string): Decls {
  const decls: Decls = new Map();
  for (const part of style.split(';')) {
    const i = part.indexOf(':');
    if (i > 0)
      decls.set(
        part.slice(0, i).trim().toLowerCase(),
        part
          .slice(i + 1)
          .trim()
          .toLowerCase(),
      );
  }
  return decls;
}

const px = (value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const n = parseFloat(value.replace(/!important/, ''));
  return Number.isNaN(n) ? undefined : n;
};

/** Whether declarations hide an element's text, whatever its colours. */
export function hidesText(d: Decls): boolean {
  if (d.get('display')?.startsWith('none')) return true;
  if (/^(hidden|collapse)/.test(d.get('visibility') ?? '')) return true;
  const size = px(d.get('font-size'));
  if (size !== undefined && size <= 1) return true;
  const opacity = px(d.get('opacity'));
  if (opacity !== undefined && opacity <= 0.05) return true;
  const clipped = /^(hidden|clip)/.test(d.get('overflow') ?? '');
  if (clipped && (px(d.get('max-height')) === 0 || px(d.get('height')) === 0)) return true;
  if (clipped && (px(d.get('max-width')) === 0 || px(d.get('width')) === 0)) return true;
  if ((px(d.get('text-indent')) ?? 0) <= -500) return true;
  if (/^(absolute|fixed)/.test(d.get('position') ?? '')) {
    if ((px(d.get('left')) ?? 0) <= -500 || (px(d.get('top')) ?? 0) <= -500) return true;
  }
  if (/rect\(\s*0(px)?[\s,]+0(px)?[\s,]+0(px)?[\s,]+0(px)?\s*\)/.test(d.get('clip') ?? ''))
    return true;
  if (/scale\(\s*0(\.0+)?\s*\)/.test(d.get('transform') ?? '')) return true;
  return false;
}

/** Classes that a <style> block hides (simple `.name { … }` rules). */
function hiddenClasses(css: string, into: Set<string>): void {
  for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!hidesText(parseDecls(body!))) continue;
    for (const sel of selectors!.split(',')) {
      const m = /^\s*[a-z0-9]*\.([\w-]+)\s*$/i.exec(sel);
      if (m) into.add(m[1]!.toLowerCase());
    }
  }
}

interface Frame {
  hidden: boolean;
  color: number[] | undefined;
  background: number[];
}

const WHITE = [255, 255, 255, 1];

/** Splits an HTML email into what is shown and what is hidden. Two passes: styles, then text. */
export function readHtml(html: string): HtmlText {
  const classes = new Set<string>();
  let inStyle = false;
  const styles = new Parser({
    onopentag: (name) => (inStyle = name === 'style'),
    ontext: (text) => {
      if (inStyle) hiddenClasses(text, classes);
    },
    onclosetag: () => (inStyle = false),
  });
  styles.end(html);

  const stack: (Frame & { name: string })[] = [];
  const visible: string[] = [];
  const hidden: string[] = [];
  const comments: string[] = [];
  let skipDepth = 0;
  const top = (): Frame =>
    stack[stack.length - 1] ?? { hidden: false, color: undefined, background: WHITE };
  const parser = new Parser(
    {
      onopentag: (name, attrs) => {
        if (NOT_RENDERED.has(name)) skipDepth++;
        const parent = top();
        const d = parseDecls(attrs.style ?? '');
        const bg = parseColor(
          d.get('background-color') ??
            d.get('background')?.split(/\s+(?![^(]*\))/)[0] ??
            attrs.bgcolor ??
            '',
        );
        const color = parseColor(d.get('color') ?? attrs.color ?? '');
        const background = bg && bg[3] > 0.05 ? bg : parent.background;
        const classHidden = (attrs.class ?? '')
          .toLowerCase()
          .split(/\s+/)
          .some((c) => classes.has(c));
        const hiddenHere =
          hidesText(d) ||
          classHidden ||
          'hidden' in attrs ||
          (name === 'font' && attrs.size === '0');
        stack.push({
          name,
          hidden: parent.hidden || hiddenHere,
          color: color ?? parent.color,
          background,
        });
      },
      ontext: (text) => {
        if (skipDepth > 0 || !text.trim()) return;
        const frame = top();
        const c = frame.color;
        // Text coloured like what is behind it, or fully transparent, cannot be read.
        const camouflaged = c !== undefined && (c[3]! <= 0.05 || close(c, frame.background));
        if (frame.hidden || camouflaged) hidden.push(text.replace(/\s+/g, ' ').trim());
        else visible.push(text);
      },
      onclosetag: (name) => {
        if (NOT_RENDERED.has(name)) skipDepth = Math.max(0, skipDepth - 1);
        // Pop to the matching element (the parser closes implied ones first).
        for (let i = stack.length - 1; i >= 0; i--) {
          if (stack[i]!.name === name) {
            stack.length = i;
            break;
          }
        }
      },
      oncomment: (data) => {
        const text = data.trim();
        // Outlook's conditional comments carry markup, not words.
        if (text && !/^\[if |^<!\[endif\]|^\[endif\]|endif\]$/i.test(text)) comments.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return {
    visible: visible.join(' ').replace(/\s+/g, ' ').trim(),
    hidden,
    comments,
  };
}
