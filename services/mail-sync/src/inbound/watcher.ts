import type { Logger } from '@winzmail/platform';
import type { MailRepos } from '../adapters/repositories.js';
import { reconnectDelayMs, RECONNECT_MAX_MS } from '../domain/backoff.js';
import { disconnectedReason } from '../domain/disconnected.js';
import type { MailboxDoc } from '../domain/records.js';
import type { WatchState } from '../domain/types.js';
import { GrantError, type MailboxSession, type MailProvider } from '../providers/port.js';
import type { SyncResult } from './sync.js';
import { CheckWaiters, WakeTimer, WatchRecorder } from './watch-support.js';

export interface WatcherDeps {
  provider: MailProvider;
  /** One sync on the watcher's session. */
  sync: (mailbox: MailboxDoc, session: MailboxSession) => Promise<SyncResult>;
  repos: MailRepos;
  logger: Logger;
}

/**
 * Keeps one mailbox's INBOX in sync, whatever its provider: connect, sync, then wait until the
 * server announces mail (IMAP IDLE) or the poll interval passes, and sync again on the same
 * session. Reconnects with backoff after any failure; a grant that stopped working marks the
 * mailbox disconnected and is asked again only rarely, as nothing fixes it but a reconnect (which
 * restarts the watcher). Records how it is doing in the mailbox's `watch`. Holds no messages.
 */
export class MailboxWatcher {
  private session: MailboxSession | undefined;
  private stopped = false;
  private readonly timer = new WakeTimer();
  private readonly waiters = new CheckWaiters();
  private loop: Promise<void> | undefined;
  private readonly recorder: WatchRecorder;

  constructor(
    private mailbox: MailboxDoc,
    private readonly deps: WatcherDeps,
  ) {
    this.recorder = new WatchRecorder(deps.repos, deps.logger);
  }

  /** The settings it runs with (it adopts newer ones by itself after a stale sync). */
  get current(): Pick<MailboxDoc, '_id' | 'revision'> {
    return this.mailbox;
  }

  start(): void {
    this.loop ??= this.run().catch((err: unknown) =>
      this.deps.logger.error({ err, mailbox_id: this.mailbox._id }, 'mail-sync: watcher ended'),
    );
  }

  /**
   * A sync now on the watcher's session (after a failure: a reconnect now, without waiting out
   * the backoff); the number of messages it imported, or why it could not sync.
   */
  checkNow(): Promise<number> {
    if (this.stopped) return Promise.reject(new Error('the watcher is stopped'));
    const answer = this.waiters.add();
    this.timer.wake();
    return answer;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.timer.wake();
    if (this.session) await this.session.close();
    await this.loop;
  }

  private async run(): Promise<void> {
    const { provider } = this.deps;
    let failures = 0;
    await this.record('connecting');
    while (!this.stopped) {
      let session: MailboxSession | undefined;
      // The callers the sync under way answers.
      let waiters: CheckWaiters | undefined;
      try {
        session = await provider.connect(this.mailbox, () => this.timer.wake());
        this.session = session;
        while (!this.stopped) {
          waiters = this.waiters.take();
          const outcome = await this.deps.sync(this.mailbox, session);
          waiters.resolve(outcome.imported);
          waiters = undefined;
          failures = 0;
          if (outcome.stale) break; // new settings: reconnect with them
          // Listen first, then the state: 'idle' on record means the server has been asked to
          // announce new mail (a message arriving while the state was written went unseen until
          // the next poll).
          await this.record(session.listen());
          await this.pause(provider.pollIntervalMs, session.closed);
          if (!session.usable && !this.stopped)
            throw Object.assign(new Error('the connection closed'), { code: 'NoConnection' });
        }
        if (!this.stopped && !(await this.reload())) break;
      } catch (err) {
        if (this.stopped) {
          waiters?.reject(err);
          break;
        }
        if (err instanceof GrantError) {
          // Recorded before the callers hear of it: what they read next agrees.
          const reason = disconnectedReason(this.mailbox.provider);
          this.deps.logger.warn({ mailbox_id: this.mailbox._id }, 'mail-sync: grant refused');
          await this.record('disconnected', reason);
          waiters?.reject(new GrantError(reason));
          this.waiters.reject(new GrantError(reason));
          await this.pause(RECONNECT_MAX_MS);
          continue;
        }
        failures += 1;
        const failure = provider.failure(err, this.mailbox);
        if (!failure.expected)
          this.deps.logger.warn(
            { mailbox_id: this.mailbox._id, err: err instanceof Error ? err.message : String(err) },
            'mail-sync: mailbox sync failed',
          );
        waiters?.reject(err);
        this.waiters.reject(failure.error);
        await this.record('error', failure.reason);
        await this.pause(reconnectDelayMs(failures, failure.auth));
      } finally {
        this.session = undefined;
        if (session) await session.close();
      }
    }
    this.waiters.reject(new Error('the watcher is stopped'));
  }

  /**
   * After a stale sync: the mailbox's current settings, or false when it was removed or now goes
   * through another provider (that provider's watcher takes over).
   */
  private async reload(): Promise<boolean> {
    const current = await this.deps.repos.mailboxes.findOne({ _id: this.mailbox._id });
    if (!current || current.provider !== this.mailbox.provider) {
      this.stopped = true;
      return false;
    }
    this.mailbox = current;
    return true;
  }

  /** Waits `ms`, or less when woken, stopped or the connection closes. */
  private pause(ms: number, closed?: Promise<void>): Promise<void> {
    return this.stopped ? Promise.resolve() : this.timer.pause(ms, closed);
  }

  private record(state: WatchState, error = ''): Promise<void> {
    return this.recorder.record(this.mailbox, state, error);
  }
}
