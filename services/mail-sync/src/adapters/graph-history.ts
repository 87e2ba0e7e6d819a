import {
  answeredId,
  notAPersonReply,
  ThreadTally,
  type HistoryOptions,
  type RepliedThread,
} from '../domain/replied-history.js';
import { parsed, repliedThread } from './history-message.js';
import type { ParsedMessage } from './mime.js';

/** A Graph GET: the JSON answer (or the bytes), undefined when the item is gone (404). */
export type GraphGet = (url: string, bytes?: boolean) => Promise<unknown>;

interface SentPage {
  value?: { id?: string; conversationId?: string; sentDateTime?: string }[];
  '@odata.nextLink'?: string;
}

/** Sent items listed per page (ids and dates only). */
const PAGE = 50;

/**
 * The mailbox's answered history through Microsoft Graph (domain/replied-history.ts decides
 * what counts): Sent Items since `since`, newest first (`$orderby=sentDateTime desc`, a page of
 * ids at a time); each one's MIME (/$value: its own headers — Auto-Submitted is not among
 * Graph's properties, and internetMessageHeaders are absent on sent items), then the message it
 * answers by `internetMessageId`. One per conversation. GETs only: nothing is marked read.
 */
export async function* graphRepliedThreads(
  graphUrl: string,
  get: GraphGet,
  ownAddress: string,
  options: HistoryOptions,
  maxBytes: number,
): AsyncIterable<RepliedThread> {
  const tally = new ThreadTally(options.limit);
  if (tally.full) return;
  const filter = encodeURIComponent(`sentDateTime ge ${options.since.toISOString()}`);
  const orderBy = encodeURIComponent('sentDateTime desc');
  let next: string | undefined =
    `${graphUrl}/me/mailFolders/sentitems/messages?$select=id,conversationId,sentDateTime` +
    `&$filter=${filter}&$orderby=${orderBy}&$top=${PAGE}`;
  while (next) {
    const page = ((await get(next)) ?? {}) as SentPage;
    for (const item of page.value ?? []) {
      if (!item.id) continue;
      const key = item.conversationId || item.id;
      if (tally.has(key)) continue;
      const thread = await itemReply(graphUrl, get, item.id, ownAddress, maxBytes);
      if (!thread) continue;
      tally.take(key);
      yield thread;
      if (tally.full) return;
    }
    next = page['@odata.nextLink'];
  }
}

/** A sent item and the message it answers, when it is a person's reply to a message still there. */
async function itemReply(
  graphUrl: string,
  get: GraphGet,
  id: string,
  ownAddress: string,
  maxBytes: number,
): Promise<RepliedThread | undefined> {
  const reply = await content(graphUrl, get, id, maxBytes);
  if (!reply || notAPersonReply(reply.parsed, ownAddress)) return undefined;
  // OData quotes a quote by doubling it.
  const answers = answeredId(reply.parsed).replace(/'/g, "''");
  const found = (await get(
    `${graphUrl}/me/messages?$select=id,isDraft&$filter=${encodeURIComponent(`internetMessageId eq '${answers}'`)}`,
  )) as { value?: { id?: string; isDraft?: boolean }[] } | undefined;
  const originalId = found?.value?.find((m) => m.id && !m.isDraft)?.id;
  const question = originalId && (await content(graphUrl, get, originalId, maxBytes));
  if (!question) return undefined;
  return repliedThread(question, reply, ownAddress);
}

/** A message's MIME, parsed, with when it was sent or received (its Date header may be absent). */
async function content(
  graphUrl: string,
  get: GraphGet,
  id: string,
  maxBytes: number,
): Promise<{ parsed: ParsedMessage; at: number } | undefined> {
  const item = `${graphUrl}/me/messages/${encodeURIComponent(id)}`;
  const meta = (await get(`${item}?$select=sentDateTime,receivedDateTime`)) as
    { sentDateTime?: string; receivedDateTime?: string } | undefined;
  const raw = meta && ((await get(`${item}/$value`, true)) as Buffer | undefined);
  if (!meta || !raw || raw.length > maxBytes) return undefined;
  const message = await parsed(raw);
  const at = Date.parse(meta.sentDateTime ?? meta.receivedDateTime ?? '') || 0;
  return message && { parsed: message, at };
}
