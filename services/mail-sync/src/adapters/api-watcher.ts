import type { Logger } from '@winzmail/platform';
import { reconnectDelayMs, RECONNECT_MAX_MS } from '../domain/backoff.js';
import { GrantError, type ApiMailbox } from '../providers/port.js';
import type { MailboxDoc, MailRepos } from './repositories.js';
import type { SyncOutcome } from './imap-watcher.js';
import { CheckWaiters, WakeTimer, WatchRecorder } from './watch-support.js';

export interface ApiWatcherDeps {
  open: (mailbox: MailboxDoc) => ApiMailbox;
  sync: (mailbox: MailboxDoc, source: ApiMailbox) => Promise<SyncOutcome>;
  repos: MailRepos;
  pollIntervalMs: number;
  logger: Logger;
}

const PROVIDER_NAMES: Record<string, string> = { gmail: 'Google', outlook: 'Microsoft' };

/** What the Email configuration page shows for a grant that no longer works. */
export const disconnectedReason = (provider: string): string =>
  `${PROVIDER_NAMES[provider] ?? 'The provider'} no longer accepts Winzmail's access to this ` +
  'mailbox (revoked or expired). Connect the account again; mail that arrives meanwhile is ' +
  'imported then.';

/**
 * Keeps a Gmail or Outlook mailbox in sync by asking its provider for changes every poll interval
 * (sooner when woken: a check now, a Gmail push). A grant that stopped working marks the mailbox
 * disconnected; it is asked again only rarely, as nothing fixes it but a reconnect (which restarts
 * the watcher with the new grant).
 */
export class ApiWatcher {
  private stopped = false;
  private readonly timer = new WakeTimer();
  private readonly waiters = new CheckWaiters();
  private loop: Promise<void> | undefined;
  private readonly recorder: WatchRecorder;

  constructor(
    private mailbox: MailboxDoc,
    private readonly deps: ApiWatcherDeps,
  ) {
    this.recorder = new WatchRecorder(deps.repos, deps.logger);
  }

  get current(): Pick<MailboxDoc, '_id' | 'revision'> {
    return this.mailbox;
  }

  start(): void {
    this.loop ??= this.run().catch((err: unknown) =>
      this.deps.logger.error({ err, mailbox_id: this.mailbox._id }, 'mail-sync: watcher ended'),
    );
  }

  /** A sync now: the number of messages it imported, or why it could not sync. */
  checkNow(): Promise<number> {
    if (this.stopped) return Promise.reject(new Error('the watcher is stopped'));
    const answer = this.waiters.add();
    this.timer.wake();
    return answer;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.timer.wake();
    await this.loop;
  }

  private async run(): Promise<void> {
    let failures = 0;
    await this.recorder.record(this.mailbox, 'connecting');
    while (!this.stopped) {
      const waiters = this.waiters.take();
      try {
        const outcome = await this.deps.sync(this.mailbox, this.deps.open(this.mailbox));
        waiters.resolve(outcome.imported);
        failures = 0;
        if (outcome.stale && !(await this.reload())) break;
        if (!outcome.stale) await this.recorder.record(this.mailbox, 'polling');
        await this.pause(outcome.stale ? 0 : this.deps.pollIntervalMs);
      } catch (err) {
        if (this.stopped) {
          waiters.reject(err);
          break;
        }
        if (err instanceof GrantError) {
          // Recorded before the callers hear of it: what they read next agrees.
          const reason = disconnectedReason(this.mailbox.provider);
          this.deps.logger.warn({ mailbox_id: this.mailbox._id }, 'mail-sync: grant refused');
          await this.recorder.record(this.mailbox, 'disconnected', reason);
          waiters.reject(new GrantError(reason));
          await this.pause(RECONNECT_MAX_MS);
          continue;
        }
        failures += 1;
        const reason = (err instanceof Error ? err.message : String(err)).slice(0, 300);
        this.deps.logger.warn(
          { mailbox_id: this.mailbox._id, err: reason },
          'mail-sync: mailbox sync failed',
        );
        await this.recorder.record(this.mailbox, 'error', reason);
        waiters.reject(err);
        await this.pause(reconnectDelayMs(failures, false));
      }
    }
    this.waiters.reject(new Error('the watcher is stopped'));
  }

  /**
   * After a stale sync: the mailbox's current grant, or false when it was removed or now goes
   * through another provider (its own watcher takes over).
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

  private pause(ms: number): Promise<void> {
    return this.stopped || ms === 0 ? Promise.resolve() : this.timer.pause(ms);
  }
}
