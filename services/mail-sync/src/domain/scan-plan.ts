import type { SyncCursor } from './types.js';

/**
 * What one sync of INBOX reads, decided from where the import stands:
 * - `backlog`: the mailbox's first sync (or its interrupted continuation): only mail of the last
 *   MAIL_BACKLOG_DAYS, stored as backlog (never answered automatically);
 * - `new`: the UIDs after the cursor;
 * - `rescan`: UIDVALIDITY changed after the first sync, so UIDs say nothing: everything since the
 *   last sync, the unique record id skipping what is known.
 */
export interface ScanPlan {
  mode: 'backlog' | 'new' | 'rescan';
  /** Only messages the server received at or after this time (internal date); none: all. */
  since?: Date;
  /** Only UIDs above this one. */
  afterUid: number;
  /** The records are backlog. */
  backlog: boolean;
}

const DAY_MS = 24 * 3600 * 1000;

export function planScan(
  state: { cursor?: SyncCursor; initialized_at?: string },
  uidvalidity: number,
  now: Date,
  backlogDays: number,
): ScanPlan {
  const sameUids = state.cursor?.uidvalidity === uidvalidity;
  if (!state.initialized_at)
    return {
      mode: 'backlog',
      since: new Date(now.getTime() - backlogDays * DAY_MS),
      afterUid: sameUids ? state.cursor!.last_uid : 0,
      backlog: true,
    };
  if (sameUids) return { mode: 'new', afterUid: state.cursor!.last_uid, backlog: false };
  // A day's margin: the last sync time is ours, the internal dates are the server's.
  const from = Date.parse(state.cursor?.synced_at ?? state.initialized_at);
  return { mode: 'rescan', since: new Date(from - DAY_MS), afterUid: 0, backlog: false };
}

/** UIDs in groups for FETCH: at most `count` messages and about `maxBytes` of content each. */
export function batchBySize<T extends { size: number }>(
  items: T[],
  count: number,
  maxBytes: number,
): T[][] {
  const out: T[][] = [];
  let group: T[] = [];
  let bytes = 0;
  for (const item of items) {
    if (group.length > 0 && (group.length >= count || bytes + item.size > maxBytes)) {
      out.push(group);
      group = [];
      bytes = 0;
    }
    group.push(item);
    bytes += item.size;
  }
  if (group.length > 0) out.push(group);
  return out;
}
