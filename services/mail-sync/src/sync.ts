import type { FetchMessageObject, ImapFlow } from 'imapflow';
import type { Logger } from '@winzmail/platform';
import { KeyedQueue } from './keyed-queue.js';
import type { EventOutbox } from '@winzmail/platform/outbox';
import type { MailNetPolicy } from './adapters/endpoint.js';
import { netPolicyOf, type MailConfig } from './config.js';
import { openImap } from './adapters/imap.js';
import { parseMessage } from './adapters/mime.js';
import type { MailboxDoc, MailRepos } from './adapters/repositories.js';
import { batchBySize, planScan, type ScanPlan } from './domain/scan-plan.js';
import type { MailCredentials } from './domain/types.js';
import { parsedFromEnvelope, type IncomingMessage } from './incoming.js';
import { backlogEnd, HourTally, storeIncoming } from './store-incoming.js';

export interface SyncSettings {
  policy: MailNetPolicy;
  backlogDays: number;
  /** Larger messages are recorded from their headers; the content is never downloaded. */
  maxMessageBytes: number;
}

export interface SyncDeps {
  repos: MailRepos;
  outbox: EventOutbox;
  /** The mailbox's settings with its password opened. */
  credentials: (mailbox: MailboxDoc) => MailCredentials;
  settings: SyncSettings;
  logger: Logger;
}

export interface SyncResult {
  imported: number;
  /** The mailbox was removed or its settings changed: this sync's view of it is out of date. */
  stale: boolean;
}

/** Messages per FETCH, and the content one FETCH may bring into memory. */
const BATCH_COUNT = 100;
const BATCH_BYTES = 32 * 1024 * 1024;

/**
 * Imports new INBOX mail of a mailbox: each message stored once with its `mail.received` event,
 * the cursor advanced after each batch so a restart resumes where it stopped. One sync per
 * mailbox at a time in this process.
 */
export class MailboxSync {
  private readonly queue = new KeyedQueue();

  constructor(private readonly deps: SyncDeps) {}

  /** Syncs now, on `session` when given (a watcher's), else on a connection of its own. */
  syncOnce(mailbox: MailboxDoc, session?: ImapFlow): Promise<SyncResult> {
    return this.queue.run(mailbox._id, () => this.run(mailbox, session));
  }

  private async run(given: MailboxDoc, session?: ImapFlow): Promise<SyncResult> {
    // The cursor moves with every sync: read it fresh, and only for the settings we were given.
    const mailbox = await this.deps.repos.mailboxes.findOne({ _id: given._id });
    if (!mailbox || mailbox.revision !== given.revision) return { imported: 0, stale: true };
    const client =
      session ?? (await openImap(this.deps.credentials(mailbox), this.deps.settings.policy));
    try {
      const lock = await client.getMailboxLock('INBOX');
      try {
        return await this.scan(client, mailbox);
      } finally {
        lock.release();
      }
    } finally {
      if (!session) await client.logout().catch(() => client.close());
    }
  }

  private async scan(client: ImapFlow, mailbox: MailboxDoc): Promise<SyncResult> {
    const box = client.mailbox;
    if (!box) throw new Error('INBOX could not be selected');
    const uidvalidity = Number(box.uidValidity);
    const plan = planScan(mailbox, uidvalidity, new Date(), this.deps.settings.backlogDays);
    const uids = await this.listUids(client, plan);
    let imported = 0;
    let lastUid = plan.afterUid;
    for (let i = 0; i < uids.length; i += BATCH_COUNT) {
      const batch = uids.slice(i, i + BATCH_COUNT);
      imported += await this.importBatch(client, mailbox, batch, plan);
      lastUid = Math.max(lastUid, ...batch);
      if (!(await this.moveCursor(mailbox, uidvalidity, lastUid, false)))
        return { imported, stale: true };
    }
    // UIDs below UIDNEXT that were not listed are gone or outside the window: never look again.
    lastUid = Math.max(lastUid, box.uidNext - 1);
    const finished = await this.moveCursor(mailbox, uidvalidity, lastUid, plan.mode === 'backlog');
    return { imported, stale: !finished };
  }

  private async listUids(client: ImapFlow, plan: ScanPlan): Promise<number[]> {
    // SEARCH SINCE compares dates only; the exact cut by internal date follows in importBatch.
    const found = await client.search(
      plan.since ? { since: plan.since } : { uid: `${plan.afterUid + 1}:*` },
      { uid: true },
    );
    // "N:*" names the highest UID even when it is below N: the filter drops it.
    return (found || []).filter((uid) => uid > plan.afterUid).sort((a, b) => a - b);
  }

  private async importBatch(
    client: ImapFlow,
    mailbox: MailboxDoc,
    uids: number[],
    plan: ScanPlan,
  ): Promise<number> {
    const metas = (
      await client.fetchAll(
        uids.join(','),
        { uid: true, size: true, internalDate: true, envelope: true },
        { uid: true },
      )
    ).filter((m) => !plan.since || arrival(m) >= plan.since.getTime());
    const limit = this.deps.settings.maxMessageBytes;
    const small = metas.filter((m) => (m.size ?? 0) <= limit);
    const large = metas.filter((m) => (m.size ?? 0) > limit);
    const tally = new HourTally();
    // Backlog is what was there before these settings were saved; mail arriving during the
    // first sync is new and answered like any other.
    const savedAt = backlogEnd(mailbox);
    const count = async (msg: IncomingMessage, meta: FetchMessageObject) => {
      const backlog = plan.backlog && !(arrival(meta) >= savedAt);
      const { outbox, repos } = this.deps;
      if (await storeIncoming(outbox, repos, msg, mailbox, backlog)) tally.add(arrival(meta));
    };
    const sized = small.map((m) => ({ meta: m, size: m.size ?? 0 }));
    for (const group of batchBySize(sized, BATCH_COUNT, BATCH_BYTES)) {
      const sources = await this.fetchParts(
        client,
        group.map((g) => g.meta.uid),
        'source',
      );
      for (const { meta } of group) {
        const raw = sources.get(meta.uid);
        if (raw) await count(await this.read(raw, meta), meta);
      }
    }
    if (large.length > 0) {
      const headers = await this.fetchParts(
        client,
        large.map((m) => m.uid),
        'headers',
      );
      for (const meta of large) {
        const head = headers.get(meta.uid) ?? Buffer.alloc(0);
        const mb = ((meta.size ?? 0) / (1024 * 1024)).toFixed(1);
        await count(await this.read(head, meta, `too large to read (${mb} MB)`), meta);
      }
    }
    const imported = tally.total;
    await tally.flush(this.deps.repos, mailbox.org_id);
    return imported;
  }

  private async fetchParts(
    client: ImapFlow,
    uids: number[],
    part: 'source' | 'headers',
  ): Promise<Map<number, Buffer>> {
    const out = new Map<number, Buffer>();
    for await (const msg of client.fetch(
      uids.join(','),
      { uid: true, [part]: true },
      { uid: true },
    ))
      if (msg[part]) out.set(msg.uid, msg[part]);
    return out;
  }

  /** Parses a message; what cannot be parsed is recorded from the envelope with the reason. */
  private async read(
    bytes: Buffer,
    meta: FetchMessageObject,
    unreadable?: string,
  ): Promise<IncomingMessage> {
    try {
      return { parsed: await parseMessage(bytes), keyBytes: bytes, uid: meta.uid, unreadable };
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      this.deps.logger.warn({ uid: meta.uid, err: why }, 'mail-sync: a message could not be read');
      return {
        parsed: parsedFromEnvelope(meta.envelope),
        keyBytes: bytes,
        uid: meta.uid,
        unreadable: unreadable ?? `could not be read: ${why.slice(0, 200)}`,
      };
    }
  }

  /** Compare-and-set on the revision: settings changed meanwhile win. */
  private async moveCursor(
    mailbox: MailboxDoc,
    uidvalidity: number,
    lastUid: number,
    initialized: boolean,
  ): Promise<boolean> {
    const now = new Date().toISOString();
    const res = await this.deps.repos.mailboxes.updateOne(
      { _id: mailbox._id, revision: mailbox.revision },
      {
        $set: {
          cursor: { uidvalidity, last_uid: lastUid, synced_at: now },
          ...(initialized ? { initialized_at: now } : {}),
        },
      },
    );
    return res.matched > 0;
  }
}

/** When the server received the message (its internal date), in ms. */
function arrival(meta: FetchMessageObject): number {
  const t = meta.internalDate ? new Date(meta.internalDate).getTime() : NaN;
  return Number.isNaN(t) ? Date.now() : t;
}

export const syncSettingsOf = (config: MailConfig): SyncSettings => ({
  policy: netPolicyOf(config),
  backlogDays: config.MAIL_BACKLOG_DAYS,
  maxMessageBytes: config.MAIL_MAX_MESSAGE_BYTES,
});
