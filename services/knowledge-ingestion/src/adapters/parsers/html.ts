import { JSDOM } from 'jsdom';
import type { Block } from '../../domain/blocks.js';

const HEADING = /^H([1-6])$/;
const PARAGRAPH_TAGS = new Set([
  'P',
  'LI',
  'PRE',
  'BLOCKQUOTE',
  'DT',
  'DD',
  'FIGCAPTION',
  'CAPTION',
  'ADDRESS',
]);
const SKIP = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'SVG',
  'IFRAME',
  'OBJECT',
  'HEAD',
  'NAV',
  'FORM',
  'BUTTON',
]);

const ELEMENT = 1;
const TEXT = 3;

interface DomNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
}

/**
 * HTML → blocks: headings, paragraphs and list items in document order, table rows as
 * "cell | cell" lines (one paragraph a table). Scripts are never run: the DOM is parsed only.
 */
export function htmlToBlocks(html: string): Block[] {
  const dom = new JSDOM(html);
  try {
    return elementToBlocks(dom.window.document.body as unknown as DomNode);
  } finally {
    dom.window.close();
  }
}

export function elementToBlocks(root: DomNode): Block[] {
  const blocks: Block[] = [];
  let loose: string[] = [];
  const flushLoose = () => {
    const t = loose.join(' ').replace(/\s+/g, ' ').trim();
    if (t) blocks.push({ kind: 'paragraph', text: t });
    loose = [];
  };
  const walk = (node: DomNode) => {
    if (node.nodeType === TEXT) {
      if (node.textContent?.trim()) loose.push(node.textContent);
      return;
    }
    if (node.nodeType !== ELEMENT || SKIP.has(node.nodeName)) return;
    const h = HEADING.exec(node.nodeName);
    if (h) {
      flushLoose();
      const text = inlineText(node);
      if (text) blocks.push({ kind: 'heading', level: Number(h[1]), text });
      return;
    }
    if (node.nodeName === 'TABLE') {
      flushLoose();
      const rows = tableRows(node);
      if (rows.length) blocks.push({ kind: 'paragraph', text: rows.join('\n') });
      return;
    }
    if (PARAGRAPH_TAGS.has(node.nodeName) && !hasBlockChild(node)) {
      flushLoose();
      const text = node.nodeName === 'PRE' ? (node.textContent ?? '').trim() : inlineText(node);
      if (text) blocks.push({ kind: 'paragraph', text });
      return;
    }
    if (node.nodeName === 'BR') {
      loose.push('\n');
      return;
    }
    const isBlock = BLOCK_TAGS.has(node.nodeName);
    if (isBlock) flushLoose();
    Array.from(node.childNodes).forEach(walk);
    if (isBlock) flushLoose();
  };
  Array.from(root.childNodes).forEach(walk);
  flushLoose();
  return blocks;
}

const BLOCK_TAGS = new Set([
  'DIV',
  'SECTION',
  'ARTICLE',
  'MAIN',
  'HEADER',
  'FOOTER',
  'ASIDE',
  'UL',
  'OL',
  'DL',
  'FIGURE',
  'BODY',
  'DETAILS',
  'SUMMARY',
  'HR',
  ...PARAGRAPH_TAGS,
]);

function hasBlockChild(node: DomNode): boolean {
  return Array.from(node.childNodes).some(
    (c) =>
      c.nodeType === ELEMENT &&
      (BLOCK_TAGS.has(c.nodeName) || HEADING.test(c.nodeName) || c.nodeName === 'TABLE'),
  );
}

function inlineText(node: DomNode): string {
  const parts: string[] = [];
  const walk = (n: DomNode) => {
    if (n.nodeType === TEXT) parts.push(n.textContent ?? '');
    else if (n.nodeType === ELEMENT && !SKIP.has(n.nodeName)) {
      if (n.nodeName === 'BR') parts.push('\n');
      else Array.from(n.childNodes).forEach(walk);
    }
  };
  walk(node);
  return parts
    .join('')
    .replace(/[ \t\r\f\v]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
}

function tableRows(table: DomNode): string[] {
  const rows: string[] = [];
  const walk = (n: DomNode) => {
    if (n.nodeType !== ELEMENT) return;
    if (n.nodeName === 'TR') {
      const cells = Array.from(n.childNodes)
        .filter((c) => c.nodeType === ELEMENT && (c.nodeName === 'TD' || c.nodeName === 'TH'))
        .map((c) => inlineText(c).replace(/\n/g, ' '));
      if (cells.some(Boolean)) rows.push(cells.join(' | '));
      return;
    }
    Array.from(n.childNodes).forEach(walk);
  };
  walk(table);
  return rows;
}

/** Blocks → Markdown (how a scraped page is stored and offered for download). */
export function blocksToMarkdown(title: string, sourceUrl: string, blocks: Block[]): string {
  const lines = [`# ${title}`, '', `Source: ${sourceUrl}`, ''];
  for (const b of blocks) {
    lines.push(
      b.kind === 'heading' ? `${'#'.repeat(Math.min(6, b.level + 1))} ${b.text}` : b.text,
      '',
    );
  }
  return lines.join('\n');
}
