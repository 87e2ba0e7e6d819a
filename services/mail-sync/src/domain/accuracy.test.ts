import { describe, expect, it } from '@jest/globals';
import { accuracyIncrement, keptPermille } from './accuracy.js';

describe('keptPermille', () => {
  it('is 1000 for a draft sent unchanged (surrounding whitespace aside)', () => {
    expect(keptPermille('We open at nine.', ' We open at nine.\n')).toBe(1000);
  });

  it('is one minus the edit distance over the longer length', () => {
    // "nine" → "ten": 3 edits over 16 characters.
    expect(keptPermille('We open at nine.', 'We open at ten.')).toBe(
      Math.round((1 - 3 / 16) * 1000),
    );
    expect(keptPermille('abc', 'xyz')).toBe(0);
  });

  it('stays below 1000 for any edit, however long the text', () => {
    const long = 'a'.repeat(5000);
    expect(keptPermille(long, `${long}b`)).toBe(999);
  });
});

describe('accuracyIncrement', () => {
  it('counts a send, and an unedited one only when nothing changed', () => {
    expect(accuracyIncrement('same', 'same')).toEqual({
      ai_sent: 1,
      ai_sent_unedited: 1,
      ai_kept_permille_sum: 1000,
    });
    expect(accuracyIncrement('same', 'sane')).toEqual({
      ai_sent: 1,
      ai_sent_unedited: 0,
      ai_kept_permille_sum: 750,
    });
  });
});
