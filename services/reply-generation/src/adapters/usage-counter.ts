import type { Logger } from '@winzmail/platform';
import type { Collection } from '@winzmail/platform/store';
import { monthOf } from '../domain/cost.js';
import {
  addEntry,
  addIncrement,
  type UsageEntry,
  type UsageIncrement,
} from '../domain/usage-batch.js';
import { addUsage, type UsageDoc } from './repositories.js';

export interface UsageCounterSettings {
  /** Added-up calls are written at most this long after the first of them. */
  flushMs: number;
  /** …or as soon as this many calls are waiting. */
  flushCalls: number;
  logger: Logger;
}

/** What this replica recorded of an organisation's month, and how much of it reached the store. */
export interface MonthTally {
  recorded: number;
  written: number;
}

/**
 * Model calls counted in memory per organisation, day and model, and written with one $inc each
 * every `flushMs` or `flushCalls` calls, and on stop: a chat answer no longer waits for a write,
 * and replicas still add up (each adds its own increments). A failed write keeps its increments
 * for the next flush. Each organisation's month is tallied (cost recorded here, and written), so
 * the budget check adds what the store does not have yet (budgets.ts).
 */
export class UsageCounter {
  private pending = new Map<string, UsageIncrement>();
  private calls = 0;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  /** `<org>|<YYYY-MM>` → this replica's cost that month. */
  private readonly tallies = new Map<string, MonthTally>();
  private stopped = false;

  constructor(
    private readonly usage: Collection<UsageDoc>,
    private readonly s: UsageCounterSettings,
  ) {}

  add(entry: UsageEntry): void {
    addEntry(this.pending, entry);
    this.tally(entry.orgId, monthOf(entry.at).month).recorded += entry.costMicros;
    this.calls += 1;
    if (this.calls >= this.s.flushCalls || this.stopped) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.s.flushMs).unref();
  }

  /** This replica's cost of the organisation's month: recorded, and written to the store. */
  month(orgId: string, month: string): MonthTally {
    const t = this.tallies.get(`${orgId}|${month}`);
    return t ? { ...t } : { recorded: 0, written: 0 };
  }

  /** The organisation was deleted: what waits for it is dropped, not written back. */
  dropOrg(orgId: string): void {
    for (const [key, inc] of this.pending) if (inc.orgId === orgId) this.pending.delete(key);
    for (const key of this.tallies.keys())
      if (key.startsWith(`${orgId}|`)) this.tallies.delete(key);
  }

  /** Writes what waits (after any write under way); a failure keeps it for the next time. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  /** Writes everything that waits; what cannot be written is logged as lost. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.flush();
    if (this.pending.size > 0) {
      this.s.logger.error(
        { records: this.pending.size, calls: [...this.pending.values()].map((i) => i.requests) },
        'model usage not written on stop',
      );
    }
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.calls = 0;
    const month = monthOf(new Date()).month;
    const failed: UsageIncrement[] = [];
    await Promise.all(
      [...batch.values()].map(async (inc) => {
        try {
          await addUsage(this.usage, inc);
          const tally = this.tallies.get(`${inc.orgId}|${inc.day.slice(0, 7)}`);
          if (tally) tally.written += inc.costMicros;
        } catch (err) {
          failed.push(inc);
          this.s.logger.warn(
            { err, org_id: inc.orgId },
            'model usage not written; kept for the next flush',
          );
        }
      }),
    );
    for (const inc of failed) {
      addIncrement(this.pending, inc);
      this.calls += inc.requests;
    }
    // Earlier months are settled in the store: their tallies go.
    for (const key of this.tallies.keys()) if (!key.endsWith(`|${month}`)) this.tallies.delete(key);
    if (this.pending.size > 0 && !this.stopped)
      this.timer ??= setTimeout(() => void this.flush(), this.s.flushMs).unref();
  }

  private tally(orgId: string, month: string): MonthTally {
    const key = `${orgId}|${month}`;
    let t = this.tallies.get(key);
    if (!t) this.tallies.set(key, (t = { recorded: 0, written: 0 }));
    return t;
  }
}
