import type { OutboxEvent } from '@winzmail/platform/outbox';

// Handing a website visitor's conversation to a person (docs/chat.md, "Handoff to a person"):
// what an address and a name may be, the transcript that goes with them, the daily caps and the
// event mail-sync turns into an Inbox email. Pure: the words are what the caller reads.

/** RFC 5321's limit on a forward path. */
export const MAX_ADDRESS_CHARS = 254;
export const MAX_NAME_CHARS = 100;
/** The newest turns sent with a handoff, each side clipped, and the whole transcript's bound. */
export const TRANSCRIPT_TURNS = 20;
export const TURN_CHARS = 2000;
export const TRANSCRIPT_CHARS = 40_000;
/** The caps count handoffs of the current UTC day. */
export const HANDOFF_WINDOW_MS = 86_400_000;

export const BAD_ADDRESS = 'Please enter a valid email address.';
export const NAME_TOO_LONG = `A name can be at most ${MAX_NAME_CHARS} characters long.`;
export const STAFF_CANNOT_HAND_OFF = 'Only a website visitor can ask for a person.';
export const TOO_MANY_HANDOFFS =
  'Your conversation could not be passed on: too many requests today. Please try again tomorrow.';

// One plain address: no display name, no comments, no quoting, no spaces or line breaks, no
// list separators — only what a reply may safely be sent to.
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/;
const TLD = /^[A-Za-z]{2,63}$|^xn--[A-Za-z0-9-]{1,59}$/;

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** The address as kept (domain lower-cased), or why it is refused. */
export function checkAddress(raw: string): Checked<string> {
  const address = raw.trim();
  if (address.length === 0 || address.length > MAX_ADDRESS_CHARS) return bad();
  const at = address.lastIndexOf('@');
  if (at <= 0 || address.indexOf('@') !== at) return bad();
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split('.');
  if (local.length > 64 || !LOCAL.test(local)) return bad();
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return bad();
  if (!TLD.test(labels[labels.length - 1]!)) return bad();
  return { ok: true, value: `${local}@${labels.join('.').toLowerCase()}` };
}
const bad = (): Checked<string> => ({ ok: false, error: BAD_ADDRESS });

/** The name as kept: one line, trimmed; a longer one is refused, never cut. */
export function checkName(raw: string): Checked<string> {
  const name = raw
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (name.length > MAX_NAME_CHARS) return { ok: false, error: NAME_TOO_LONG };
  return { ok: true, value: name };
}

export interface Turn {
  question: string;
  answer: string;
  at: string;
}

/**
 * The turns sent with a handoff, oldest first, from the conversation's newest first: at most
 * TRANSCRIPT_TURNS, each side clipped, and the oldest dropped past TRANSCRIPT_CHARS.
 */
export function transcriptOf(newestFirst: Turn[]): Turn[] {
  const kept: Turn[] = [];
  let chars = 0;
  for (const t of newestFirst.slice(0, TRANSCRIPT_TURNS)) {
    const turn = {
      question: t.question.slice(0, TURN_CHARS),
      answer: t.answer.slice(0, TURN_CHARS),
      at: t.at,
    };
    chars += turn.question.length + turn.answer.length;
    if (chars > TRANSCRIPT_CHARS && kept.length) break;
    kept.push(turn);
  }
  return kept.reverse();
}

/**
 * The keys a handoff counts under: the visitor, the address (hashed by the caller: it is never
 * kept in a key) across every organisation, and the organisation.
 */
export function handoffCounters(
  orgId: string,
  conv: string,
  addressHash: string,
  caps: { perVisitor: number; perAddress: number; perOrg: number },
): { key: string; cap: number }[] {
  return [
    { key: `v:${orgId}:${conv}`, cap: caps.perVisitor },
    { key: `a:${addressHash}`, cap: caps.perAddress },
    { key: `o:${orgId}`, cap: caps.perOrg },
  ];
}

/** handoff.requested: mail-sync stores the Inbox email once per handoff (its id). */
export function handoffEvent(h: {
  id: string;
  orgId: string;
  conv: string;
  address: string;
  name: string;
  transcript: Turn[];
  at: string;
}): OutboxEvent {
  return {
    topic: 'handoff.requested',
    event: {
      event_id: h.id,
      org_id: h.orgId,
      occurred_at: h.at,
      address: h.address,
      name: h.name,
      transcript: h.transcript,
      conv: h.conv,
    },
  };
}
