import { createRequire } from 'node:module';
import { plainTextToBlocks, type ParsedDocument } from '../../domain/blocks.js';
import { DocumentError, MESSAGES } from '../../domain/messages.js';
import { normaliseText } from '../../domain/normalise.js';
import { wordBinaryKind } from '../../domain/word-binary.js';
import { libreOfficeText } from './libreoffice.js';

interface WordDocument {
  getBody(): string;
  getHeaders?(options?: { includeFooters?: boolean }): string;
}
type WordExtractorCtor = new () => { extract(input: Buffer): Promise<WordDocument> };

// word-extractor is CommonJS without type declarations.
const WordExtractor = createRequire(import.meta.url)('word-extractor') as WordExtractorCtor;

export interface LegacyWordSettings {
  /** LibreOffice's `soffice`, for Word 6.0 and 95 files; empty: those files cannot be read. */
  sofficePath: string;
  timeoutMs: number;
}

/**
 * Legacy Word (.doc, an OLE compound file): the FIB says which Word wrote it and whether it is
 * encrypted. Word 97–2003 is read by word-extractor, Word 6.0 and 95 through LibreOffice; a
 * password-protected file (or an encrypted DOCX, also a compound file) is named as such.
 */
export async function parseDoc(
  bytes: Buffer,
  settings: LegacyWordSettings,
): Promise<ParsedDocument> {
  const kind = wordBinaryKind(bytes);
  if (kind.kind === 'encrypted') throw new DocumentError(MESSAGES.encrypted);
  const body =
    kind.kind === 'word6'
      ? await libreOfficeText(bytes, { ...settings, format: 'Word 6.0/95' })
      : await wordExtractorText(bytes);
  const text = normaliseText(body);
  if (!text) throw new DocumentError(MESSAGES.noText);
  return { title: '', blocks: plainTextToBlocks(text), pages: 0 };
}

async function wordExtractorText(bytes: Buffer): Promise<string> {
  try {
    return (await new WordExtractor().extract(bytes)).getBody();
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    throw new DocumentError(
      /encrypt|password/i.test(message) ? MESSAGES.encrypted : MESSAGES.corrupt,
    );
  }
}
