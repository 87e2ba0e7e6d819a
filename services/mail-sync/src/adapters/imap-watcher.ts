import type { ImapFlow } from 'imapflow';
import type { Logger } from '@winzmail/platform';
import { reconnectDelayMs } from '../domain/backoff.js';
import type { WatchState } from '../domain/types.js';
import { classifyConnectError, MailConnectError } from './connect-errors.js';
import { imapServerName } from './imap.js';
import type { MailboxDoc, MailRepos } from './repositories.js';
import { CheckWaiters, WakeTimer, WatchRecorder } from './watch-support.js';

/** What a watcher runs on its connection: one sync, and whether the mailbox changed. */
export type SyncOn = (mailbox: MailboxDoc, client: ImapFlow) => Promise<SyncOutcome>;
export interface SyncOutcome {
  imported: number;
  stale: boolean;
}

export interface WatcherDeps {
  open: (mailbox: MailboxDoc) => Promise<ImapFlow>;
  sync: SyncOn;
  repos: MailRepos;
  /** Polling when the server has no IDLE; the re-check under IDLE (a lost notification). */
  pollIntervalMs: number;
  logger: Logger;
}

/** How long a clean logout may take before the socket is simply closed. */
const LOGOUT_LIMIT_MS = 2_000;

/**
 * Keeps one mailbox's INBOX in sync over one long-lived connection: sync, then IDLE until the
 * server announces mail (or poll, without IDLE), re-checking every poll interval anyway.
 * Reconnects with backoff after any failure; records how it is doing in the mailbox's `watch`.
 * Holds no messages between syncs.
 */
export class ImapWatcher {
  private client: ImapFlow | undefined;
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
   * A sync now on the watcher's connection (after a failure: a reconnect now, without waiting
   * out the backoff); the number of messages it imported, or the reason it could not connect.
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
    if (this.client) await closeClient(this.client);
    await this.loop;
  }

  private async run(): Promise<void> {
    let failures = 0;
    await this.record('connecting');
    while (!this.stopped) {
      let client: ImapFlow | undefined;
      try {
        client = await this.deps.open(this.mailbox);
        this.client = client;
        const closed = new Promise<void>((resolve) => client!.once('close', () => resolve()));
        client.on('exists', () => this.timer.wake());
        const idle = client.capabilities.has('IDLE');
        while (!this.stopped) {
          const waiters = this.waiters.take();
          const outcome = await this.deps.sync(this.mailbox, client).catch((err: unknown) => {
            waiters.reject(err);
            throw err;
          });
          waiters.resolve(outcome.imported);
          failures = 0;
          if (outcome.stale) {
            if (!(await this.reload())) return;
            break; // new settings: reconnect with them
          }
          // IDLE first, then the state: 'idle' on record means the server has been asked to
          // announce new mail (a message arriving while the state was written went unseen until
          // the next poll). IDLE ends by itself when the next command (the next sync) is sent.
          if (idle) client.idle().catch(() => undefined);
          await this.record(idle ? 'idle' : 'polling');
          await this.pause(this.deps.pollIntervalMs, closed);
          if (!client.usable && !this.stopped)
            throw Object.assign(new Error('the connection closed'), { code: 'NoConnection' });
        }
      } catch (err) {
        if (this.stopped) break;
        failures += 1;
        const reason = classifyConnectError(err, imapServerName(this.mailbox));
        if (!(err instanceof MailConnectError))
          this.deps.logger.warn(
            { mailbox_id: this.mailbox._id, err: err instanceof Error ? err.message : String(err) },
            'mail-sync: mailbox watch failed',
          );
        this.waiters.reject(reason);
        await this.record('error', reason.message);
        await this.pause(reconnectDelayMs(failures, reason.kind === 'auth'));
      } finally {
        this.client = undefined;
        if (client) await closeClient(client);
      }
    }
    this.waiters.reject(new Error('the watcher is stopped'));
  }

  /** After a stale sync: the mailbox's current settings, or false when it was removed. */
  private async reload(): Promise<boolean> {
    const current = await this.deps.repos.mailboxes.findOne({ _id: this.mailbox._id });
    // Moved to Gmail or Outlook: that provider's watcher takes over.
    if (!current || current.provider !== 'imap') {
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

/** Logs out, or closes the socket when the server does not answer in time. */
export async function closeClient(client: ImapFlow): Promise<void> {
  if (client.usable) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      client.logout().catch(() => undefined),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, LOGOUT_LIMIT_MS))),
    ]);
    clearTimeout(timer);
  }
  client.close();
}
