import { describe, expect, it } from '@jest/globals';
import { exportFileName, isSafeEntryPath } from './export-paths.js';

describe('isSafeEntryPath', () => {
  it('accepts the services’ paths', () => {
    for (const p of ['mail/emails.json', 'documents/files/abc/Returns policy (v2).pdf', 'a.json'])
      expect(isSafeEntryPath(p)).toBe(true);
  });
  it('refuses paths that climb out, are absolute, empty or carry control characters', () => {
    for (const p of [
      '',
      '../x',
      'a/../../x',
      '/etc/passwd',
      'a\\b',
      'a//b',
      './a',
      'a/\u0000b',
      'a/\u202eb',
      'x'.repeat(401),
    ])
      expect(isSafeEntryPath(p)).toBe(false);
  });
});

describe('exportFileName', () => {
  it('is dated and plain', () => {
    expect(exportFileName(new Date('2026-11-27T12:00:00Z'))).toBe('winzmail-export-2026-11-27.zip');
  });
});
