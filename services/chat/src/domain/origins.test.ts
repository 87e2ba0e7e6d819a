import { describe, expect, it } from '@jest/globals';
import { isAppError } from '@winzmail/platform/errors';
import { MAX_ALLOWED_ORIGINS, normaliseOrigins } from './origins.js';

describe('normaliseOrigins', () => {
  it('keeps each site once, as its origin', () => {
    expect(
      normaliseOrigins([
        ' https://Shop.Example.com/path?q=1 ',
        'https://shop.example.com',
        'http://localhost:3000/',
        '',
      ]),
    ).toEqual(['https://shop.example.com', 'http://localhost:3000']);
  });

  it('refuses what is not an http(s) address, and too many sites', () => {
    for (const bad of ['shop.example.com', 'javascript:alert(1)', 'ftp://example.com']) {
      expect(() => normaliseOrigins([bad])).toThrow();
      try {
        normaliseOrigins([bad]);
      } catch (err) {
        expect(isAppError(err) && err.code).toBe('INVALID_ARGUMENT');
      }
    }
    const many = Array.from({ length: MAX_ALLOWED_ORIGINS + 1 }, (_, i) => `https://s${i}.example`);
    expect(() => normaliseOrigins(many)).toThrow(/at most/);
  });
});
