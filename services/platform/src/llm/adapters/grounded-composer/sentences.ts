/**
 * Splits a passage into sentences, kept verbatim (only whitespace is collapsed and list markers
 * dropped), so the composer can quote them without rephrasing.
 *
 * Line breaks inside a paragraph are usually soft wraps (text extracted from PDFs): a line joins
 * the next unless it ends a sentence, looks like a heading, or the next line starts a list item.
 */
const BULLET = /^\s*(?:[-*•·▪‣◦]|\d{1,3}[.)]|[a-z][.)]|#{1,6})\s+/u;
const LINE_END = /[.!?…:;。！？؟।]["'”’»)\]]*\s*$/u;
/** Sentence ends: Latin-style marks need a following space; CJK full stops do not. */
const BOUNDARY = /[.!?…؟।]+["'”’»)\]]*\s+|[。！？]+["'”’」』)\]]*\s*/gu;
/** Abbreviations whose full stop does not end a sentence (lower-cased, with their stop). */
const ABBREVIATIONS = new Set(
  (
    'e.g. i.e. etc. vs. mr. mrs. ms. dr. prof. st. no. nr. approx. incl. excl. dept. fig. ' +
    'jan. feb. mar. apr. jun. jul. aug. sep. sept. oct. nov. dec. mon. tue. wed. thu. fri. ' +
    'sat. sun. z.b. bzw. ca. usw. d.h. inkl. evtl. ggf. mwst. s.a. p.ex. env. cf. etc.'
  ).split(' '),
);

export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    for (const block of joinSoftWraps(paragraph)) sentences.push(...splitBlock(block));
  }
  return sentences;
}

function joinSoftWraps(paragraph: string): string[] {
  const blocks: string[] = [];
  let current = '';
  let last = '';
  for (const raw of paragraph.split('\n')) {
    if (!raw.trim()) continue;
    const startsItem = BULLET.test(raw);
    const line = raw.replace(BULLET, '').trim();
    if (!line) continue;
    if (current && (startsItem || endsBlock(last, line))) {
      blocks.push(current);
      current = '';
    }
    current = current ? `${current} ${line}` : line;
    last = line;
  }
  if (current) blocks.push(current);
  return blocks;
}

/**
 * A line ends its block when it ends a sentence, or when it is short and unpunctuated and the
 * next line does not continue it (a heading); a next line starting in lower case or with a digit
 * continues a wrapped sentence.
 */
function endsBlock(line: string, next: string): boolean {
  if (LINE_END.test(line)) return true;
  return line.split(/\s+/).length <= 6 && !/^[\p{Ll}\p{N}]/u.test(next);
}

function splitBlock(block: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const match of block.matchAll(BOUNDARY)) {
    const end = match.index + match[0].length;
    if (!isSentenceEnd(block, start, match.index, match[0], end)) continue;
    push(out, block.slice(start, end));
    start = end;
  }
  push(out, block.slice(start));
  return out;
}

function isSentenceEnd(block: string, start: number, at: number, mark: string, end: number) {
  if (!mark.startsWith('.') || mark.startsWith('..')) return true;
  const word = /(\S+)$/u.exec(block.slice(start, at))?.[1] ?? '';
  if (ABBREVIATIONS.has(`${word.toLowerCase()}.`)) return false;
  // An initial ("J. Smith") or a lower-case continuation ("approx. two days") is not an end.
  if (/^\p{Lu}$/u.test(word)) return false;
  return !/^\p{Ll}/u.test(block.slice(end));
}

function push(out: string[], sentence: string): void {
  const clean = sentence.replace(/\s+/g, ' ').trim();
  if (clean) out.push(clean);
}
