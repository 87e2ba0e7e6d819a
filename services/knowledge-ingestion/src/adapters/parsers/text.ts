import chardet from 'chardet';
import iconv from 'iconv-lite';
import { markdownToBlocks, plainTextToBlocks, type ParsedDocument } from '../../domain/blocks.js';
import { DocumentError, MESSAGES } from '../../domain/messages.js';
import { normaliseText } from '../../domain/normalise.js';

/**
 * Bytes → string: a BOM decides (UTF-8, UTF-16 LE/BE, UTF-32); else strict UTF-8 when the
 * bytes are valid UTF-8; else the charset chardet detects (Latin-1, Windows-1252, Shift_JIS,
 * GB18030, UTF-16 without BOM…), decoded with iconv-lite.
 */
export function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return bytes.subarray(3).toString('utf8');
  if (bytes[0] === 0xff && bytes[1] === 0xfe && bytes[2] === 0 && bytes[3] === 0)
    return iconv.decode(bytes.subarray(4), 'utf32le');
  if (bytes[0] === 0 && bytes[1] === 0 && bytes[2] === 0xfe && bytes[3] === 0xff)
    return iconv.decode(bytes.subarray(4), 'utf32be');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return iconv.decode(bytes.subarray(2), 'utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return iconv.decode(bytes.subarray(2), 'utf16be');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // not UTF-8: detect below
  }
  const detected = chardet.detect(bytes.subarray(0, 256 * 1024));
  const encoding = detected && iconv.encodingExists(detected) ? detected : 'windows-1252';
  return iconv.decode(bytes, encoding);
}

/** TXT and Markdown: decoded, normalised, split into headings and paragraphs. */
export function parseText(bytes: Buffer, markdown: boolean): ParsedDocument {
  const text = normaliseText(decodeText(bytes));
  if (!text) throw new DocumentError(MESSAGES.noText);
  const blocks = markdown ? markdownToBlocks(text) : plainTextToBlocks(text);
  const firstH1 = markdown ? blocks.find((b) => b.kind === 'heading' && b.level === 1) : undefined;
  return { title: firstH1?.text ?? '', blocks, pages: 0 };
}
