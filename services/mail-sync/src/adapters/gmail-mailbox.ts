import type { gmail_v1 } from '@googleapis/gmail';
import type { EmailDoc } from '../domain/records.js';
import type { OutgoingMail } from '../domain/reply-message.js';
import {
  GrantError,
  SendError,
  type ApiMailbox,
  type FetchedMessage,
  type TokenBatch,
} from '../providers/port.js';
import type { HistoryOptions, RepliedThread } from '../domain/replied-history.js';
import { gmailRepliedThreads } from './gmail-history.js';
import { gmailFailure, googleReason, googleStatus, isRevoked } from './google.js';
import { composeMail } from './smtp.js';

/** Messages fetched per batch (each is one messages.get). */
const BATCH = 25;
const PAGE = 100;

/**
 * One Gmail mailbox through the Gmail API v1: changes from users.history (messageAdded in
 * INBOX) since the stored historyId, or a listing since a date; replies with users.messages.send
 * in the message's threadId; drafts with users.drafts.create (they show in Gmail's Drafts).
 */
export class GmailMailbox implements ApiMailbox {
  constructor(
    private readonly api: gmail_v1.Gmail,
    /** Larger messages are kept as their headers only. */
    private readonly maxBytes: number,
  ) {}

  async *changes(cursor: string | undefined, since: Date): AsyncIterable<TokenBatch> {
    if (cursor !== undefined) {
      const fromHistory = await this.guard(() => this.historyPages(cursor));
      if (fromHistory) {
        yield* this.fetchPages(fromHistory);
        return;
      }
    }
    yield* this.listSince(since);
  }

  async send(email: EmailDoc, mail: OutgoingMail): Promise<string> {
    const raw = (await composeMail(mail)).toString('base64url');
    try {
      await this.api.users.messages.send({
        userId: 'me',
        requestBody: { raw, ...(email.ref?.thread_id ? { threadId: email.ref.thread_id } : {}) },
      });
      return '';
    } catch (err) {
      if (isRevoked(err)) throw new GrantError(googleReason(err));
      const status = googleStatus(err);
      // A refusal (4xx) sent nothing; no answer or a 5xx may have sent it.
      throw new SendError(
        status !== undefined && status >= 400 && status < 500 ? 'not_sent' : 'unknown',
        googleReason(err),
      );
    }
  }

  async saveDraft(email: EmailDoc, mail: OutgoingMail): Promise<string> {
    const raw = (await composeMail(mail)).toString('base64url');
    const { data } = await this.guard(() =>
      this.api.users.drafts.create({
        userId: 'me',
        requestBody: {
          message: { raw, ...(email.ref?.thread_id ? { threadId: email.ref.thread_id } : {}) },
        },
      }),
    );
    return data.id ?? '';
  }

  async deleteDraft(id: string): Promise<void> {
    try {
      await this.api.users.drafts.delete({ userId: 'me', id });
    } catch (err) {
      if (googleStatus(err) === 404) return; // deleted, or sent, in Gmail already
      throw this.mapped(err);
    }
  }

  repliedThreads(ownAddress: string, options: HistoryOptions): AsyncIterable<RepliedThread> {
    return gmailRepliedThreads(this.api, ownAddress, options, this.maxBytes);
  }

  /**
   * The history since `startHistoryId`, a page at a time: the ids added to INBOX and the cursor
   * after the page (the last record's id, the mailbox's historyId after the last page). null
   * when Gmail no longer keeps that history (404): the caller lists instead.
   */
  private async historyPages(
    startHistoryId: string,
  ): Promise<{ ids: string[]; cursor: string }[] | null> {
    const pages: { ids: string[]; cursor: string }[] = [];
    let pageToken: string | undefined;
    do {
      let data: gmail_v1.Schema$ListHistoryResponse;
      try {
        data = (
          await this.api.users.history.list({
            userId: 'me',
            startHistoryId,
            historyTypes: ['messageAdded'],
            labelId: 'INBOX',
            maxResults: PAGE,
            pageToken,
          })
        ).data;
      } catch (err) {
        if (googleStatus(err) === 404) return null;
        throw err;
      }
      const records = data.history ?? [];
      const ids = records.flatMap((h) =>
        (h.messagesAdded ?? [])
          .map((a) => a.message)
          .filter((m) => m?.id && (m.labelIds ?? ['INBOX']).includes('INBOX'))
          .map((m) => m!.id!),
      );
      pageToken = data.nextPageToken ?? undefined;
      const last = records.at(-1)?.id;
      pages.push({ ids, cursor: (pageToken ? last : data.historyId) ?? startHistoryId });
    } while (pageToken);
    return pages;
  }

  private async *fetchPages(pages: { ids: string[]; cursor: string }[]): AsyncIterable<TokenBatch> {
    for (const page of pages) {
      const ids = [...new Set(page.ids)];
      for (let i = 0; i < ids.length; i += BATCH) {
        const last = i + BATCH >= ids.length;
        yield {
          messages: await this.fetch(ids.slice(i, i + BATCH)),
          ...(last ? { cursor: page.cursor } : {}),
        };
      }
      if (ids.length === 0) yield { messages: [], cursor: page.cursor };
    }
  }

  /**
   * Everything in INBOX since `since`, oldest first, ending with the historyId taken BEFORE the
   * listing: mail arriving meanwhile is seen again by the next history sync (and dropped as a
   * repeat), never missed.
   */
  private async *listSince(since: Date): AsyncIterable<TokenBatch> {
    const profile = await this.guard(() => this.api.users.getProfile({ userId: 'me' }));
    const historyId = profile.data.historyId ?? '';
    const ids: string[] = [];
    let pageToken: string | undefined;
    do {
      const { data } = await this.guard(() =>
        this.api.users.messages.list({
          userId: 'me',
          labelIds: ['INBOX'],
          q: `after:${Math.floor(since.getTime() / 1000)}`,
          maxResults: PAGE,
          pageToken,
        }),
      );
      ids.push(...(data.messages ?? []).map((m) => m.id!).filter(Boolean));
      pageToken = data.nextPageToken ?? undefined;
    } while (pageToken);
    ids.reverse(); // Gmail lists newest first
    for (let i = 0; i < ids.length; i += BATCH)
      yield { messages: await this.fetch(ids.slice(i, i + BATCH)) };
    yield { messages: [], cursor: historyId };
  }

  private async fetch(ids: string[]): Promise<FetchedMessage[]> {
    const out: FetchedMessage[] = [];
    for (const id of ids) {
      let data: gmail_v1.Schema$Message;
      try {
        data = (await this.api.users.messages.get({ userId: 'me', id, format: 'raw' })).data;
      } catch (err) {
        if (googleStatus(err) === 404) continue; // deleted since it was listed
        throw this.mapped(err);
      }
      let raw: Buffer = Buffer.from(data.raw ?? '', 'base64url');
      let unreadable: string | undefined;
      if (raw.length > this.maxBytes) {
        unreadable = `too large to read (${(raw.length / (1024 * 1024)).toFixed(1)} MB)`;
        raw = headerBlock(raw);
      }
      out.push({
        ref: { id: data.id ?? id, thread_id: data.threadId ?? '' },
        raw,
        arrivedAt: Number(data.internalDate ?? Date.now()),
        ...(unreadable ? { unreadable } : {}),
      });
    }
    return out;
  }

  private mapped(err: unknown): unknown {
    return gmailFailure(err);
  }

  private async guard<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      throw this.mapped(err);
    }
  }
}

/** The header block of a message (up to the first blank line). */
function headerBlock(raw: Buffer): Buffer {
  const end = raw.indexOf('\r\n\r\n');
  const alt = raw.indexOf('\n\n');
  const cut = end >= 0 ? end + 4 : alt >= 0 ? alt + 2 : Math.min(raw.length, 64 * 1024);
  return raw.subarray(0, cut);
}
