/**
 * The structure every parser produces: headings and paragraphs in reading order. The chunker
 * works on these, so PDF, Word, text, Markdown and web pages are chunked the same way.
 */
export type Block =
  { kind: 'heading'; level: number; text: string } | { kind: 'paragraph'; text: string };

export interface ParsedDocument {
  /** The document's own title when it has one (PDF metadata, first H1, page title). */
  title: string;
  blocks: Block[];
  /** Pages, for the PDF throughput figures; 0 when the format has none. */
  pages: number;
}

/** Total characters of text in the blocks. */
export const textLength = (blocks: Block[]): number =>
  blocks.reduce((n, b) => n + b.text.length, 0);

const ATX = /^(#{1,6})[ \t]+(.+?)[ \t]*#*[ \t]*$/;
const FENCE = /^(```|~~~)/;

/** Markdown → blocks: ATX and setext headings; paragraphs split on blank lines; code kept as text. */
export function markdownToBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let para: string[] = [];
  let inFence = false;
  const flush = () => {
    const t = para.join('\n').trim();
    if (t) blocks.push({ kind: 'paragraph', text: stripInlineMarkdown(t) });
    para = [];
  };
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (FENCE.test(line.trim())) {
      inFence = !inFence;
      para.push(line);
      continue;
    }
    if (inFence) {
      para.push(line);
      continue;
    }
    const atx = ATX.exec(line);
    if (atx) {
      flush();
      blocks.push({ kind: 'heading', level: atx[1]!.length, text: stripInlineMarkdown(atx[2]!) });
      continue;
    }
    const next = lines[i + 1];
    if (
      para.length === 0 &&
      line.trim() &&
      next !== undefined &&
      /^(=+|-+)\s*$/.test(next) &&
      next.trim().length >= 2
    ) {
      blocks.push({
        kind: 'heading',
        level: next.trim().startsWith('=') ? 1 : 2,
        text: stripInlineMarkdown(line.trim()),
      });
      i++;
      continue;
    }
    if (!line.trim()) flush();
    else para.push(line);
  }
  flush();
  return blocks;
}

/** Links, emphasis and images reduced to their text (the words are what gets searched). */
export function stripInlineMarkdown(s: string): string {
  return s
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|\W)[*_]([^*_\n]+)[*_](?=\W|$)/g, '$1$2')
    .replace(/`([^`\n]+)`/g, '$1');
}

/**
 * Plain text (TXT, PDF pages, legacy Word) → blocks: paragraphs split on blank lines; a short
 * line standing alone, without closing punctuation, followed by a paragraph, counts as a heading.
 */
export function plainTextToBlocks(text: string): Block[] {
  const paras = text
    .split(/\n[ \t]*\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const blocks: Block[] = [];
  paras.forEach((p, i) => {
    const next = paras[i + 1];
    if (looksLikeHeading(p) && next !== undefined && !looksLikeHeading(next)) {
      blocks.push({ kind: 'heading', level: 2, text: p });
    } else {
      blocks.push({ kind: 'paragraph', text: p });
    }
  });
  return blocks;
}

function looksLikeHeading(p: string): boolean {
  if (p.includes('\n') || p.length > 80 || p.length < 2) return false;
  if (/[.,;:!?。！？،؛]$/.test(p)) return false;
  const words = p.split(/\s+/);
  if (words.length > 10) return false;
  // Numbered ("2.1 Refunds"), ALL CAPS, or mostly capitalised words.
  if (/^(\d+(\.\d+)*\.?|[IVX]+\.)\s+\S/.test(p)) return true;
  if (/\p{Lu}/u.test(p) && p === p.toUpperCase()) return true;
  const capitalised = words.filter((w) => /^\p{Lu}/u.test(w)).length;
  return words.length <= 6 && capitalised / words.length >= 0.5;
}
