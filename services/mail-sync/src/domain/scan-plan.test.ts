import { describe, expect, it } from '@jest/globals';
import { batchBySize, planScan } from './scan-plan.js';

const now = new Date('2026-11-23T12:00:00Z');
const DAY = 24 * 3600 * 1000;

describe('planScan', () => {
  it('reads the backlog window on the first sync, resuming an interrupted one', () => {
    expect(planScan({}, 7, now, 7)).toEqual({
      mode: 'backlog',
      since: new Date(now.getTime() - 7 * DAY),
      afterUid: 0,
      backlog: true,
    });
    expect(planScan({ cursor: { uidvalidity: 7, last_uid: 40 } }, 7, now, 7).afterUid).toBe(40);
    expect(planScan({ cursor: { uidvalidity: 6, last_uid: 40 } }, 7, now, 7).afterUid).toBe(0);
  });

  it('reads after the cursor once initialised', () => {
    const state = {
      cursor: { uidvalidity: 7, last_uid: 40 },
      initialized_at: '2026-11-01T00:00:00Z',
    };
    expect(planScan(state, 7, now, 7)).toEqual({ mode: 'new', afterUid: 40, backlog: false });
  });

  it('re-scans from a day before the last sync when UIDVALIDITY changed', () => {
    const state = {
      cursor: { uidvalidity: 7, last_uid: 40, synced_at: '2026-11-20T10:00:00.000Z' },
      initialized_at: '2026-11-01T00:00:00Z',
    };
    expect(planScan(state, 8, now, 7)).toEqual({
      mode: 'rescan',
      since: new Date('2026-11-19T10:00:00.000Z'),
      afterUid: 0,
      backlog: false,
    });
  });
});

describe('batchBySize', () => {
  it('groups by count and by bytes, never leaving an item out', () => {
    const items = [5, 5, 5, 20, 1, 1, 1].map((size, i) => ({ size, i }));
    const groups = batchBySize(items, 3, 10).map((g) => g.map((x) => x.i));
    expect(groups).toEqual([[0, 1], [2], [3], [4, 5, 6]]);
    expect(batchBySize([], 3, 10)).toEqual([]);
  });
});
