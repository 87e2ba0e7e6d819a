import type { ParsedDocument } from '../../domain/blocks.js';
import type { DocumentType } from '../../domain/file-types.js';
import { DocumentError, MESSAGES } from '../../domain/messages.js';
import { parseDoc } from './doc.js';
import { parseDocx } from './docx.js';
import { parsePdf } from './pdf.js';
import { parseText } from './text.js';
import { DEFAULT_ZIP_LIMITS, type ZipLimits } from './zip-guard.js';

export interface ParseLimits {
  maxPdfPages: number;
  zip: ZipLimits;
  /** Wall-clock limit for one document. */
  timeoutMs: number;
}

export const DEFAULT_PARSE_LIMITS: ParseLimits = {
  maxPdfPages: 2000,
  zip: DEFAULT_ZIP_LIMITS,
  timeoutMs: 60_000,
};

/** Extracts a document's structure by type; every failure is a DocumentError with a UI reason. */
export async function parseDocument(
  type: DocumentType,
  bytes: Buffer,
  limits: ParseLimits = DEFAULT_PARSE_LIMITS,
): Promise<ParsedDocument> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DocumentError(MESSAGES.tooComplex)), limits.timeoutMs);
  });
  try {
    return await Promise.race([parseByType(type, bytes, limits), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function parseByType(
  type: DocumentType,
  bytes: Buffer,
  limits: ParseLimits,
): Promise<ParsedDocument> {
  switch (type) {
    case 'pdf':
      return parsePdf(bytes, { maxPages: limits.maxPdfPages });
    case 'docx':
      return parseDocx(bytes, limits.zip);
    case 'doc':
      // A .doc that is really a DOCX is read as one.
      return bytes[0] === 0x50 && bytes[1] === 0x4b
        ? parseDocx(bytes, limits.zip)
        : parseDoc(bytes);
    case 'txt':
      return parseText(bytes, false);
    case 'md':
    case 'web':
      return parseText(bytes, true);
  }
}
