import { DuplicateKeyError } from '@winzmail/platform';
import type { Collection } from '@winzmail/platform/store';
import type { RatingSlotDoc } from './repositories.js';

/**
 * Takes one of the `cap` rating slots of `visitor` in the window starting at `windowStart`:
 * true when one was free. A slot is a unique-key insert (`<visitor>:<window>:<n>`), so however
 * many ratings race exactly `cap` get through, on every store (FerretDB's findOneAndUpdate is
 * not atomic under concurrency, so a counter would let more through).
 */
export async function takeRatingSlot(
  slots: Collection<RatingSlotDoc>,
  visitor: string,
  windowStart: number,
  cap: number,
): Promise<boolean> {
  const taken = await slots.count({ visitor, window: windowStart });
  for (let n = taken + 1; n <= cap; n++) {
    try {
      await slots.insertOne({
        _id: `${visitor}:${windowStart}:${n}`,
        visitor,
        window: windowStart,
      });
    } catch (err) {
      // Another rating took this slot first: try the next.
      if (err instanceof DuplicateKeyError) continue;
      throw err;
    }
    // The window's first rating clears the visitor's past windows: at most `cap` slots each.
    if (n === 1) await slots.deleteMany({ visitor, window: { $lt: windowStart } });
    return true;
  }
  return false;
}
