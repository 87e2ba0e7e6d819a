import { createRequire } from 'node:module';
import { plainTextToBlocks, type ParsedDocument } from '../../domain/blocks.js';
import { DocumentError, MESSAGES } from '../../domain/messages.js';
import { normaliseText } from '../../domain/normalise.js';

interface WordDocument {
  getBody(): string;
  getHeaders?(options?: { includeFooters?: boolean }): string;
}
type WordExtractorCtor = new () => { extract(input: Buffer): Promise<WordDocument> };

// word-extractor is CommonJS without type declarations.
const WordExtractor = createRequire(import.meta.url)('word-extractor') as WordExtractorCtor;

/** Legacy Word (.doc, OLE compound file) with word-extractor: the body text. */
export async function parseDoc(bytes: Buffer): Promise<ParsedDocument> {
  let body: string;
  try {
    const doc = await new WordExtractor().extract(bytes);
    body = doc.getBody();
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    throw new DocumentError(
      /encrypt|password/i.test(message) ? MESSAGES.encrypted : MESSAGES.corrupt,
    );
  }
  const text = normaliseText(body);
  if (!text) throw new DocumentError(MESSAGES.noText);
  return { title: '', blocks: plainTextToBlocks(text), pages: 0 };
}
