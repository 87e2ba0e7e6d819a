/**
 * Text normalisation after extraction: Unicode NFC, one kind of line break, no control or
 * zero-width characters, no trailing spaces, words broken by a hyphen at a line end rejoined,
 * runs of spaces and blank lines collapsed.
 */
export function normaliseText(raw: string): string {
  return (
    raw
      .replace(/^\uFEFF/, '')
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      .replace(/[\u2028\u2029]/g, '\n')
      .replace(/\f/g, '\n\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/g, '')
      .replace(/[\u200B\u00AD\u2060]/g, '')
      .replace(/\u00A0/g, ' ')
      .replace(/\t/g, ' ')
      .replace(/(\p{L})-\n(\p{Ll})/gu, '$1$2')
      .replace(/[ ]{2,}/g, ' ')
      .replace(/[ ]+\n/g, '\n')
      .replace(/\n[ ]+/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** Normalises every block's text and drops those left empty. */
export function normaliseBlocks<B extends { text: string }>(blocks: B[]): B[] {
  return blocks
    .map((b) => ({ ...b, text: normaliseText(b.text) }))
    .filter((b) => b.text.length > 0);
}
