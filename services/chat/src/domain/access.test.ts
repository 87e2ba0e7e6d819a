import { describe, expect, it } from '@jest/globals';
import { originAllowed } from './access.js';

describe('originAllowed', () => {
  it('lets any page in, with or without an Origin, when no site is listed', () => {
    expect(originAllowed([], 'https://anywhere.example')).toBe(true);
    expect(originAllowed([], '')).toBe(true);
  });

  it('lets only a listed origin in when sites are listed; a missing Origin is refused', () => {
    const allowed = ['https://shop.example', 'http://localhost:3000'];
    expect(originAllowed(allowed, 'https://shop.example')).toBe(true);
    expect(originAllowed(allowed, 'http://localhost:3000')).toBe(true);
    expect(originAllowed(allowed, 'https://evil.example')).toBe(false);
    expect(originAllowed(allowed, 'https://shop.example.evil.example')).toBe(false);
    expect(originAllowed(allowed, '')).toBe(false);
  });
});
