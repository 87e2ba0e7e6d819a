import { DocumentError, MESSAGES } from './messages.js';

/** The document types the knowledge base accepts (spec section 9), and scraped web pages. */
export const UPLOAD_TYPES = ['pdf', 'doc', 'docx', 'txt', 'md'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
export type DocumentType = UploadType | 'web';

export const CONTENT_TYPES: Record<DocumentType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  // Uploaded text keeps its own encoding (UTF-16, Latin-1…): no charset is claimed for it.
  txt: 'text/plain',
  md: 'text/markdown',
  web: 'text/markdown; charset=utf-8',
};

const EXTENSIONS: Record<string, UploadType> = {
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  txt: 'txt',
  text: 'txt',
  md: 'md',
  markdown: 'md',
};

/** The type the file name claims, or null. */
export function typeFromName(filename: string): UploadType | null {
  const m = /\.([A-Za-z0-9]+)$/.exec(filename.trim());
  return m ? (EXTENSIONS[m[1]!.toLowerCase()] ?? null) : null;
}

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) =>
  sig.every((x, i) => b[at + i] === x);
const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0));

/** Formats recognised from their first bytes. */
type Sniffed = 'pdf' | 'ole' | 'zip' | 'executable' | 'binary' | 'text';

const EXECUTABLES: readonly (readonly number[])[] = [
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0x4d, 0x5a], // MZ: Windows PE / DOS
  [0xfe, 0xed, 0xfa, 0xce], // Mach-O
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O universal / Java class
  [0x00, 0x61, 0x73, 0x6d], // WebAssembly
];
const OTHER_BINARY: readonly (readonly number[])[] = [
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  ascii('GIF8'),
  [0x1f, 0x8b], // gzip
  ascii('Rar!'),
  [0x37, 0x7a, 0xbc, 0xaf], // 7z
  ascii('BZh'),
  [0xfd, 0x37, 0x7a, 0x58, 0x5a], // xz
  ascii('RIFF'),
  ascii('OggS'),
  ascii('ID3'),
  ascii('{\\rtf'),
];

/** What the first bytes of a file are (pure; `head` is at least the first 8 KiB or the file). */
export function sniff(head: Uint8Array): Sniffed {
  if (EXECUTABLES.some((sig) => startsWith(head, sig))) return 'executable';
  // PDF readers accept the header anywhere in the first 1 KiB.
  const first = Buffer.from(head.subarray(0, 1024)).toString('latin1');
  if (first.includes('%PDF-')) return 'pdf';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (OTHER_BINARY.some((sig) => startsWith(head, sig))) return 'binary';
  if (startsWith(head, ascii('#!'))) return 'executable';
  return looksLikeText(head) ? 'text' : 'binary';
}

/** Text: a UTF-16/32 BOM, or no NUL bytes and few control characters. */
export function looksLikeText(head: Uint8Array): boolean {
  if (startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff])) return true;
  if (head.length === 0) return true;
  let control = 0;
  for (const b of head) {
    if (b === 0) return false;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c && b !== 0x1b) control++;
  }
  return control / head.length < 0.02;
}

/**
 * The document type from both the name and the bytes; throws DocumentError (a 400) when the
 * name is not an accepted type, the file is empty, or the bytes are not what the name claims.
 */
export function checkUpload(filename: string, head: Uint8Array, size: number): UploadType {
  const claimed = typeFromName(filename);
  if (!claimed) throw new DocumentError(MESSAGES.unsupportedName);
  if (size === 0) throw new DocumentError(MESSAGES.empty);
  const actual = sniff(head);
  if (actual === 'executable') throw new DocumentError(MESSAGES.executable);
  const matches =
    (claimed === 'pdf' && actual === 'pdf') ||
    (claimed === 'doc' && actual === 'ole') ||
    // A .doc that is really a DOCX (a common mislabel) is still a Word document.
    (claimed === 'doc' && actual === 'zip') ||
    (claimed === 'docx' && actual === 'zip') ||
    // An encrypted DOCX is a compound file (and so is a .doc renamed .docx): the parser says which.
    (claimed === 'docx' && actual === 'ole') ||
    ((claimed === 'txt' || claimed === 'md') && actual === 'text');
  if (!matches) throw new DocumentError(MESSAGES.mismatch(claimed));
  return claimed === 'doc' && actual === 'zip' ? 'docx' : claimed;
}
