import type { ParsedDocument } from '../../domain/blocks.js';
import type { DocumentType } from '../../domain/file-types.js';
import { DocumentError, MESSAGES } from '../../domain/messages.js';
import { isCfb } from '../../domain/word-binary.js';
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
  /** LibreOffice's `soffice` for Word 6.0/95 files (empty: those are refused with a reason). */
  sofficePath: string;
}

export const DEFAULT_PARSE_LIMITS: ParseLimits = {
  maxPdfPages: 2000,
  zip: DEFAULT_ZIP_LIMITS,
  timeoutMs: 60_000,
  sofficePath: '/usr/bin/soffice',
};

/** Extracts a document's structure by type; every failure is a DocumentError with a UI reason. */
export async function parseDocument(
  type: DocumentType,
  bytes: Buffer,
  limits: ParseLimits = DEFAULT_PARSE_LIMITS,
): Promise<ParsedDocument> {
  // Past the limit the caller is answered at once; the PDF worker is stopped as well.
  const stop = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const err = new DocumentError(MESSAGES.tooComplex);
      stop.abort(err);
      reject(err);
    }, limits.timeoutMs);
  });
  try {
    return await Promise.race([parseByType(type, bytes, limits, stop.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function parseByType(
  type: DocumentType,
  bytes: Buffer,
  limits: ParseLimits,
  signal: AbortSignal,
): Promise<ParsedDocument> {
  switch (type) {
    case 'pdf':
      return parsePdf(bytes, { maxPages: limits.maxPdfPages }, signal);
    case 'docx':
    case 'doc':
      // By content, not name: a .doc that is really a DOCX is read as one, and a compound file
      // named .docx (an encrypted DOCX, or a mislabelled .doc) is read as a legacy file.
      return isCfb(bytes)
        ? parseDoc(bytes, { sofficePath: limits.sofficePath, timeoutMs: limits.timeoutMs })
        : parseDocx(bytes, limits.zip);
    case 'txt':
      return parseText(bytes, false);
    case 'md':
    case 'web':
      return parseText(bytes, true);
  }
}
