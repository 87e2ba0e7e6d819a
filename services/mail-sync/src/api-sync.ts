import type { Logger } from '@winzmail/platform';
import { KeyedQueue } from './keyed-queue.js';
import type { EventOutbox } from '@winzmail/platform/outbox';
import { parseMessage } from './adapters/mime.js';
import type { MailboxDoc, MailRepos } from './adapters/repositories.js';
import { parsedFromEnvelope, type IncomingMessage } from './incoming.js';
import type { ApiMailbox, FetchedMessage } from './providers/port.js';
import { backlogEnd, HourTally, storeIncoming } from './store-incoming.js';
import type { SyncResult } from './sync.js';

export interface ApiSyncDeps {
  repos: MailRepos;
  outbox: EventOutbox;
  /** On a mailbox's first sync only mail this recent is imported (and never answered). */
  backlogDays: number;
  logger: Logger;
}

const DAY_MS = 86_400_000;
/**
 * When the provider no longer knows the cursor, mail is listed again from a little before the
 * last sync: whatever was imported already is dropped by the unique key.
 */
const RELIST_SLACK_MS = 60 * 60_000;

/**
 * Imports new INBOX mail of a Gmail or Outlook mailbox through its provider: each message stored
 * once with its `mail.received` event (the same records and events as IMAP), the cursor saved
 * after each batch so a restart resumes where it stopped. One sync per mailbox at a time here.
 */
export class ApiSync {
  private readonly queue = new KeyedQueue();

  constructor(private readonly deps: ApiSyncDeps) {}

  syncOnce(mailbox: MailboxDoc, source: ApiMailbox): Promise<SyncResult> {
    return this.queue.run(mailbox._id, () => this.run(mailbox, source));
  }

  private async run(given: MailboxDoc, source: ApiMailbox): Promise<SyncResult> {
    // The cursor moves with every sync: read it fresh, and only for the grant we were given.
    const mailbox = await this.deps.repos.mailboxes.findOne({ _id: given._id });
    if (!mailbox || mailbox.revision !== given.revision) return { imported: 0, stale: true };
    // Until the first sync finished (a restart may cut it), mail from before the connection is
    // backlog: shown, never answered.
    const first = !mailbox.initialized_at;
    const since = !mailbox.api_cursor
      ? new Date(Date.now() - this.deps.backlogDays * DAY_MS)
      : new Date(Date.parse(mailbox.api_cursor!.synced_at) - RELIST_SLACK_MS);
    const savedAt = backlogEnd(mailbox);
    let imported = 0;
    for await (const batch of source.changes(mailbox.api_cursor?.token, since)) {
      const tally = new HourTally();
      for (const fetched of batch.messages) {
        const backlog = first && fetched.arrivedAt < savedAt;
        const msg = await this.read(fetched);
        const ref = { ref: fetched.ref };
        const { outbox, repos } = this.deps;
        if (await storeIncoming(outbox, repos, msg, mailbox, backlog, ref))
          tally.add(fetched.arrivedAt);
      }
      imported += tally.total;
      await tally.flush(this.deps.repos, mailbox.org_id);
      if (batch.cursor !== undefined && !(await this.moveCursor(mailbox, batch.cursor, false)))
        return { imported, stale: true };
    }
    if (first && !(await this.moveCursor(mailbox, undefined, true)))
      return { imported, stale: true };
    return { imported, stale: false };
  }

  /** Parses a message; what cannot be parsed is recorded with the reason, never answered. */
  private async read(fetched: FetchedMessage): Promise<IncomingMessage> {
    const base = { keyBytes: fetched.raw, uid: 0, unreadable: fetched.unreadable };
    try {
      return { ...base, parsed: await parseMessage(fetched.raw) };
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      this.deps.logger.warn(
        { ref: fetched.ref.id, err: why },
        'mail-sync: a message could not be read',
      );
      return {
        ...base,
        parsed: parsedFromEnvelope(undefined),
        unreadable: fetched.unreadable ?? `could not be read: ${why.slice(0, 200)}`,
      };
    }
  }

  /** Compare-and-set on the revision: a reconnect or a removal meanwhile wins. */
  private async moveCursor(
    mailbox: MailboxDoc,
    token: string | undefined,
    initialized: boolean,
  ): Promise<boolean> {
    const now = new Date().toISOString();
    const res = await this.deps.repos.mailboxes.updateOne(
      { _id: mailbox._id, revision: mailbox.revision },
      {
        $set: {
          ...(token !== undefined ? { api_cursor: { token, synced_at: now } } : {}),
          ...(initialized ? { initialized_at: now } : {}),
        },
      },
    );
    return res.matched > 0;
  }
}
