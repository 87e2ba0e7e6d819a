import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_PARSE_LIMITS, parseDocument } from '../src/adapters/parsers/index.js';
import { checkUpload } from '../src/domain/file-types.js';
import { MESSAGES } from '../src/domain/messages.js';
import { isCfb, wordBinaryKind } from '../src/domain/word-binary.js';
import { legacyDocHtml } from './support/corpus.js';
import { reason } from './support/document-error.js';
import { haveTool, libreOffice } from './support/tools.js';

// Real Word 6.0, Word 95 and encrypted files (fixtures/legacy-word/SOURCES.md says where from:
// LibreOffice can write none of them).
const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, 'fixtures/legacy-word', name));
const text = (d: { blocks: { text: string }[] }) => d.blocks.map((b) => b.text).join('\n');

const office = haveTool('soffice', 'Word 6.0/95 .doc reading (LibreOffice)');

describe('old and protected Word files', () => {
  (office ? it : it.skip)(
    'reads a Word 6.0 and a Word 95 .doc through LibreOffice',
    async () => {
      const word6 = fixture('word6.doc');
      expect(checkUpload('old.doc', word6, word6.length)).toBe('doc');
      expect(text(await parseDocument('doc', word6))).toContain(
        'The quick brown fox jumps over the lazy dog',
      );
      const word95 = text(await parseDocument('doc', fixture('word95.doc')));
      expect(word95).toMatch(/STATEMENT\s+OF\s+INSOLVENCY\s+PRACTICE/);
      expect(word95).toContain('harmonising the approach of members');
    },
    120_000,
  );

  it('says that LibreOffice is needed for Word 6.0/95 when it is not configured', async () => {
    for (const sofficePath of ['', '/nonexistent/soffice']) {
      const limits = { ...DEFAULT_PARSE_LIMITS, sofficePath };
      expect(await reason(parseDocument('doc', fixture('word95.doc'), limits))).toBe(
        MESSAGES.needsLibreOffice('Word 6.0/95'),
      );
    }
  });

  it('names a password-protected .doc and an encrypted .docx as such', async () => {
    expect(await reason(parseDocument('doc', fixture('password-rc4.doc')))).toBe(
      MESSAGES.encrypted,
    );
    const docx = fixture('password.docx');
    // An encrypted DOCX is a compound file, not a ZIP: accepted at upload, refused with the reason.
    expect(checkUpload('locked.docx', docx, docx.length)).toBe('docx');
    expect(await reason(parseDocument('docx', docx))).toBe(MESSAGES.encrypted);
  });

  (office ? describe : describe.skip)('Word 97 made by LibreOffice', () => {
    let doc: Buffer;
    beforeAll(async () => {
      doc = await libreOffice(legacyDocHtml, 'doc');
    }, 120_000);

    it('is still read by word-extractor, and so is one renamed .docx', async () => {
      expect(text(await parseDocument('doc', doc))).toContain('Keizersgracht 123');
      expect(checkUpload('memo.docx', doc, doc.length)).toBe('docx');
      expect(text(await parseDocument('docx', doc))).toContain('Keizersgracht 123');
    });
  });
});

// The pure reader on the same files (kept here with them: domain tests read no files).
describe('wordBinaryKind', () => {
  it('tells Word 6.0 and 95 from their FIB version', () => {
    expect(wordBinaryKind(fixture('word6.doc'))).toEqual({ kind: 'word6', nFib: 101 });
    expect(wordBinaryKind(fixture('word95.doc'))).toEqual({ kind: 'word6', nFib: 104 });
  });

  it('finds the encryption flag of a .doc and the encrypted package of a .docx', () => {
    expect(wordBinaryKind(fixture('password-rc4.doc'))).toEqual({ kind: 'encrypted' });
    expect(wordBinaryKind(fixture('password.docx'))).toEqual({ kind: 'encrypted' });
  });

  it('reads nothing into a file that is not a compound file, or a broken one', () => {
    const word6 = fixture('word6.doc');
    expect(wordBinaryKind(Buffer.from('PK\x03\x04 not a compound file'))).toEqual({
      kind: 'unknown',
    });
    expect(isCfb(word6.subarray(0, 100))).toBe(false);
    // The header alone: every sector it names is past the end.
    expect(wordBinaryKind(word6.subarray(0, 512))).toEqual({ kind: 'unknown' });
    // A directory sector number pointing far outside the file.
    const hostile = Buffer.from(word6);
    hostile.writeUInt32LE(0x7ffffff0, 0x30);
    expect(wordBinaryKind(hostile)).toEqual({ kind: 'unknown' });
  });
});
