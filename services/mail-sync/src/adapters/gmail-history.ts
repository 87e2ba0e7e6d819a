import type { gmail_v1 } from '@googleapis/gmail';
import {
  answeredId,
  notAPersonReply,
  ThreadTally,
  type HistoryOptions,
  type RepliedThread,
} from '../domain/replied-history.js';
import { gmailFailure, googleStatus } from './google.js';
import { parsed, repliedThread } from './history-message.js';
import type { ParsedMessage } from './mime.js';

/** Sent messages listed per page (ids only). */
const PAGE = 100;
/** What decides whether a sent message is a person's reply, and which message it answers. */
const HEADERS = [
  'Message-ID',
  'In-Reply-To',
  'References',
  'From',
  'To',
  'Cc',
  'Auto-Submitted',
  'X-Auto-Response-Suppress',
];

interface ThreadEntry {
  id: string;
  at: number;
  size: number;
  sent: boolean;
  head: ParsedMessage;
}

/**
 * The mailbox's answered history through the Gmail API (domain/replied-history.ts decides
 * what counts): users.messages.list `in:sent after:<since>` (newest first, a page of ids at a
 * time); for each thread not yet seen, users.threads.get with its messages' headers only; its
 * latest person's reply whose original is in the thread, and then the two messages' content
 * (format=raw). Reads only (gmail.readonly suffices): nothing is labelled or marked read.
 */
export async function* gmailRepliedThreads(
  api: gmail_v1.Gmail,
  ownAddress: string,
  options: HistoryOptions,
  maxBytes: number,
): AsyncIterable<RepliedThread> {
  const tally = new ThreadTally(options.limit);
  const seen = new Set<string>();
  const after = Math.floor(options.since.getTime() / 1000);
  let pageToken: string | undefined;
  while (!tally.full) {
    const { data } = await guard(() =>
      api.users.messages.list({
        userId: 'me',
        q: `in:sent after:${after}`,
        maxResults: PAGE,
        pageToken,
      }),
    );
    for (const listed of data.messages ?? []) {
      const threadId = listed.threadId ?? listed.id;
      if (!threadId || seen.has(threadId)) continue;
      seen.add(threadId);
      const thread = await threadReply(api, threadId, ownAddress, options.since, maxBytes);
      if (!thread) continue;
      tally.take(threadId);
      yield thread;
      if (tally.full) return;
    }
    pageToken = data.nextPageToken ?? undefined;
    if (!pageToken) return;
  }
}

/** The thread's latest person's reply (sent since `since`) and the message it answers. */
async function threadReply(
  api: gmail_v1.Gmail,
  threadId: string,
  ownAddress: string,
  since: Date,
  maxBytes: number,
): Promise<RepliedThread | undefined> {
  const entries = await threadEntries(api, threadId);
  const replies = entries
    .filter((e) => e.sent && e.at >= since.getTime())
    .sort((a, b) => b.at - a.at);
  for (const reply of replies) {
    if (notAPersonReply(reply.head, ownAddress)) continue;
    const answers = answeredId(reply.head);
    const original = entries.find((e) => !e.sent && e.head.message_id === answers);
    if (!original || original.size > maxBytes || reply.size > maxBytes) continue;
    const question = await content(api, original.id);
    const answer = question && (await content(api, reply.id));
    if (!question || !answer) continue;
    const thread = repliedThread(
      { parsed: question, at: original.at },
      { parsed: answer, at: reply.at },
      ownAddress,
    );
    if (thread) return thread;
  }
  return undefined;
}

/** The thread's messages with their headers parsed (no content); none when it is gone. */
async function threadEntries(api: gmail_v1.Gmail, id: string): Promise<ThreadEntry[]> {
  let data: gmail_v1.Schema$Thread;
  try {
    data = (
      await api.users.threads.get({
        userId: 'me',
        id,
        format: 'metadata',
        metadataHeaders: HEADERS,
      })
    ).data;
  } catch (err) {
    if (googleStatus(err) === 404) return []; // deleted since it was listed
    throw gmailFailure(err);
  }
  const out: ThreadEntry[] = [];
  for (const m of data.messages ?? []) {
    const labels = m.labelIds ?? [];
    if (!m.id || labels.includes('DRAFT')) continue;
    const head = await parsed(headerBlock(m.payload?.headers ?? []));
    if (!head) continue;
    out.push({
      id: m.id,
      at: Number(m.internalDate ?? 0),
      size: m.sizeEstimate ?? 0,
      sent: labels.includes('SENT'),
      head,
    });
  }
  return out;
}

/** Gmail's header list as a header block, so the incoming path's parser reads it (one way). */
function headerBlock(headers: gmail_v1.Schema$MessagePartHeader[]): Buffer {
  const lines = headers
    .filter((h) => h.name && h.value !== undefined && h.value !== null)
    .map((h) => `${h.name}: ${String(h.value).replace(/[\r\n]+/g, ' ')}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
}

/** One message's content, parsed; undefined when it is gone or unreadable. */
async function content(api: gmail_v1.Gmail, id: string): Promise<ParsedMessage | undefined> {
  try {
    const { data } = await api.users.messages.get({ userId: 'me', id, format: 'raw' });
    return await parsed(Buffer.from(data.raw ?? '', 'base64url'));
  } catch (err) {
    if (googleStatus(err) === 404) return undefined;
    throw gmailFailure(err);
  }
}

async function guard<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw gmailFailure(err);
  }
}
