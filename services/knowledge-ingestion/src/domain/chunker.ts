import type { Block } from './blocks.js';

export interface ChunkingOptions {
  /** Target chunk size in characters (≈ 4 characters a token for English). */
  targetChars: number;
  /** Characters of the previous chunk's end repeated at the start of the next (same section). */
  overlapChars: number;
  /** No chunk body exceeds this, whatever the text looks like. */
  maxChars: number;
}

export const DEFAULT_CHUNKING: ChunkingOptions = {
  targetChars: 1000,
  overlapChars: 150,
  maxChars: 1500,
};

export interface TextChunk {
  /** The section heading path, e.g. "Refunds › Damaged goods" ('' before the first heading). */
  heading: string;
  /** The chunk's own text. */
  body: string;
  /** What is indexed and embedded: the document title and the heading travel with the body. */
  context: string;
}

/**
 * Splits a document into chunks along its structure: sections at headings, paragraphs packed
 * up to the target size, long paragraphs split at sentence (then word) boundaries, and a short
 * overlap carried between consecutive chunks of one section. Every chunk keeps the document
 * title and its section heading.
 */
export function chunkDocument(
  title: string,
  blocks: Block[],
  options: ChunkingOptions = DEFAULT_CHUNKING,
): TextChunk[] {
  const chunks: TextChunk[] = [];
  const path: { level: number; text: string }[] = [];
  let section: string[] = [];

  const emitSection = () => {
    if (section.length === 0) return;
    const heading = path.map((h) => h.text).join(' › ');
    for (const body of packSection(section, options)) {
      chunks.push({ heading, body, context: contextOf(title, heading, body) });
    }
    section = [];
  };

  for (const block of blocks) {
    if (block.kind === 'heading') {
      emitSection();
      while (path.length > 0 && path[path.length - 1]!.level >= block.level) path.pop();
      path.push({ level: block.level, text: block.text });
    } else {
      section.push(block.text);
    }
  }
  emitSection();
  // A document made only of headings still says something.
  if (chunks.length === 0 && path.length > 0) {
    const body = blocks.map((b) => b.text).join('\n');
    for (const piece of splitLong(body, options.maxChars))
      chunks.push({ heading: '', body: piece, context: contextOf(title, '', piece) });
  }
  return chunks;
}

function contextOf(title: string, heading: string, body: string): string {
  const head = [title, heading].filter((s) => s && !body.startsWith(s)).join(' — ');
  return head ? `${head}\n\n${body}` : body;
}

/** Packs a section's paragraphs into bodies near the target size, with overlap. */
function packSection(paragraphs: string[], o: ChunkingOptions): string[] {
  const units = paragraphs.flatMap((p) => (p.length > o.targetChars ? splitSentences(p, o) : [p]));
  const bodies: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const unit of units) {
    if (size > 0 && size + unit.length + 2 > o.targetChars) {
      bodies.push(current.join('\n\n'));
      const carry = overlapOf(current.join('\n\n'), o.overlapChars);
      current = carry ? [carry] : [];
      size = carry.length;
    }
    current.push(unit);
    size += unit.length + 2;
  }
  if (current.length > 0) {
    const last = current.join('\n\n');
    // An overlap alone is not a chunk.
    if (bodies.length === 0 || current.length > 1 || !bodies[bodies.length - 1]!.endsWith(last))
      bodies.push(last);
  }
  return bodies.flatMap((b) => splitLong(b, o.maxChars));
}

const SENTENCE_END = /(?<=[.!?。！？؟])\s+|(?<=[。！？])/u;

/** A long paragraph as pieces of at most the target size, cut at sentence ends where possible. */
function splitSentences(paragraph: string, o: ChunkingOptions): string[] {
  const sentences = paragraph.split(SENTENCE_END).filter((s) => s.trim());
  const pieces: string[] = [];
  let current = '';
  for (const s of sentences.flatMap((x) => splitLong(x, o.targetChars))) {
    if (current && current.length + s.length + 1 > o.targetChars) {
      pieces.push(current);
      current = '';
    }
    current = current ? `${current}${/[。！？]$/.test(current) ? '' : ' '}${s}` : s;
  }
  if (current) pieces.push(current);
  return pieces;
}

/** Hard split at word boundaries (or anywhere, for unspaced scripts) into pieces ≤ max. */
function splitLong(text: string, max: number): string[] {
  if (text.length <= max) return [text];
  const out: string[] = [];
  let rest = text;
  while (rest.length > max) {
    let cut = rest.lastIndexOf(' ', max);
    if (cut < max * 0.5) cut = max;
    out.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) out.push(rest);
  return out;
}

/** The end of a text, about `chars` long, starting at a sentence or word boundary. */
function overlapOf(text: string, chars: number): string {
  if (chars <= 0 || text.length <= chars) return '';
  const tail = text.slice(text.length - chars);
  const sentence = tail.search(/(?<=[.!?。！？؟])\s+\S/u);
  if (sentence >= 0) return tail.slice(sentence).trim();
  const space = tail.indexOf(' ');
  return (space >= 0 ? tail.slice(space) : tail).trim();
}
