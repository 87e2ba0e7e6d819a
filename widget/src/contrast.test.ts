import { describe, expect, it } from '@jest/globals';
import { contrast, ensureContrast, INK, makeTheme, parseRgb, WHITE, type Rgb } from './contrast.js';

const BUBBLE: Rgb = [240, 242, 245];

describe('contrast', () => {
  it('parses the colour forms the browser hands back', () => {
    expect(parseRgb('#1677ff')).toEqual([22, 119, 255]);
    expect(parseRgb('#FFF')).toEqual([255, 255, 255]);
    expect(parseRgb('rgb(1, 2, 3)')).toEqual([1, 2, 3]);
    expect(parseRgb('rgba(1 2 3 / 50%)')).toEqual([1, 2, 3]);
    expect(parseRgb('oklch(0.5 0.1 200)')).toBeNull();
  });

  it('computes WCAG ratios', () => {
    expect(contrast(WHITE, [0, 0, 0])).toBeCloseTo(21, 5);
    expect(contrast([22, 119, 255], WHITE)).toBeCloseTo(4.1, 1); // #1677ff fails AA with white
  });

  it('moves a colour just far enough', () => {
    const { color, t } = ensureContrast([22, 119, 255], WHITE, 4.5);
    expect(contrast(color, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(t).toBeLessThanOrEqual(0.1);
    expect(ensureContrast([9, 88, 217], WHITE, 4.5).t).toBe(0);
  });

  it('always yields AA text on the accent, readable links and visible focus rings', () => {
    const cases: Array<[Rgb, Rgb | null]> = [
      [[22, 119, 255], null], // #1677ff
      [[255, 215, 0], null], // gold: needs dark text
      [[255, 255, 255], null],
      [[0, 0, 0], null],
      [[0, 128, 0], null],
      [
        [255, 0, 0],
        [255, 255, 255],
      ],
      [
        [22, 119, 255],
        [255, 255, 0],
      ],
    ];
    for (const [primary, text] of cases) {
      const theme = makeTheme(primary, text, BUBBLE);
      expect(contrast(theme.accent, theme.onAccent)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.link, BUBBLE)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.ring, WHITE)).toBeGreaterThanOrEqual(3);
    }
    expect(makeTheme([22, 119, 255], null, BUBBLE).onAccent).toEqual(WHITE);
    expect(makeTheme([255, 215, 0], null, BUBBLE).onAccent).toEqual(INK);
  });
});
