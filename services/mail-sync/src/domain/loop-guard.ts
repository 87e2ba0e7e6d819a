/**
 * The loop guard tells a machine from a person. A machine — an auto-responder, a bounce loop, a
 * script — shows itself by its headers (classify.ts), by sending the same text again in a
 * conversation, or by a burst of messages; those get no reply (`no_reply_needed`, with the reason).
 * A person's new message in an answered conversation is answered like any other.
 *
 * Automatic sends are also capped: at most N per mailbox, sender, conversation and UTC day. Each
 * send takes one numbered mark (a unique insert), so two workers can never both take the last
 * one. Past the cap the reply is drafted for staff — never hidden as `no_reply_needed`: a person
 * who keeps asking is still a person.
 */

export interface LoopKey {
  mailboxId: string;
  sender: string;
  threadKey: string;
}

/** The ids of the day's marks for one sender and thread, in the order they are taken. */
export function loopMarkIds(key: LoopKey, at: Date, perDay: number): string[] {
  const day = at.toISOString().slice(0, 10);
  const base = [key.mailboxId, key.sender.trim().toLowerCase(), key.threadKey, day].join('|');
  return Array.from({ length: perDay }, (_, i) => `${base}|${i + 1}`);
}

/** The reason on an email whose automatic reply was held back by the daily cap. */
export const capReason = (perDay: number): string =>
  `not sent automatically: this sender already had ${perDay === 1 ? 'an automatic reply' : `${perDay} automatic replies`} in this conversation today (loop guard) — check the draft and send it`;

/** What the daily cap does with a reply when no mark is left: a draft with the reason. */
export const capOutcome = (perDay: number): { status: 'drafted'; reason: string } => ({
  status: 'drafted',
  reason: capReason(perDay),
});

/** A burst: this many messages from one sender within BURST_WINDOW_MS (the new one included). */
export const BURST_COUNT = 5;
export const BURST_WINDOW_MS = 10 * 60_000;

/** An earlier message of the mailbox, as the guard compares it. */
export interface EarlierMessage {
  id: string;
  from_address: string;
  body: string;
  /** When it was stored (ISO). */
  created_at: string;
  /** Whether it belongs to the new message's conversation. */
  same_thread: boolean;
}

export interface NewMessage {
  from_address: string;
  body: string;
}

/**
 * Why `mail` is a machine's loop, or null when it is to be answered. `earlier` holds the
 * conversation's earlier messages and the sender's recent ones (any order, repeats allowed).
 */
export function loopVerdict(
  mail: NewMessage,
  earlier: readonly EarlierMessage[],
  now: Date,
): { reason: string } | null {
  const sender = normalAddress(mail.from_address);
  const fromSender = earlier.filter((m) => normalAddress(m.from_address) === sender);
  const text = normalBody(mail.body);
  if (text && fromSender.some((m) => m.same_thread && normalBody(m.body) === text))
    return {
      reason: 'the same message again from this sender in this conversation (loop guard)',
    };
  const since = now.getTime() - BURST_WINDOW_MS;
  // By id: the same earlier message may be listed twice (in the thread and among the sender's).
  const recent = new Set(
    fromSender.filter((m) => Date.parse(m.created_at) >= since).map((m) => m.id),
  );
  if (recent.size + 1 >= BURST_COUNT)
    return {
      reason: `${BURST_COUNT} or more messages from this sender within ${BURST_WINDOW_MS / 60_000} minutes (loop guard)`,
    };
  return null;
}

const normalAddress = (a: string): string => a.trim().toLowerCase();

/** Text compared for "the same again": case, spacing and punctuation do not count. */
export const normalBody = (body: string): string =>
  body
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}\s]+/gu, ' ')
    .trim();
