import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { isCfb, wordBinaryKind } from './word-binary.js';

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../../test/fixtures/legacy-word', name));

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
