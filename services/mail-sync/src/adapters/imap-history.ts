import type { FetchMessageObject, ImapFlow, SearchObject } from 'imapflow';
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
  'date',
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
 * Sent since `since`, newest first by the Date header; per round of PAGE messages, their headers,
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

/**
 * Sent's UIDs sent since `since`, newest first (UIDs and dates only in memory). By the Date
 * header (SENTSINCE): when the person sent it; a copied or migrated Sent folder's internal dates
 * say when the copy was made. Without a Date header, the internal date.
 */
async function newestFirst(client: ImapFlow, folder: string, since: Date): Promise<number[]> {
  const lock = await client.getMailboxLock(folder, { readOnly: true });
  try {
    // SENTSINCE and SINCE compare dates only; the exact cut follows. SINCE finds those without
    // a Date header.
    const window = { or: [{ sentSince: since }, { since }] };
    const uids = (await client.search(window, { uid: true })) || [];
    const dated: { uid: number; at: number }[] = [];
    const query = { uid: true, internalDate: true, headers: ['date'] };
    for (let i = 0; i < uids.length; i += DATES_PER_FETCH) {
      const range = uids.slice(i, i + DATES_PER_FETCH).join(',');
      for (const m of await client.fetchAll(range, query, { uid: true })) {
        const at = sentAt(m);
        if (at >= since.getTime()) dated.push({ uid: m.uid, at });
      }
    }
    return dated.sort((a, b) => b.at - a.at || b.uid - a.uid).map((d) => d.uid);
  } finally {
    lock.release();
  }
}

/** The Date header's time, else the internal date. */
function sentAt(meta: FetchMessageObject): number {
  const value = /^date:\s*(.*(?:\r?\n[ \t].*)*)/im.exec(meta.headers?.toString('utf8') ?? '')?.[1];
  const t = value ? Date.parse(value.replace(/\r?\n[ \t]+/g, ' ')) : NaN;
  return Number.isNaN(t) ? arrival(meta) : t;
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
      if (reply) out.push({ key, answers: answeredId(head), parsed: reply, at: sentAt(meta) });
    }
    return out;
  } finally {
    lock.release();
  }
}

/**
 * Each reply with the INBOX message it answers; replies whose original is not there are
 * dropped. One SEARCH for the round's originals (a server scans INBOX per SEARCH), matched back
 * by their envelopes' Message-ID.
 */
async function withOriginals(
  client: ImapFlow,
  replies: SentReply[],
  ownAddress: string,
  maxBytes: number,
  tally: ThreadTally,
): Promise<{ key: string; thread: RepliedThread }[]> {
  const wanted = replies.filter((r) => !tally.has(r.key));
  if (wanted.length === 0) return [];
  const lock = await client.getMailboxLock('INBOX', { readOnly: true });
  try {
    const terms = [...new Set(wanted.map((r) => r.answers))].map((id): SearchObject => ({
      header: { 'message-id': id },
    }));
    const uids =
      (await client.search(terms.length === 1 ? terms[0]! : { or: terms }, { uid: true })) || [];
    const byId = new Map<string, FetchMessageObject>();
    if (uids.length > 0) {
      const query = { uid: true, size: true, internalDate: true, envelope: true };
      for (const m of await client.fetchAll(uids.join(','), query, { uid: true })) {
        const id = m.envelope?.messageId?.trim();
        // HEADER search matches substrings: only the exact Message-ID counts.
        if (id && !byId.has(id)) byId.set(id, m);
      }
    }
    const out: { key: string; thread: RepliedThread }[] = [];
    for (const reply of wanted) {
      const meta = byId.get(reply.answers);
      if (!meta || (meta.size ?? 0) > maxBytes) continue;
      const raw = await source(client, meta.uid);
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
