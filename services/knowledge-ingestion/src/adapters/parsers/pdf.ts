import { PasswordException, PDFParse } from 'pdf-parse';
import { plainTextToBlocks, type ParsedDocument } from '../../domain/blocks.js';
import { DocumentError, MESSAGES } from '../../domain/messages.js';
import { normaliseText } from '../../domain/normalise.js';

export interface PdfLimits {
  maxPages: number;
}

/** PDF text, page by page, with pdf-parse (pdf.js). No network: the bytes are given. */
export async function parsePdf(bytes: Buffer, limits: PdfLimits): Promise<ParsedDocument> {
  // pdf.js takes ownership of the array it is given; pass a copy.
  const parser = new PDFParse({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    stopAtErrors: false,
  });
  try {
    const info = await parser.getInfo();
    if (info.total > limits.maxPages) throw new DocumentError(MESSAGES.tooComplex);
    const result = await parser.getText({ pageJoiner: '' });
    const pages = result.pages.map((p) => normaliseText(p.text)).filter(Boolean);
    if (pages.length === 0)
      throw new DocumentError(result.total > 0 ? MESSAGES.imageOnly : MESSAGES.noText);
    const title = typeof info.info?.Title === 'string' ? info.info.Title.trim() : '';
    return { title, blocks: plainTextToBlocks(pages.join('\n\n')), pages: result.total };
  } catch (err) {
    if (err instanceof DocumentError) throw err;
    if (
      err instanceof PasswordException ||
      (err instanceof Error && err.name === 'PasswordException')
    ) {
      throw new DocumentError(MESSAGES.encrypted);
    }
    throw new DocumentError(MESSAGES.corrupt);
  } finally {
    await parser.destroy().catch(() => undefined);
  }
}
