/**
 * A composed reply in the pieces it is streamed in: sentence by sentence, a citation marker
 * ("… you. [1]") kept with its sentence, a line or paragraph break ending a piece. Pure and
 * lossless — the pieces join to the text exactly, so a reader that appends them shows what the
 * final answer holds. A full stop inside a word ("3.5", "e.g.," at a comma) ends nothing; one
 * before a space may cut a sentence after an abbreviation, which only makes a piece shorter.
 */
const PIECE_END =
  /[.!?…؟।]+["'”’»)\]]*(?:[ \t]*\[\d+\])*\s+|[。！？]+["'”’」』)\]]*(?:\[\d+\])*\s*|\n\s*/gu;

export function streamPieces(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (const match of text.matchAll(PIECE_END)) {
    const end = match.index + match[0].length;
    if (end <= start || end >= text.length) continue;
    pieces.push(text.slice(start, end));
    start = end;
  }
  if (start < text.length) pieces.push(text.slice(start));
  return pieces;
}
