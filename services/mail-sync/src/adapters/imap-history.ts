import type { FetchMessageObject, ImapFlow } from 'imapflow';
import {
  answeredId,
  notAPersonReply,
  sentThreadKey,
  ThreadTally,
  type HistoryOptions,
  type RepliedThread,
} from '../domain/replied-history.js';
import { parsed, repliedThread } from './history-message.js';
import { pickFolder } from './imap.js';
import type { ParsedMessage } from './mime.js';

/** Sent messages judged per round (their bodies, and their originals', are in memory at once). */
const PAGE = 20;
/** UIDs per FETCH of internal dates. */
const DATES_PER_FETCH = 500;
/** What decides whether a sent message is a person's reply, fetched before any body. */
const SENT_HEADERS = [
  'message-id',
  'in-reply-to',
  'references',
  'to',
  'cc',
  'auto-submitted',
  'x-auto-response-suppress',
];

interface SentReply {
  key: string;
  answers: string;
  parsed: ParsedMessage;
  at: number;
}

/**
 * The mailbox's answered history over IMAP (domain/replied-history.ts decides what counts):
 * Sent since `since`, newest first by internal date; per round of PAGE messages, their headers,
 * then the bodies of those that are a person's reply, then each one's original in INBOX by
 * SEARCH HEADER Message-ID. Both folders are opened read-only (EXAMINE) and read with
 * BODY.PEEK, so no flag changes. A mailbox without a Sent folder has no history.
 */
export async function* imapRepliedThreads(
  client: ImapFlow,
  ownAddress: string,
  options: HistoryOptions,
  maxBytes: number,
): AsyncIterable<RepliedThread> {
  const tally = new ThreadTally(options.limit);
  if (tally.full) return;
  const sent = pickFolder(await client.list(), 'sent');
  if (!sent) return;
  const order = await newestFirst(client, sent, options.since);
  for (let i = 0; i < order.length && !tally.full; i += PAGE) {
    const page = order.slice(i, i + PAGE);
    const replies = await readReplies(client, sent, page, ownAddress, maxBytes, tally);
    const found = await withOriginals(client, replies, ownAddress, maxBytes, tally);
    for (const { key, thread } of found) {
      if (tally.full) return;
      if (tally.has(key)) continue; // an older reply of a thread this round already gave
      tally.take(key);
      yield thread;
    }
  }
}

/** Sent's UIDs since `since`, newest first by internal date (UIDs and dates only in memory). */
async function newestFirst(client: ImapFlow, folder: string, since: Date): Promise<number[]> {
  const lock = await client.getMailboxLock(folder, { readOnly: true });
  try {
    // SEARCH SINCE compares dates only; the exact cut by internal date follows.
    const uids = (await client.search({ since }, { uid: true })) || [];
    const dated: { uid: number; at: number }[] = [];
    for (let i = 0; i < uids.length; i += DATES_PER_FETCH) {
      const range = uids.slice(i, i + DATES_PER_FETCH).join(',');
      for (const m of await client.fetchAll(
        range,
        { uid: true, internalDate: true },
        { uid: true },
      ))
        if (arrival(m) >= since.getTime()) dated.push({ uid: m.uid, at: arrival(m) });
    }
    return dated.sort((a, b) => b.at - a.at || b.uid - a.uid).map((d) => d.uid);
  } finally {
    lock.release();
  }
}

/**
 * The people's replies among `uids` (in that order), parsed: headers first, so automatic
 * replies and threads already given never have their bodies downloaded.
 */
async function readReplies(
  client: ImapFlow,
  folder: string,
  uids: number[],
  ownAddress: string,
  maxBytes: number,
  tally: ThreadTally,
): Promise<SentReply[]> {
  const lock = await client.getMailboxLock(folder, { readOnly: true });
  try {
    const metas = new Map<number, FetchMessageObject>();
    const query = { uid: true, size: true, internalDate: true, headers: SENT_HEADERS };
    for (const m of await client.fetchAll(uids.join(','), query, { uid: true }))
      metas.set(m.uid, m);
    const out: SentReply[] = [];
    for (const uid of uids) {
      const meta = metas.get(uid);
      const head = meta?.headers && (await parsed(meta.headers));
      if (!meta || !head || notAPersonReply(head, ownAddress)) continue;
      if ((meta.size ?? 0) > maxBytes) continue; // too large to read, as on the incoming path
      const key = sentThreadKey(head);
      if (tally.has(key)) continue;
      const full = await source(client, uid);
      const reply = full && (await parsed(full));
      if (reply) out.push({ key, answers: answeredId(head), parsed: reply, at: arrival(meta) });
    }
    return out;
  } finally {
    lock.release();
  }
}

/** Each reply with the INBOX message it answers; replies whose original is not there are dropped. */
async function withOriginals(
  client: ImapFlow,
  replies: SentReply[],
  ownAddress: string,
  maxBytes: number,
  tally: ThreadTally,
): Promise<{ key: string; thread: RepliedThread }[]> {
  if (replies.length === 0) return [];
  const lock = await client.getMailboxLock('INBOX', { readOnly: true });
  try {
    const out: { key: string; thread: RepliedThread }[] = [];
    for (const reply of replies) {
      if (tally.has(reply.key)) continue;
      const uids =
        (await client.search({ header: { 'message-id': reply.answers } }, { uid: true })) || [];
      const uid = uids[0];
      if (uid === undefined) continue;
      const meta = await client.fetchOne(
        String(uid),
        { uid: true, size: true, internalDate: true },
        { uid: true },
      );
      if (!meta || (meta.size ?? 0) > maxBytes) continue;
      const raw = await source(client, uid);
      const question = raw && (await parsed(raw));
      if (!question) continue;
      const thread = repliedThread({ parsed: question, at: arrival(meta) }, reply, ownAddress);
      if (thread) out.push({ key: reply.key, thread });
    }
    return out;
  } finally {
    lock.release();
  }
}

/** One message's content (BODY.PEEK[]: reading it sets no \Seen). */
async function source(client: ImapFlow, uid: number): Promise<Buffer | undefined> {
  const msg = await client.fetchOne(String(uid), { uid: true, source: true }, { uid: true });
  return (msg && msg.source) || undefined;
}

function arrival(meta: FetchMessageObject): number {
  const t = meta.internalDate ? new Date(meta.internalDate).getTime() : NaN;
  return Number.isNaN(t) ? 0 : t;
}
