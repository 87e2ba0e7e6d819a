import { invalid, lastWeeks, weekOf, type Clock, type Logger } from '@winzmail/platform';
import { DuplicateKeyError } from '@winzmail/platform/errors';
import type { mailSync } from '@winzmail/proto';
import type { Mailboxes } from '../accounts/mailboxes.js';
import type { MailRepos } from '../adapters/repositories.js';
import { outcomeReport, type OutcomeCounts } from '../domain/outcomes.js';

/** Where an outcome happened: the email's mailbox (and its address, when known). */
export interface OutcomeMailbox {
  org_id: string;
  mailbox_id: string;
  mailbox_address?: string;
}

export const MAX_OUTCOME_WEEKS = 26;

/**
 * The Dashboard's outcomes per mailbox and week (docs/dashboard.md#outcomes). Each count is added
 * by whoever made the change it counts — the compare-and-set from pending, the send claim, the
 * handoff's insert — so it is added once; a crash between that change and the count loses the
 * count (the figure is a little low), it never doubles one. Counting never fails what it counts.
 */
export class Outcomes {
  constructor(
    private readonly deps: {
      repos: Pick<MailRepos, 'outcomeWeeks'>;
      mailboxes: Pick<Mailboxes, 'find'>;
      logger: Logger;
      now: Clock;
    },
  ) {}

  async add(where: OutcomeMailbox, inc: Partial<OutcomeCounts>): Promise<void> {
    const counts = Object.fromEntries(Object.entries(inc).filter(([, n]) => n !== 0));
    if (Object.keys(counts).length === 0) return;
    await this.write(where, { $inc: counts });
  }

  /** A replay finished: the week's agreement is the last run's. */
  async replayed(
    where: OutcomeMailbox,
    counts: { answered: number; agreed: number },
  ): Promise<void> {
    await this.write(where, {
      $set: { replay: { answered: counts.answered, agreed: counts.agreed } },
    });
  }

  async report(orgId: string, weekCount: number): Promise<mailSync.Outcomes> {
    if (!Number.isInteger(weekCount) || weekCount < 1 || weekCount > MAX_OUTCOME_WEEKS)
      throw invalid(`The weeks are 1–${MAX_OUTCOME_WEEKS}.`, { weeks: 'out of range' });
    const weeks = lastWeeks(new Date(this.deps.now()), weekCount);
    const [stored, mailbox] = await Promise.all([
      this.deps.repos.outcomeWeeks.find({ org_id: orgId, week: { $gte: weeks.at(-1)! } }),
      this.deps.mailboxes.find(orgId),
    ]);
    return outcomeReport(
      weeks,
      stored,
      mailbox ? { id: mailbox._id, address: mailbox.email_address } : null,
    );
  }

  private async write(where: OutcomeMailbox, update: Record<string, unknown>): Promise<void> {
    const week = weekOf(new Date(this.deps.now()));
    const filter = {
      _id: `${where.org_id}|${where.mailbox_id}|${week}`,
      org_id: where.org_id,
      mailbox_id: where.mailbox_id,
      week,
    };
    const withAddress = where.mailbox_address
      ? { ...update, $set: { ...(update.$set ?? {}), mailbox_address: where.mailbox_address } }
      : update;
    try {
      try {
        await this.deps.repos.outcomeWeeks.updateOne(filter, withAddress, { upsert: true });
      } catch (err) {
        // Two first counts of a week raced to insert: the loser adds as an update.
        if (!(err instanceof DuplicateKeyError)) throw err;
        await this.deps.repos.outcomeWeeks.updateOne(filter, withAddress);
      }
    } catch (err) {
      this.deps.logger.warn({ err, orgId: where.org_id }, 'an outcome was not counted');
    }
  }
}
