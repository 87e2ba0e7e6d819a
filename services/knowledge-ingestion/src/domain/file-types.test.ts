import { describe, expect, it } from '@jest/globals';
import { checkUpload, sniff, typeFromName } from './file-types.js';
import { cleanFilename, nameForPage } from './filenames.js';
import { MESSAGES } from './messages.js';

const bytes = (...xs: number[]) => Buffer.from(xs);

describe('upload type checks', () => {
  it('takes the type from the name and confirms it from the bytes', () => {
    expect(checkUpload('a.PDF', Buffer.from('%PDF-1.7 ...'), 12)).toBe('pdf');
    expect(checkUpload('a.docx', bytes(0x50, 0x4b, 3, 4, 0), 5)).toBe('docx');
    expect(checkUpload('a.doc', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), 8)).toBe(
      'doc',
    );
    expect(checkUpload('a.doc', bytes(0x50, 0x4b, 3, 4, 0), 5)).toBe('docx');
    expect(checkUpload('notes.md', Buffer.from('# Hi'), 4)).toBe('md');
    expect(checkUpload('notes.txt', bytes(0xff, 0xfe, 0x41, 0), 4)).toBe('txt');
  });

  it('refuses programs, other formats, mismatches and empty files', () => {
    const fail = (name: string, head: Buffer, size = head.length) => {
      try {
        checkUpload(name, head, size);
      } catch (err) {
        return (err as Error).message;
      }
      return 'accepted';
    };
    expect(fail('report.pdf', bytes(0x4d, 0x5a, 0x90, 0))).toBe(MESSAGES.executable);
    expect(fail('notes.txt', bytes(0x7f, 0x45, 0x4c, 0x46))).toBe(MESSAGES.executable);
    expect(fail('run.txt', Buffer.from('#!/bin/sh\nrm -rf /'))).toBe(MESSAGES.executable);
    expect(fail('photo.docx', bytes(0x89, 0x50, 0x4e, 0x47))).toBe(MESSAGES.mismatch('docx'));
    expect(fail('a.txt', Buffer.concat([Buffer.from('abc'), bytes(0, 0, 0, 1, 2)]))).toBe(
      MESSAGES.mismatch('txt'),
    );
    expect(fail('a.exe', Buffer.from('hello'))).toBe(MESSAGES.unsupportedName);
    expect(fail('noext', Buffer.from('hello'))).toBe(MESSAGES.unsupportedName);
    expect(fail('a.txt', Buffer.alloc(0), 0)).toBe(MESSAGES.empty);
    expect(sniff(bytes(0x1f, 0x8b, 8))).toBe('binary');
    expect(typeFromName('x.markdown')).toBe('md');
  });

  it('keeps a safe file name and names pages by title', () => {
    expect(cleanFilename('C:\\Users\\me\\..\\report\u0000.pdf')).toBe('report.pdf');
    expect(cleanFilename('../../etc/passwd')).toBe('passwd');
    expect(cleanFilename('...')).toBe('document');
    expect(cleanFilename(`${'x'.repeat(300)}.docx`)).toMatch(/^x{195}\.docx$/);
    expect(nameForPage('  Opening   hours / Shop ', 'https://x.test/a')).toBe(
      'Opening hours - Shop',
    );
    expect(nameForPage('', 'https://shop.example/about/us')).toBe('shop.example › about › us');
  });
});
