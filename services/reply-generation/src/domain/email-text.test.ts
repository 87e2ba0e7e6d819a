import { describe, expect, it } from '@jest/globals';
import { emailText, MAX_PAGES, publicPages } from './email-text.js';

const judged =
  'Hello Sam,\n\nWe ship in two days [1]. Returns are free [2, 3].\n\nBest regards,\nAna';

describe('emailText', () => {
  it('carries no marker by default', () => {
    const text = emailText(judged, {
      citations: 'none',
      pages: ['https://shop.example/shipping'],
      label: 'More on our website:',
      signature: 'Best regards,\nAna',
    });
    expect(text).toBe('Hello Sam,\n\nWe ship in two days. Returns are free.\n\nBest regards,\nAna');
  });

  it("lists the public pages before the signature with 'pages'", () => {
    const text = emailText(judged, {
      citations: 'pages',
      pages: ['https://shop.example/shipping', 'https://shop.example/returns'],
      label: 'More on our website:',
      signature: 'Best regards,\nAna',
    });
    expect(text).toBe(
      'Hello Sam,\n\nWe ship in two days. Returns are free.\n\n' +
        'More on our website:\n- https://shop.example/shipping\n- https://shop.example/returns\n\n' +
        'Best regards,\nAna',
    );
  });

  it('adds no empty list, and lists at the end when there is no signature', () => {
    const none = { citations: 'pages' as const, label: 'Pages:', signature: '' };
    expect(emailText('A [1].', { ...none, pages: [] })).toBe('A.');
    expect(emailText('A [1].', { ...none, pages: ['https://x.example/'] })).toBe(
      'A.\n\nPages:\n- https://x.example/',
    );
  });
});

describe('publicPages', () => {
  it('keeps web addresses once, never a document without one', () => {
    expect(
      publicPages([
        { sourceUrl: '' },
        { sourceUrl: 'https://shop.example/a' },
        { sourceUrl: 'javascript:alert(1)' },
        { sourceUrl: 'https://shop.example/a' },
        { sourceUrl: 'file:///etc/passwd' },
      ]),
    ).toEqual(['https://shop.example/a']);
    const many = [...Array(9).keys()].map((i) => ({ sourceUrl: `https://shop.example/${i}` }));
    expect(publicPages(many)).toHaveLength(MAX_PAGES);
  });
});
