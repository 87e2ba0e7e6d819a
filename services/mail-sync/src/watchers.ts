import type { Logger } from '@winzmail/platform';
import type { MailNetPolicy } from './adapters/endpoint.js';
import { openImap } from './adapters/imap.js';
import { ImapWatcher } from './adapters/imap-watcher.js';
import type { MailboxDoc, MailRepos } from './adapters/repositories.js';
import type { MailCredentials } from './domain/types.js';
import type { MailboxSync } from './sync.js';

export interface WatchersDeps {
  repos: MailRepos;
  sync: MailboxSync;
  credentials: (mailbox: MailboxDoc) => MailCredentials;
  policy: MailNetPolicy;
  pollIntervalMs: number;
  logger: Logger;
}

/**
 * One watcher per configured mailbox. Settings changes call refresh (restart with the new
 * revision, or stop when the mailbox was removed); the Dashboard's check calls checkNow.
 */
export class Watchers {
  private readonly byOrg = new Map<string, ImapWatcher>();
  /** refresh / checkNow of one organisation run one after another. */
  private readonly chains = new Map<string, Promise<unknown>>();
  private stopped = false;

  constructor(private readonly deps: WatchersDeps) {}

  async start(): Promise<void> {
    const mailboxes = await this.deps.repos.mailboxes.find({ provider: 'imap' });
    for (const mailbox of mailboxes) if (!this.byOrg.has(mailbox.org_id)) this.launch(mailbox);
  }

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

  /** Closes every connection (each logout has a time limit). */
  async stop(): Promise<void> {
    this.stopped = true;
    const all = [...this.byOrg.values()];
    this.byOrg.clear();
    await Promise.all(all.map((w) => w.stop()));
  }

  private async refreshNow(orgId: string): Promise<void> {
    const mailbox = await this.deps.repos.mailboxes.findOne({ org_id: orgId, provider: 'imap' });
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

  private launch(mailbox: MailboxDoc): void {
    const { repos, sync, credentials, policy, pollIntervalMs, logger } = this.deps;
    const watcher = new ImapWatcher(mailbox, {
      open: (m) => openImap(credentials(m), policy),
      sync: (m, client) => sync.syncOnce(m, client),
      repos,
      pollIntervalMs,
      logger,
    });
    this.byOrg.set(mailbox.org_id, watcher);
    watcher.start();
  }

  private serial<T>(orgId: string, fn: () => Promise<T>): Promise<T> {
    const next = (this.chains.get(orgId) ?? Promise.resolve()).catch(() => undefined).then(fn);
    this.chains.set(orgId, next);
    void next
      .finally(() => {
        if (this.chains.get(orgId) === next) this.chains.delete(orgId);
      })
      .catch(() => undefined);
    return next;
  }
}
