import { describe, expect, it } from '@jest/globals';
import { chartTicks } from './chartScale';

describe('chartTicks', () => {
  it('gives an empty week an axis 0–1', () => {
    expect(chartTicks(0)).toEqual([0, 1]);
  });

  it('steps in whole 1, 2, 5 × 10ⁿ to at or above the largest value', () => {
    expect(chartTicks(3)).toEqual([0, 1, 2, 3]);
    expect(chartTicks(5)).toEqual([0, 2, 4, 6]);
    expect(chartTicks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(chartTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(chartTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });
});
