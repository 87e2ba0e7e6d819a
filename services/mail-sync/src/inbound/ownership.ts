import { systemClock, type Clock, type Logger } from '@winzmail/platform';
import type { Leases } from '../adapters/leases.js';
import type { MailRepos } from '../adapters/repositories.js';
import { planLeases } from '../domain/lease-plan.js';
import { KeyedQueue } from '../domain/keyed-queue.js';
import type { Watchers } from './watchers.js';

/** What Ownership drives: the watchers of this replica. */
export type WatcherSet = Pick<
  Watchers,
  'reconcile' | 'refresh' | 'drop' | 'checkNow' | 'syncUnwatched' | 'stop'
>;

export interface OwnershipDeps {
  leases: Leases;
  repos: Pick<MailRepos, 'mailboxes'>;
  watchers: WatcherSet;
  /** A lease's life; it is renewed every third of it. */
  leaseMs: number;
  logger: Logger;
  /** The time a renewal is judged by (default the real time): the same clock as the Leases'. */
  clock?: Clock;
}

/**
 * Shares the mailboxes among the mail-sync replicas: each watches the ones it holds the lease
 * of (domain/lease-plan.ts), so replicas scale out and each mailbox has one IMAP session or one
 * poller. Every third of a lease's life a pass renews, takes and gives back leases and restarts
 * watchers whose settings changed (possibly on another replica). A settings change or a check
 * reaching this replica takes the lease when it is free; a check of a mailbox another replica
 * watches syncs it once here. A replica that cannot renew for a lease's life stops watching.
 */
export class Ownership {
  /** Passes, settings changes and checks take and give back leases one at a time. */
  private readonly queue = new KeyedQueue();
  private timer?: NodeJS.Timeout;
  private readonly clock: Clock;
  private lastRenewed: number;
  private stopped = false;

  constructor(private readonly deps: OwnershipDeps) {
    this.clock = deps.clock ?? systemClock;
    this.lastRenewed = this.clock();
  }

  async start(): Promise<void> {
    await this.rebalance();
    this.timer = setInterval(() => void this.serial(() => this.tick()), this.deps.leaseMs / 3);
    this.timer.unref();
  }

  /** One pass now: heartbeat, renew, take and give back leases, watch what this replica holds. */
  rebalance(): Promise<void> {
    return this.serial(() => this.pass());
  }

  /** The organisation's mailbox settings changed here: watch it now if no one else does. */
  refresh(orgId: string): Promise<void> {
    return this.serial(async () => {
      if (await this.deps.leases.claim(orgId)) await this.deps.watchers.refresh(orgId);
      else await this.deps.watchers.drop(orgId);
    });
  }

  /** Syncs the organisation's mailbox now: the messages imported. */
  async checkNow(orgId: string): Promise<number> {
    const mine = await this.serial(() => this.deps.leases.claim(orgId));
    return mine ? this.deps.watchers.checkNow(orgId) : this.deps.watchers.syncUnwatched(orgId);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.serial(async () => {
      await this.deps.watchers.stop();
      // Others take over at once instead of after a lease's life.
      await this.deps.leases
        .leave()
        .catch((err: unknown) =>
          this.deps.logger.warn({ err }, 'mailbox leases were not given back'),
        );
    });
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.pass();
    } catch (err) {
      this.deps.logger.warn({ err }, 'mailbox leases were not renewed');
      // Our leases have expired by now and others may watch those mailboxes: stop ours.
      if (this.clock() - this.lastRenewed > this.deps.leaseMs)
        await this.deps.watchers.reconcile([]);
    }
  }

  private async pass(): Promise<void> {
    const { leases, repos, watchers } = this.deps;
    const replicas = await leases.heartbeat();
    const held = await leases.renew();
    this.lastRenewed = this.clock();
    const mailboxes = await repos.mailboxes.find({ purpose: 'auto_reply' });
    const plan = planLeases({
      mailboxes: mailboxes.map((m) => m.org_id),
      mine: held.mine,
      theirs: held.theirs,
      replicas,
    });
    for (const orgId of plan.release) await leases.release(orgId);
    const owned = new Set(held.mine.filter((org) => !plan.release.includes(org)));
    for (const orgId of plan.claim) if (await leases.claim(orgId)) owned.add(orgId);
    await watchers.reconcile(mailboxes.filter((m) => owned.has(m.org_id)));
  }

  private serial<T>(fn: () => Promise<T>): Promise<T> {
    return this.queue.run('leases', fn);
  }
}
