import { nowIso } from '@winzmail/platform';
import { DuplicateKeyError } from '@winzmail/platform/errors';
import type { events } from '@winzmail/proto';
import type { Mailboxes } from '../accounts/mailboxes.js';
import type { MailRepos } from '../adapters/repositories.js';
import { handoffEmail } from '../domain/handoff-email.js';

/**
 * handoff.requested → one pending Inbox email with the visitor's conversation. Idempotent: the
 * email's id comes from the handoff's, so a redelivery inserts nothing. No event leaves with it:
 * the AI never answers a handoff, and nothing is sent until staff reply.
 */
export async function storeHandoff(
  deps: { repos: Pick<MailRepos, 'emails'>; mailboxes: Pick<Mailboxes, 'find'> },
  event: events.HandoffRequested__Output,
): Promise<void> {
  const mailbox = await deps.mailboxes.find(event.org_id);
  try {
    await deps.repos.emails.insertOne(handoffEmail(event, mailbox, nowIso()));
  } catch (err) {
    if (!(err instanceof DuplicateKeyError)) throw err;
  }
}
