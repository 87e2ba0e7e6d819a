import { nowIso } from '@winzmail/platform';
import { DuplicateKeyError } from '@winzmail/platform/errors';
import type { events } from '@winzmail/proto';
import type { Mailboxes } from '../accounts/mailboxes.js';
import type { MailRepos } from '../adapters/repositories.js';
import { handoffEmail } from '../domain/handoff-email.js';
import type { Outcomes } from '../outcomes/outcomes.js';

/**
 * handoff.requested → one pending Inbox email with the visitor's conversation. Idempotent: the
 * email's id comes from the handoff's, so a redelivery inserts nothing. No event leaves with it:
 * the AI never answers a handoff, and nothing is sent until staff reply.
 */
export async function storeHandoff(
  deps: {
    repos: Pick<MailRepos, 'emails'>;
    mailboxes: Pick<Mailboxes, 'find'>;
    outcomes: Pick<Outcomes, 'add'>;
  },
  event: events.HandoffRequested__Output,
): Promise<void> {
  const mailbox = await deps.mailboxes.find(event.org_id);
  const email = handoffEmail(event, mailbox, nowIso());
  try {
    await deps.repos.emails.insertOne(email);
  } catch (err) {
    if (!(err instanceof DuplicateKeyError)) throw err;
    return;
  }
  // Counted by the insert that stored it: once.
  await deps.outcomes.add(
    {
      org_id: event.org_id,
      mailbox_id: email.mailbox_id,
      ...(mailbox ? { mailbox_address: mailbox.email_address } : {}),
    },
    { handed_over: 1 },
  );
}
