import { describe, expect, it } from '@jest/globals';
import { loopMarkIds } from './loop-guard.js';

describe('loopMarkIds', () => {
  const key = { mailboxId: 'mb1', sender: 'Ann@Customer.example ', threadKey: '<t@x>' };

  it('numbers the day’s marks per mailbox, sender (case-insensitive) and thread', () => {
    expect(loopMarkIds(key, new Date('2026-11-23T23:59:00Z'), 2)).toEqual([
      'mb1|ann@customer.example|<t@x>|2026-11-23|1',
      'mb1|ann@customer.example|<t@x>|2026-11-23|2',
    ]);
  });

  it('starts again on the next UTC day and differs per thread', () => {
    const today = loopMarkIds(key, new Date('2026-11-23T12:00:00Z'), 1);
    expect(loopMarkIds(key, new Date('2026-11-24T00:00:00Z'), 1)).not.toEqual(today);
    expect(
      loopMarkIds({ ...key, threadKey: '<u@x>' }, new Date('2026-11-23T12:00:00Z'), 1),
    ).not.toEqual(today);
  });
});
