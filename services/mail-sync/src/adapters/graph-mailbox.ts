import { AppError } from '@winzmail/platform';
import type { OutgoingMail } from '../domain/reply-message.js';
import type { EmailDoc } from '../domain/records.js';
import type { HistoryOptions, RepliedThread } from '../domain/replied-history.js';
import {
  GrantError,
  SendError,
  type ApiMailbox,
  type FetchedMessage,
  type TokenBatch,
} from '../providers/port.js';
import { graphRepliedThreads } from './graph-history.js';

/** A Graph access token; `force` asks for a fresh one (after a 401). */
export type TokenSource = (force: boolean) => Promise<string>;

interface DeltaPage {
  value?: { id?: string; '@removed'?: unknown }[];
  '@odata.nextLink'?: string;
  '@odata.deltaLink'?: string;
}

/** Graph answered with an error status (kept apart from no answer at all). */
class GraphError extends AppError {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super('UNAVAILABLE', message);
  }
}

/**
 * One Outlook / Microsoft 365 mailbox through Microsoft Graph v1.0: the inbox's delta query
 * (the deltaLink is the cursor), each new message's MIME from /$value, replies in the
 * conversation with createReply → PATCH the body → send, drafts left in Drafts.
 */
export class GraphMailbox implements ApiMailbox {
  constructor(
    private readonly graphUrl: string,
    private readonly token: TokenSource,
    private readonly maxBytes: number,
    private readonly timeoutMs: number,
  ) {}

  async *changes(cursor: string | undefined, since: Date): AsyncIterable<TokenBatch> {
    let next: string | undefined = cursor;
    if (next) {
      // A deltaLink Graph no longer knows (410): list again from `since`.
      const first = await this.call('GET', next).catch((err: unknown) => {
        if (err instanceof GraphError && err.status === 410) return undefined;
        throw err;
      });
      if (first) {
        yield* this.pages(first as DeltaPage);
        return;
      }
    }
    const filter = encodeURIComponent(`receivedDateTime ge ${since.toISOString()}`);
    next = `${this.graphUrl}/me/mailFolders/inbox/messages/delta?$select=id,receivedDateTime&$filter=${filter}`;
    yield* this.pages((await this.call('GET', next)) as DeltaPage);
  }

  async send(email: EmailDoc, mail: OutgoingMail): Promise<string> {
    const draft = await this.replyDraft(email, mail).catch((err: unknown) => {
      throw sendFailure(err, true);
    });
    try {
      await this.call('POST', `${this.graphUrl}/me/messages/${enc(draft.id)}/send`);
    } catch (err) {
      throw sendFailure(err, false);
    }
    return draft.internetMessageId ?? '';
  }

  async saveDraft(email: EmailDoc, mail: OutgoingMail): Promise<string> {
    return (await this.replyDraft(email, mail)).id;
  }

  async deleteDraft(id: string): Promise<void> {
    try {
      await this.call('DELETE', `${this.graphUrl}/me/messages/${enc(id)}`);
    } catch (err) {
      // Deleted, or sent, in Outlook already.
      if (err instanceof GraphError && err.status === 404) return;
      throw err;
    }
  }

  repliedThreads(ownAddress: string, options: HistoryOptions): AsyncIterable<RepliedThread> {
    const get = (url: string, bytes = false) =>
      this.call('GET', url, undefined, bytes).catch((err: unknown) => {
        if (err instanceof GraphError && err.status === 404) return undefined; // gone since listed
        throw err;
      });
    return graphRepliedThreads(this.graphUrl, get, ownAddress, options, this.maxBytes);
  }

  /** createReply keeps the conversation and sets In-Reply-To/References; the body is ours. */
  private async replyDraft(
    email: EmailDoc,
    mail: OutgoingMail,
  ): Promise<{ id: string; internetMessageId?: string }> {
    if (!email.ref?.id) throw new AppError('FAILED_PRECONDITION', 'The message has no Graph id.');
    // Graph takes only x- headers; Exchange honours this one against auto-answers to ours.
    const headers = mail.headers['Auto-Submitted']
      ? [{ name: 'X-Auto-Response-Suppress', value: 'All' }]
      : [];
    const draft = (await this.call(
      'POST',
      `${this.graphUrl}/me/messages/${enc(email.ref.id)}/createReply`,
      headers.length ? { message: { internetMessageHeaders: headers } } : {},
    )) as { id: string; internetMessageId?: string };
    await this.call('PATCH', `${this.graphUrl}/me/messages/${enc(draft.id)}`, {
      body: { contentType: 'text', content: mail.text },
    });
    return draft;
  }

  private async *pages(first: DeltaPage): AsyncIterable<TokenBatch> {
    let page: DeltaPage = first;
    for (;;) {
      const ids = (page.value ?? []).filter((m) => m.id && !m['@removed']).map((m) => m.id!);
      const messages = await this.fetch(ids);
      const nextLink = page['@odata.nextLink'];
      if (!nextLink) {
        yield { messages, cursor: page['@odata.deltaLink'] };
        return;
      }
      // A nextLink is no point to resume a later sync from.
      yield { messages };
      page = (await this.call('GET', nextLink)) as DeltaPage;
    }
  }

  private async fetch(ids: string[]): Promise<FetchedMessage[]> {
    const out: FetchedMessage[] = [];
    for (const id of ids) {
      let meta: { conversationId?: string; receivedDateTime?: string };
      let raw: Buffer;
      try {
        meta = (await this.call(
          'GET',
          `${this.graphUrl}/me/messages/${enc(id)}?$select=conversationId,receivedDateTime`,
        )) as typeof meta;
        raw = (await this.call(
          'GET',
          `${this.graphUrl}/me/messages/${enc(id)}/$value`,
          undefined,
          true,
        )) as Buffer;
      } catch (err) {
        if (err instanceof GraphError && err.status === 404) continue; // gone since listed
        throw err;
      }
      let unreadable: string | undefined;
      if (raw.length > this.maxBytes) {
        unreadable = `too large to read (${(raw.length / (1024 * 1024)).toFixed(1)} MB)`;
        const end = raw.indexOf('\r\n\r\n');
        raw = raw.subarray(0, end >= 0 ? end + 4 : 64 * 1024);
      }
      out.push({
        ref: { id, thread_id: meta.conversationId ?? '' },
        raw,
        arrivedAt: Date.parse(meta.receivedDateTime ?? '') || Date.now(),
        ...(unreadable ? { unreadable } : {}),
      });
    }
    return out;
  }

  /** One Graph call; a 401 is retried once with a fresh token, then the grant is gone. */
  private async call(method: string, url: string, body?: unknown, bytes = false): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.token(attempt > 0);
      let res: Response;
      try {
        res = await fetch(url, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          body: body !== undefined ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(this.timeoutMs),
        });
      } catch (err) {
        throw new AppError('UNAVAILABLE', `Microsoft Graph did not answer (${errorName(err)})`);
      }
      if (res.status === 401 && attempt === 0) continue;
      if (res.status === 401) throw new GrantError('Microsoft Graph refused the token');
      if (!res.ok) {
        const text = await res.text();
        let message = text.slice(0, 200);
        try {
          message = String((JSON.parse(text) as { error?: { message?: unknown } }).error?.message);
        } catch {
          // not JSON: the text itself
        }
        throw new GraphError(
          res.status,
          `Microsoft Graph answered ${res.status} ${message}`.slice(0, 300),
        );
      }
      if (bytes) return Buffer.from(await res.arrayBuffer());
      const text = await res.text();
      return text ? (JSON.parse(text) as unknown) : {};
    }
  }
}

const enc = encodeURIComponent;
const errorName = (err: unknown) => (err instanceof Error ? err.name : 'error');

/** A refused grant or a Graph refusal sent nothing; no answer may have sent it (only `send`). */
function sendFailure(err: unknown, beforeSend: boolean): Error {
  if (err instanceof GrantError) return err;
  if (err instanceof GraphError && err.status < 500) return new SendError('not_sent', err.message);
  const message = err instanceof Error ? err.message : String(err);
  return new SendError(beforeSend ? 'not_sent' : 'unknown', message);
}
