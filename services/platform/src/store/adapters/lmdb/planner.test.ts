import { describe, expect, it } from '@jest/globals';
import { HIGH, RANK } from './keys.js';
import { plan, type PlannedIndex } from './planner.js';

// mail-sync's `emails` indexes (services/mail-sync/src/adapters/repositories.ts), as stored.
const EMAILS: PlannedIndex[] = [
  { name: 'org_id_1_created_at_-1', fields: ['org_id', 'created_at'], multikey: false },
  {
    name: 'org_id_1_status_1_created_at_-1',
    fields: ['org_id', 'status', 'created_at'],
    multikey: false,
  },
  { name: 'outbox_token_1', fields: ['outbox_token'], multikey: false },
];

describe('the LMDB planner', () => {
  it('serves the Inbox page from the org + status index, newest first, and counts it exactly', () => {
    const p = plan(
      'emails',
      { org_id: 'o1', status: 'pending' },
      { created_at: -1, _id: -1 },
      EMAILS,
    );
    expect(p).toMatchObject({
      kind: 'index',
      index: 'org_id_1_status_1_created_at_-1',
      reverse: true,
      ordered: true,
      covered: true,
      eq: 2,
      ranged: false,
    });
    if (p.kind !== 'index') throw new Error('not an index plan');
    expect(p.ranges).toEqual([
      {
        start: ['emails', p.index, RANK.string, 'o1', RANK.string, 'pending'],
        end: ['emails', p.index, RANK.string, 'o1', RANK.string, 'pending', HIGH],
      },
    ]);
  });

  it('reads only the documents with pending events for the outbox relay ($exists)', () => {
    const p = plan('emails', { outbox_token: { $exists: true } }, undefined, EMAILS);
    expect(p).toMatchObject({ kind: 'index', index: 'outbox_token_1', covered: true });
    if (p.kind !== 'index') throw new Error('not an index plan');
    // From null up: a missing field is ranked below null, so it is outside the range.
    expect(p.ranges[0]!.start).toEqual(['emails', 'outbox_token_1', RANK.null]);
  });

  it('bounds a range by type, as MongoDB compares: numbers with numbers only', () => {
    const p = plan('emails', { org_id: 'o1', created_at: { $gte: '2026-01' } }, undefined, EMAILS);
    if (p.kind !== 'index') throw new Error('not an index plan');
    expect(p.ranges[0]).toEqual({
      start: ['emails', 'org_id_1_created_at_-1', RANK.string, 'o1', RANK.string, '2026-01'],
      end: ['emails', 'org_id_1_created_at_-1', RANK.string, 'o1', RANK.string, HIGH],
    });
  });

  it('takes an _id straight, and scans what no index can narrow', () => {
    expect(plan('emails', { _id: { $in: ['a', 'b', 'a'] } }, undefined, EMAILS)).toEqual({
      kind: 'ids',
      ids: ['a', 'b'],
    });
    expect(plan('emails', { $or: [{ org_id: 'o1' }, { status: 'x' }] }, undefined, EMAILS)).toEqual(
      {
        kind: 'scan',
      },
    );
    expect(plan('emails', { subject: 'Hello' }, undefined, EMAILS)).toEqual({ kind: 'scan' });
  });

  it('neither orders nor counts by keys on a multikey index, nor past a filter it cannot decide', () => {
    const tags: PlannedIndex[] = [{ name: 'tags_1', fields: ['tags'], multikey: true }];
    expect(plan('c', { tags: 'x' }, { tags: 1 }, tags)).toMatchObject({
      ordered: false,
      covered: false,
    });
    const p = plan('emails', { org_id: 'o1', subject: 'Hi' }, { created_at: -1 }, EMAILS);
    expect(p).toMatchObject({ index: 'org_id_1_created_at_-1', ordered: true, covered: false });
  });
});
