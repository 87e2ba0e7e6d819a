import type { FetchMessageObject, ImapFlow } from 'imapflow';
import type { MailboxDoc } from '../domain/records.js';
import { batchBySize, planScan, type ScanPlan } from '../domain/scan-plan.js';
import type { ChangeBatch, FetchedMessage } from '../providers/port.js';

/** Messages per FETCH, and the content one FETCH may bring into memory. */
const BATCH_COUNT = 100;
const BATCH_BYTES = 32 * 1024 * 1024;

/**
 * New INBOX mail over an IMAP session, by UID after the record's cursor (domain/scan-plan.ts):
 * the messages of each FETCH, then the cursor past every hundred UIDs, and at the end past
 * UIDNEXT (UIDs below it that were not listed are gone or outside the window: never look again).
 * Larger messages than `maxBytes` come as their headers with the reason.
 */
export async function* inboxChanges(
  client: ImapFlow,
  mailbox: MailboxDoc,
  backlogDays: number,
  maxBytes: number,
): AsyncIterable<ChangeBatch> {
  const lock = await client.getMailboxLock('INBOX');
  try {
    const box = client.mailbox;
    if (!box) throw new Error('INBOX could not be selected');
    const uidvalidity = Number(box.uidValidity);
    const plan = planScan(mailbox, uidvalidity, new Date(), backlogDays);
    const uids = await listUids(client, plan);
    let lastUid = plan.afterUid;
    for (let i = 0; i < uids.length; i += BATCH_COUNT) {
      const batch = uids.slice(i, i + BATCH_COUNT);
      yield* fetchBatch(client, batch, plan, maxBytes);
      lastUid = Math.max(lastUid, ...batch);
      yield { messages: [], position: { cursor: { uidvalidity, last_uid: lastUid } } };
    }
    lastUid = Math.max(lastUid, box.uidNext - 1);
    yield { messages: [], position: { cursor: { uidvalidity, last_uid: lastUid } } };
  } finally {
    lock.release();
  }
}

async function listUids(client: ImapFlow, plan: ScanPlan): Promise<number[]> {
  // SEARCH SINCE compares dates only; the exact cut by internal date follows in fetchBatch.
  const found = await client.search(
    plan.since ? { since: plan.since } : { uid: `${plan.afterUid + 1}:*` },
    { uid: true },
  );
  // "N:*" names the highest UID even when it is below N: the filter drops it.
  return (found || []).filter((uid) => uid > plan.afterUid).sort((a, b) => a - b);
}

/** One FETCH's worth of messages at a time, so memory holds at most BATCH_BYTES of content. */
async function* fetchBatch(
  client: ImapFlow,
  uids: number[],
  plan: ScanPlan,
  maxBytes: number,
): AsyncIterable<ChangeBatch> {
  const metas = (
    await client.fetchAll(
      uids.join(','),
      { uid: true, size: true, internalDate: true, envelope: true },
      { uid: true },
    )
  ).filter((m) => !plan.since || arrival(m) >= plan.since.getTime());
  const small = metas.filter((m) => (m.size ?? 0) <= maxBytes);
  const large = metas.filter((m) => (m.size ?? 0) > maxBytes);
  const sized = small.map((m) => ({ meta: m, size: m.size ?? 0 }));
  for (const group of batchBySize(sized, BATCH_COUNT, BATCH_BYTES)) {
    const metasOf = group.map((g) => g.meta);
    const sources = await fetchParts(
      client,
      metasOf.map((m) => m.uid),
      'source',
    );
    const messages = metasOf.flatMap((meta) => {
      const raw = sources.get(meta.uid);
      return raw ? [fetched(meta, raw)] : [];
    });
    yield { messages };
  }
  if (large.length > 0) {
    const headers = await fetchParts(
      client,
      large.map((m) => m.uid),
      'headers',
    );
    const messages = large.map((meta) => {
      const mb = ((meta.size ?? 0) / (1024 * 1024)).toFixed(1);
      const head = headers.get(meta.uid) ?? Buffer.alloc(0);
      return fetched(meta, head, `too large to read (${mb} MB)`);
    });
    yield { messages };
  }
}

async function fetchParts(
  client: ImapFlow,
  uids: number[],
  part: 'source' | 'headers',
): Promise<Map<number, Buffer>> {
  const out = new Map<number, Buffer>();
  for await (const msg of client.fetch(uids.join(','), { uid: true, [part]: true }, { uid: true }))
    if (msg[part]) out.set(msg.uid, msg[part]);
  return out;
}

const fetched = (meta: FetchMessageObject, raw: Buffer, unreadable?: string): FetchedMessage => ({
  raw,
  arrivedAt: arrival(meta),
  uid: meta.uid,
  envelope: meta.envelope,
  ...(unreadable ? { unreadable } : {}),
});

/** When the server received the message (its internal date), in ms. */
function arrival(meta: FetchMessageObject): number {
  const t = meta.internalDate ? new Date(meta.internalDate).getTime() : NaN;
  return Number.isNaN(t) ? Date.now() : t;
}
