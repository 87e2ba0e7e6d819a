import { describe, expect, it } from '@jest/globals';
import { streamPieces } from './pieces.js';

describe('streamPieces', () => {
  it('cuts after each sentence, keeping its citation and the space after it', () => {
    const text = 'Hello Anna,\n\nWe open at nine. [1] Parcels ship daily [2]! Do you ship? Yes.';
    expect(streamPieces(text)).toEqual([
      'Hello Anna,\n\n',
      'We open at nine. [1] ',
      'Parcels ship daily [2]! ',
      'Do you ship? ',
      'Yes.',
    ]);
  });

  it('joins to the text exactly, whatever the text', () => {
    for (const text of [
      '',
      'One sentence without an end',
      'Version 3.5 costs EUR 9.50, e.g., per night.',
      '  Leading space. Trailing space.  ',
      '営業時間は九時からです。日曜日は休みです。',
      'Line one\nLine two\n\n\nLine three.\n',
    ]) {
      expect(streamPieces(text).join('')).toBe(text);
      expect(streamPieces(text).every((p) => p.length > 0)).toBe(true);
    }
  });

  it('does not cut inside a number or at a stop without a following space', () => {
    expect(streamPieces('Version 3.5 costs EUR 9.50, e.g., per night.')).toEqual([
      'Version 3.5 costs EUR 9.50, e.g., per night.',
    ]);
    expect(streamPieces('営業時間は九時からです。日曜日は休みです。')).toEqual([
      '営業時間は九時からです。',
      '日曜日は休みです。',
    ]);
  });
});
