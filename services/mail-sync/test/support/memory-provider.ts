import type { EmailDoc, MailboxDoc } from '../../src/adapters/repositories.js';
import type { OutgoingMail } from '../../src/domain/reply-message.js';
import {
  GrantError,
  type ApiMailbox,
  type FetchedMessage,
  type TokenBatch,
} from '../../src/providers/port.js';

/**
 * A provider that keeps one mailbox in memory and speaks mail-sync's API-mailbox contract (behind
 * providers/api.ts, as Gmail and Graph do) — for the generic import and watcher logic (cursor, backlog, batches, a refused grant). The Gmail and Graph
 * adapters are tested against loopback servers speaking Google's and Microsoft's protocols.
 */
export class MemoryProvider {
  readonly inbox: FetchedMessage[] = [];
  readonly sent: { email: EmailDoc; mail: OutgoingMail }[] = [];
  readonly drafts: { email: EmailDoc; mail: OutgoingMail }[] = [];
  /** Cursors the import asked with, in order. */
  readonly asked: (string | undefined)[] = [];
  grantValid = true;
  batchSize = 2;
  /** Throws after handing out this many batches in one sync (a cut connection). */
  failAfterBatches = Infinity;

  deliver(raw: string, arrivedAt = Date.now()): FetchedMessage {
    const n = this.inbox.length + 1;
    const msg = { ref: { id: `m${n}`, thread_id: `t${n}` }, raw: Buffer.from(raw), arrivedAt };
    this.inbox.push(msg);
    return msg;
  }

  open(_mailbox: MailboxDoc): ApiMailbox {
    return {
      changes: (cursor, since) => this.changes(cursor, since),
      send: async (email, mail) => {
        this.check();
        this.sent.push({ email, mail });
        return `<sent-${this.sent.length}@memory.test>`;
      },
      saveDraft: async (email, mail) => {
        this.check();
        this.drafts.push({ email, mail });
        return mail.messageId;
      },
      deleteDraft: async (id) => {
        this.check();
        const at = this.drafts.findIndex((d) => d.mail.messageId === id);
        if (at >= 0) this.drafts.splice(at, 1);
      },
      // No Sent folder here: the history readers are tested against Gmail's and Graph's fakes.
      repliedThreads: async function* () {},
    };
  }

  private check(): void {
    if (!this.grantValid) throw new GrantError('invalid_grant');
  }

  private async *changes(cursor: string | undefined, since: Date): AsyncIterable<TokenBatch> {
    this.check();
    this.asked.push(cursor);
    const start = cursor === undefined ? 0 : Number(cursor);
    const fresh = this.inbox
      .slice(start)
      .filter((m) => cursor !== undefined || m.arrivedAt >= since.getTime());
    let position = start;
    let handed = 0;
    for (let i = 0; i < fresh.length; i += this.batchSize) {
      if (handed >= this.failAfterBatches) throw new Error('the connection was cut');
      const batch = fresh.slice(i, i + this.batchSize);
      position = this.inbox.indexOf(batch[batch.length - 1]!) + 1;
      handed += 1;
      yield { messages: batch, cursor: String(position) };
    }
    // The cursor of "now", also when nothing was new.
    yield { messages: [], cursor: String(this.inbox.length) };
  }
}

/** A plain message from a customer. */
export const customerMail = (n: number): string =>
  [
    `From: Customer ${n} <customer${n}@example.org>`,
    'To: support@company.test',
    `Subject: Question ${n}`,
    `Message-ID: <q${n}-${Math.random().toString(36).slice(2)}@example.org>`,
    `Date: ${new Date().toUTCString()}`,
    '',
    `Hello, question number ${n}.`,
  ].join('\r\n');
