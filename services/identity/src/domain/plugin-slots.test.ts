import { describe, expect, it } from '@jest/globals';
import { freeSlots, slotsForUnslotted } from './plugin-slots.js';

describe('plugin user slots', () => {
  it('lists the free slots below the limit, lowest first', () => {
    expect([...freeSlots([], 3)]).toEqual([0, 1, 2]);
    expect([...freeSlots([2, 0, undefined], 5)]).toEqual([1, 3, 4]);
    expect([...freeSlots([0, 1, 2], 3)]).toEqual([]);
    expect([...freeSlots([7], 0)]).toEqual([]);
  });

  it('ignores slots at or above the limit (left by a larger plan)', () => {
    expect([...freeSlots([5, 9], 3)]).toEqual([0, 1, 2]);
  });

  it('is lazy, so a huge limit costs nothing', () => {
    const slots = freeSlots([0], 2 ** 31 - 1);
    expect(slots.next().value).toBe(1);
  });

  it('gives unslotted records the lowest free slots, beyond any limit', () => {
    expect(slotsForUnslotted([1, 3], 3)).toEqual([0, 2, 4]);
    expect(slotsForUnslotted([], 0)).toEqual([]);
  });
});
