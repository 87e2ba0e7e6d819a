import { describe, expect, it } from '@jest/globals';
import { parseScrapeUrl } from './scrape-url.js';

describe('scrape URLs', () => {
  it('accepts only http(s) URLs without credentials', () => {
    expect(parseScrapeUrl('https://example.com/a#frag')?.toString()).toBe('https://example.com/a');
    expect(parseScrapeUrl('http://0x7f.1/')?.hostname).toBe('127.0.0.1');
    for (const u of [
      'file:///etc/passwd',
      'gopher://x',
      'javascript:alert(1)',
      'http://user:pw@example.com/',
      'not a url',
      '',
    ]) {
      expect(parseScrapeUrl(u)).toBeNull();
    }
  });
});
