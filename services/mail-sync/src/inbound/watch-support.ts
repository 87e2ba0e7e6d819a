import type { Logger } from '@winzmail/platform';
import type { WatchState } from '../domain/types.js';
import type { MailboxDoc, MailRepos } from '../adapters/repositories.js';

/** last_sync_at is written at most this often while nothing else changes. */
const SYNC_STAMP_MS = 5_000;

/**
 * Writes how a mailbox's watcher is doing into its `watch` (Email configuration, Dashboard): on
 * every change of state or error, and the time of the last sync at most every few seconds.
 * Only for the settings revision the watcher runs with.
 */
export class WatchRecorder {
  private written = { state: '', error: '', at: 0 };

  constructor(
    private readonly repos: Pick<MailRepos, 'mailboxes'>,
    private readonly logger: Logger,
  ) {}

  async record(
    mailbox: Pick<MailboxDoc, '_id' | 'revision'>,
    state: WatchState,
    error = '',
  ): Promise<void> {
    const now = Date.now();
    const synced = state === 'idle' || state === 'polling';
    const changed = state !== this.written.state || error !== this.written.error;
    if (!changed && !(synced && now - this.written.at >= SYNC_STAMP_MS)) return;
    this.written = { state, error, at: now };
    await this.repos.mailboxes
      .updateOne(
        { _id: mailbox._id, revision: mailbox.revision },
        {
          $set: {
            'watch.state': state,
            ...(synced ? { 'watch.last_sync_at': new Date(now).toISOString() } : {}),
            ...(error ? { 'watch.last_error': error } : {}),
          },
          ...(error ? {} : { $unset: { 'watch.last_error': true as const } }),
        },
      )
      .catch((err: unknown) =>
        this.logger.warn({ err, mailbox_id: mailbox._id }, 'mail-sync: watch state'),
      );
  }
}

/** A wait a watcher can be woken from early (a check now, a push, stop). */
export class WakeTimer {
  private woken = false;
  private wakeUp: (() => void) | undefined;

  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Waits `ms`, or less when woken (also before the wait began) or when `ended` settles. */
  async pause(ms: number, ended?: Promise<void>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    if (!this.woken)
      await Promise.race([
        new Promise<void>((resolve) => {
          this.wakeUp = resolve;
          timer = setTimeout(resolve, ms);
        }),
        ...(ended ? [ended] : []),
      ]);
    clearTimeout(timer);
    this.wakeUp = undefined;
    this.woken = false;
  }
}

/** Callers of a watcher's checkNow, answered by the next sync. */
export class CheckWaiters {
  private waiters: { resolve: (n: number) => void; reject: (err: unknown) => void }[] = [];

  add(): Promise<number> {
    return new Promise<number>((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  /** The waiters the sync about to start will answer. */
  take(): CheckWaiters {
    const taken = new CheckWaiters();
    taken.waiters = this.waiters.splice(0);
    return taken;
  }

  resolve(imported: number): void {
    for (const w of this.waiters.splice(0)) w.resolve(imported);
  }

  reject(err: unknown): void {
    for (const w of this.waiters.splice(0)) w.reject(err);
  }
}
