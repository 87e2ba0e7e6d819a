/** What the API says about documents; the UI shows these (or its own texts from the spec). */
export const MESSAGES = {
  tooLarge: (maxBytes: number) => `File is too large. The maximum size is ${formatMb(maxBytes)}.`,
  empty: 'The file is empty.',
  noFile: 'Please choose a file to upload.',
  unsupportedName: 'Unsupported file type. Please upload a PDF, DOC, DOCX, TXT or MD file.',
  executable:
    'This file is a program, not a document. Please upload a PDF, DOC, DOCX, TXT or MD file.',
  mismatch: (ext: string) =>
    `The file's content does not match its .${ext} extension. Please upload a genuine PDF, DOC, DOCX, TXT or MD file.`,
  notFound: 'Document not found.',
  // Processing outcomes (shown next to a document in error).
  encrypted: 'This document is password-protected. Please upload an unprotected copy.',
  corrupt: 'This file could not be read. It may be damaged or not a real document of its type.',
  noText: 'The document contains no text.',
  needsLibreOffice: (format: string) =>
    `This document is in the old ${format} format, which this server can read only with LibreOffice, and LibreOffice is not installed. Please save it as DOCX and upload it again.`,
  imageOnly:
    'This PDF contains no extractable text (it looks like a scanned image). Please upload a text-based PDF.',
  tooComplex: 'This document is too large or complex to process.',
  failed: 'Processing failed. Please try uploading the document again.',
  // Scraping.
  fetchFailed: 'Unable to fetch content from the URL.',
  badUrl: 'Please enter a valid http or https URL.',
  blockedAddress: 'This URL points to a private or reserved network address and cannot be scraped.',
} as const;

export function formatMb(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

/** A failure with a reason the UI shows next to the document (status error). */
export class DocumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocumentError';
  }
}
