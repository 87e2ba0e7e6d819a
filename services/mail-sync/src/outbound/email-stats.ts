import { invalid } from '@winzmail/platform';
import type { mailSync } from '@winzmail/proto';
import type { MailRepos } from '../adapters/repositories.js';
import { weekCounts, weekWindow } from '../domain/week.js';
import { EMAIL_STATUSES, type EmailStatus } from '../domain/types.js';
import { watchState, type Mailboxes } from '../accounts/mailboxes.js';

/**
 * The Dashboard's and the Inbox's figures for one organisation: counts by status, the week of
 * received and replied mail in the viewer's days, response accuracy's totals, the mailbox's state.
 */
export class EmailStats {
  constructor(
    private readonly repos: Pick<MailRepos, 'emails' | 'hourCounts' | 'accuracy'>,
    private readonly mailboxes: Mailboxes,
  ) {}

  async stats(orgId: string, utcOffsetMinutes: number): Promise<mailSync.EmailStats> {
    // Time zones run from UTC−12 to UTC+14.
    if (!Number.isInteger(utcOffsetMinutes) || Math.abs(utcOffsetMinutes) > 14 * 60)
      throw invalid('The UTC offset must be whole minutes from −840 to 840.');
    const now = new Date();
    const { fromHour } = weekWindow(now, utcOffsetMinutes);
    const [total, byStatus, hours, accuracy, mailbox] = await Promise.all([
      this.repos.emails.count({ org_id: orgId }),
      Promise.all(EMAIL_STATUSES.map((s) => this.repos.emails.count({ org_id: orgId, status: s }))),
      this.repos.hourCounts.find({ org_id: orgId, hour: { $gte: fromHour } }),
      this.repos.accuracy.findOne({ org_id: orgId }),
      this.mailboxes.find(orgId),
    ]);
    const count = (s: EmailStatus) => byStatus[EMAIL_STATUSES.indexOf(s)] ?? 0;
    return {
      total,
      pending: count('pending'),
      drafted: count('drafted'),
      replied: count('replied'),
      no_reply_needed: count('no_reply_needed'),
      // An hour counted only by one side was upserted without the other field.
      week: weekCounts(
        now,
        utcOffsetMinutes,
        hours.map((h) => ({ hour: h.hour, received: h.received ?? 0, replied: h.replied ?? 0 })),
      ),
      ai_sent: accuracy?.ai_sent ?? 0,
      ai_sent_unedited: accuracy?.ai_sent_unedited ?? 0,
      ai_kept_permille_sum: accuracy?.ai_kept_permille_sum ?? 0,
      mailbox: mailbox ? watchState(mailbox) : undefined,
    };
  }
}
