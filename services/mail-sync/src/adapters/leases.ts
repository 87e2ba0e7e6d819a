import { systemClock, type Clock } from '@winzmail/platform';
import { DuplicateKeyError } from '@winzmail/platform/errors';
import type { LeaseDoc, MailRepos } from './repositories.js';

/**
 * Mailbox leases in the store. Taking one is a conditional update of an expired lease, or the
 * insert of a new one (unique `_id` = org id): atomic on every store, so two replicas never both
 * take a mailbox. A lease is kept by renewing it; one not renewed for its life is free. Time is
 * the clock's (the real time by default), so a test moves it past a lease's life.
 */
export class Leases {
  constructor(
    private readonly repos: Pick<MailRepos, 'leases' | 'replicas'>,
    /** This replica. */
    readonly replica: string,
    private readonly lifeMs: number,
    private readonly clock: Clock = systemClock,
  ) {}

  private until = (now: number) => new Date(now + this.lifeMs).toISOString();

  /** Says this replica is alive; the replicas alive (seen within a lease's life). */
  async heartbeat(): Promise<number> {
    const now = this.clock();
    const seen = new Date(now).toISOString();
    await this.repos.replicas.updateOne(
      { _id: this.replica },
      { $set: { seen_at: seen } },
      { upsert: true },
    );
    const cutoff = new Date(now - this.lifeMs).toISOString();
    // Replicas gone for long are forgotten (each replica cleans up after the others).
    await this.repos.replicas.deleteMany({
      seen_at: { $lt: new Date(now - 10 * this.lifeMs).toISOString() },
    });
    return this.repos.replicas.count({ seen_at: { $gte: cutoff } });
  }

  /** Renews this replica's leases; every unexpired lease, split into this replica's and others'. */
  async renew(): Promise<{ mine: string[]; theirs: string[] }> {
    const now = this.clock();
    const at = new Date(now).toISOString();
    await this.repos.leases.updateMany(
      { owner: this.replica, expires_at: { $gte: at } },
      { $set: { expires_at: this.until(now) } },
    );
    const live = await this.repos.leases.find({ expires_at: { $gte: at } });
    const mine: string[] = [];
    const theirs: string[] = [];
    for (const lease of live) (lease.owner === this.replica ? mine : theirs).push(lease._id);
    return { mine, theirs };
  }

  /** Takes the lease of an organisation's mailbox if it is free (or already this replica's). */
  async claim(orgId: string): Promise<boolean> {
    const now = this.clock();
    const at = new Date(now).toISOString();
    const taken = await this.repos.leases.updateOne(
      { _id: orgId, $or: [{ expires_at: { $lt: at } }, { owner: this.replica }] },
      { $set: { owner: this.replica, expires_at: this.until(now) } },
    );
    if (taken.matched > 0) return true;
    try {
      await this.repos.leases.insertOne({
        _id: orgId,
        owner: this.replica,
        expires_at: this.until(now),
      } satisfies LeaseDoc);
      return true;
    } catch (err) {
      if (err instanceof DuplicateKeyError) return false;
      throw err;
    }
  }

  async release(orgId: string): Promise<void> {
    await this.repos.leases.deleteOne({ _id: orgId, owner: this.replica });
  }

  /** On shutdown: every lease and the replica's record go, so others take over at once. */
  async leave(): Promise<void> {
    await this.repos.leases.deleteMany({ owner: this.replica });
    await this.repos.replicas.deleteOne({ _id: this.replica });
  }
}
