import type { Logger } from '@winzmail/platform';
import type { MailRepos } from '../adapters/repositories.js';
import { KeyedQueue } from '../domain/keyed-queue.js';
import type { MailboxDoc } from '../domain/records.js';
import { notSetUp, providerOf, type Providers } from '../providers/registry.js';
import type { MailboxSync } from './sync.js';
import { WatchRecorder } from './watch-support.js';
import { MailboxWatcher } from './watcher.js';

export interface WatchersDeps {
  repos: MailRepos;
  sync: MailboxSync;
  providers: Providers;
  logger: Logger;
}

/**
 * One watcher per configured mailbox, whatever its provider (IMAP over IDLE, Gmail and Outlook
 * by polling their changes). Settings changes call refresh (restart with the new revision, or stop when the
 * mailbox was removed); the Dashboard's check and Gmail's push call checkNow.
 */
export class Watchers {
  private readonly byOrg = new Map<string, MailboxWatcher>();
  /** refresh / checkNow of one organisation run one after another. */
  private readonly queue = new KeyedQueue();
  private stopped = false;

  constructor(private readonly deps: WatchersDeps) {}

  refresh(orgId: string): Promise<void> {
    return this.serial(orgId, () => this.refreshNow(orgId));
  }

  /** Syncs the organisation's mailbox now: the messages imported (0 without a mailbox). */
  async checkNow(orgId: string): Promise<number> {
    const watcher = await this.serial(orgId, async () => {
      if (!this.byOrg.has(orgId)) await this.refreshNow(orgId);
      return this.byOrg.get(orgId);
    });
    return watcher ? watcher.checkNow() : 0;
  }

  /**
   * Watches exactly these mailboxes (the ones this replica holds the leases of): others stop,
   * new ones start, a changed one (new revision) restarts.
   */
  async reconcile(owned: MailboxDoc[]): Promise<void> {
    const wanted = new Map(owned.map((m) => [m.org_id, m]));
    const work: Promise<void>[] = [];
    for (const orgId of this.byOrg.keys()) if (!wanted.has(orgId)) work.push(this.drop(orgId));
    for (const mailbox of owned) {
      const running = this.byOrg.get(mailbox.org_id)?.current;
      if (running?._id !== mailbox._id || running.revision !== mailbox.revision)
        work.push(this.refresh(mailbox.org_id));
    }
    await Promise.all(work);
  }

  /** Stops watching the organisation's mailbox here (another replica watches it). */
  drop(orgId: string): Promise<void> {
    return this.serial(orgId, async () => {
      const running = this.byOrg.get(orgId);
      if (!running) return;
      this.byOrg.delete(orgId);
      await running.stop();
    });
  }

  /** One sync of a mailbox another replica watches (the Dashboard's check, a Gmail push here). */
  async syncUnwatched(orgId: string): Promise<number> {
    const mailbox = await this.deps.repos.mailboxes.findOne({
      org_id: orgId,
      purpose: 'auto_reply',
    });
    if (!mailbox || !providerOf(this.deps.providers, mailbox)) return 0;
    return (await this.deps.sync.syncOnce(mailbox)).imported;
  }

  /** Closes every connection (each logout has a time limit). */
  async stop(): Promise<void> {
    this.stopped = true;
    const all = [...this.byOrg.values()];
    this.byOrg.clear();
    await Promise.all(all.map((w) => w.stop()));
  }

  private async refreshNow(orgId: string): Promise<void> {
    const mailbox = await this.deps.repos.mailboxes.findOne({
      org_id: orgId,
      purpose: 'auto_reply',
    });
    const running = this.byOrg.get(orgId);
    if (
      running &&
      mailbox &&
      running.current._id === mailbox._id &&
      running.current.revision === mailbox.revision
    )
      return;
    if (running) {
      this.byOrg.delete(orgId);
      await running.stop();
    }
    if (mailbox && !this.stopped) this.launch(mailbox);
  }

  /** Without the provider's client settings on this server the mailbox shows why it waits. */
  private launch(mailbox: MailboxDoc): void {
    const { repos, sync, providers, logger } = this.deps;
    const provider = providerOf(providers, mailbox);
    if (!provider) {
      void new WatchRecorder(repos, logger).record(mailbox, 'error', notSetUp(mailbox));
      return;
    }
    const watcher = new MailboxWatcher(mailbox, {
      provider,
      sync: (m, session) => sync.syncOnce(m, session),
      repos,
      logger,
    });
    this.byOrg.set(mailbox.org_id, watcher);
    watcher.start();
  }

  private serial<T>(orgId: string, fn: () => Promise<T>): Promise<T> {
    return this.queue.run(orgId, fn);
  }
}
