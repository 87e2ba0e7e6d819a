import type { Logger } from '@winzmail/platform';
import type { EventOutbox } from '@winzmail/platform/outbox';
import { parseMessage } from '../adapters/mime.js';
import type { MailRepos } from '../adapters/repositories.js';
import { KeyedQueue } from '../domain/keyed-queue.js';
import type { MailboxDoc } from '../domain/records.js';
import type { FetchedMessage, MailboxSession, SyncPosition } from '../providers/port.js';
import { notSetUp, providerOf, type Providers } from '../providers/registry.js';
import { parsedFromEnvelope, type IncomingMessage } from './incoming.js';
import { backlogEnd, HourTally, storeIncoming } from './store-incoming.js';

export interface SyncDeps {
  repos: MailRepos;
  outbox: EventOutbox;
  providers: Providers;
  /** On a mailbox's first sync only mail this recent is imported (and never answered). */
  backlogDays: number;
  logger: Logger;
}

export interface SyncResult {
  imported: number;
  /** The mailbox was removed or its settings changed: this sync's view of it is out of date. */
  stale: boolean;
}

/**
 * Imports new INBOX mail of a mailbox, whatever its provider: each message stored once with its
 * `mail.received` event, the position saved after each batch so a restart resumes where it
 * stopped. One sync per mailbox at a time in this process.
 */
export class MailboxSync {
  private readonly queue = new KeyedQueue();

  constructor(private readonly deps: SyncDeps) {}

  /** Syncs now, on `session` when given (a watcher's), else on a session of its own. */
  syncOnce(mailbox: MailboxDoc, session?: MailboxSession): Promise<SyncResult> {
    return this.queue.run(mailbox._id, () => this.run(mailbox, session));
  }

  private async run(given: MailboxDoc, session?: MailboxSession): Promise<SyncResult> {
    // The position moves with every sync: read it fresh, and only for the settings we were given.
    const mailbox = await this.deps.repos.mailboxes.findOne({ _id: given._id });
    if (!mailbox || mailbox.revision !== given.revision) return { imported: 0, stale: true };
    if (session) return this.importFrom(session, mailbox);
    const provider = providerOf(this.deps.providers, mailbox);
    if (!provider) throw new Error(notSetUp(mailbox));
    const own = await provider.connect(mailbox);
    try {
      return await this.importFrom(own, mailbox);
    } finally {
      await own.close();
    }
  }

  private async importFrom(session: MailboxSession, mailbox: MailboxDoc): Promise<SyncResult> {
    // Until the first sync finished (a restart may cut it), mail from before the settings were
    // saved is backlog: shown, never answered. Mail arriving during it is new.
    const first = !mailbox.initialized_at;
    const savedAt = backlogEnd(mailbox);
    const { outbox, repos } = this.deps;
    let imported = 0;
    for await (const batch of session.changes(mailbox, this.deps.backlogDays)) {
      const tally = new HourTally();
      for (const fetched of batch.messages) {
        const backlog = first && !(fetched.arrivedAt >= savedAt);
        const msg = await this.read(fetched);
        const extra = fetched.ref ? { ref: fetched.ref } : {};
        if (await storeIncoming(outbox, repos, msg, mailbox, backlog, extra))
          tally.add(fetched.arrivedAt);
      }
      imported += tally.total;
      await tally.flush(repos, mailbox.org_id);
      if (batch.position && !(await this.move(mailbox, batch.position)))
        return { imported, stale: true };
    }
    if (first && !(await this.move(mailbox))) return { imported, stale: true };
    return { imported, stale: false };
  }

  /** Parses a message; what cannot be parsed is recorded from the envelope with the reason. */
  private async read(fetched: FetchedMessage): Promise<IncomingMessage> {
    const base = { keyBytes: fetched.raw, uid: fetched.uid ?? 0, unreadable: fetched.unreadable };
    try {
      return { ...base, parsed: await parseMessage(fetched.raw) };
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      this.deps.logger.warn(
        { uid: fetched.uid, ref: fetched.ref?.id, err: why },
        'mail-sync: a message could not be read',
      );
      return {
        ...base,
        parsed: parsedFromEnvelope(fetched.envelope),
        unreadable: fetched.unreadable ?? `could not be read: ${why.slice(0, 200)}`,
      };
    }
  }

  /**
   * Saves where the next sync resumes, or (without a position) that the first sync finished.
   * Compare-and-set on the revision: settings changed (or the mailbox removed) meanwhile win.
   */
  private async move(mailbox: MailboxDoc, position?: SyncPosition): Promise<boolean> {
    const now = new Date().toISOString();
    const $set = !position
      ? { initialized_at: now }
      : 'cursor' in position
        ? { cursor: { ...position.cursor, synced_at: now } }
        : { api_cursor: { ...position.api_cursor, synced_at: now } };
    const res = await this.deps.repos.mailboxes.updateOne(
      { _id: mailbox._id, revision: mailbox.revision },
      { $set },
    );
    return res.matched > 0;
  }
}
