import { DuplicateKeyError } from '@winzmail/platform/errors';
import type { EventOutbox } from '@winzmail/platform/outbox';
import { withSpan } from '@winzmail/platform/telemetry';
import {
  addCounts,
  type EmailDoc,
  type MailboxDoc,
  type MailRepos,
} from '../adapters/repositories.js';
import type { ThreadMessage } from '../domain/thread.js';
import { buildEmail, receivedEvent, type IncomingMessage } from './incoming.js';
import { recordStored } from '../metrics.js';
import { contextOf, earlierMail, loopOf } from './thread-history.js';

/**
 * Stores a new message with its `mail.received` event in one write; false when it was imported
 * before (the record's _id is the message key, so the insert itself decides). Each arrival starts
 * its own trace (`mail.arrival`): the event carries it on to the reply and the send.
 */
export async function storeIncoming(
  outbox: EventOutbox,
  repos: Pick<MailRepos, 'emails'>,
  msg: IncomingMessage,
  mailbox: MailboxDoc,
  backlog: boolean,
  extra: Partial<EmailDoc> = {},
): Promise<boolean> {
  const now = new Date();
  const doc = { ...buildEmail(msg, mailbox, backlog, now.toISOString()), ...extra };
  // A message to be answered: the loop guard looks for a machine (the same text again, a burst),
  // and reply-generation gets the conversation so far as context.
  let thread: ThreadMessage[] = [];
  if (doc.status === 'pending' && !doc.backlog) {
    const earlier = await earlierMail(repos, doc, now);
    const loop = loopOf(doc, earlier, now);
    if (loop) Object.assign(doc, { status: 'no_reply_needed', reason: loop.reason });
    else thread = contextOf(doc, earlier, mailbox.email_address);
  }
  const attributes = {
    'app.org_id': doc.org_id,
    'app.mailbox_id': doc.mailbox_id,
    'app.email_id': doc._id,
    'app.mail.provider': mailbox.provider,
    'app.mail.backlog': backlog,
  };
  return withSpan(
    '@winzmail/mail-sync',
    'mail.arrival',
    { kind: 'consumer', root: true, attributes },
    async (span) => {
      try {
        await outbox.insertOne(repos.emails, doc, [receivedEvent(doc, thread)]);
        recordStored(doc, mailbox.provider);
        return true;
      } catch (err) {
        if (!(err instanceof DuplicateKeyError)) throw err;
        span.setAttribute('app.mail.duplicate', true);
        return false;
      }
    },
  );
}

/** Arrivals per UTC hour of one batch, added to the week chart's counters in one write each. */
export class HourTally {
  private readonly hours = new Map<string, number>();

  /** An arrival at `at` (ms); a future date (a wrong clock) counts as now. */
  add(at: number): void {
    const hour = new Date(Math.min(at, Date.now())).toISOString().slice(0, 13);
    this.hours.set(hour, (this.hours.get(hour) ?? 0) + 1);
  }

  get total(): number {
    return [...this.hours.values()].reduce((a, b) => a + b, 0);
  }

  async flush(repos: Pick<MailRepos, 'hourCounts'>, orgId: string): Promise<void> {
    for (const [hour, received] of this.hours)
      await addCounts(repos.hourCounts, { org_id: orgId, hour }, { received });
    this.hours.clear();
  }
}

/** Where the backlog ends: when the settings were saved, to the second (as servers date mail). */
export const backlogEnd = (mailbox: MailboxDoc): number =>
  Math.floor(Date.parse(mailbox.updated_at) / 1000) * 1000;
