import mammoth from 'mammoth';
import type { ParsedDocument } from '../../domain/blocks.js';
import { DocumentError, MESSAGES } from '../../domain/messages.js';
import { normaliseBlocks } from '../../domain/normalise.js';
import { htmlToBlocks } from './html.js';
import { checkZip, zipEntryNames, type ZipLimits } from './zip-guard.js';

/** DOCX with mammoth: headings (Word heading styles), paragraphs, lists and tables. */
export async function parseDocx(bytes: Buffer, limits: ZipLimits): Promise<ParsedDocument> {
  checkZip(bytes, limits);
  const names = zipEntryNames(bytes);
  if (names.includes('EncryptedPackage')) throw new DocumentError(MESSAGES.encrypted);
  if (!names.includes('word/document.xml')) throw new DocumentError(MESSAGES.corrupt);
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: bytes },
      {
        externalFileAccess: false,
        // Images carry no text here; skip encoding them as data URIs.
        convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
      },
    );
    html = result.value;
  } catch {
    throw new DocumentError(MESSAGES.corrupt);
  }
  const blocks = normaliseBlocks(htmlToBlocks(html));
  if (blocks.length === 0) throw new DocumentError(MESSAGES.noText);
  const firstHeading = blocks.find((b) => b.kind === 'heading' && b.level === 1);
  return { title: firstHeading?.text ?? '', blocks, pages: 0 };
}
