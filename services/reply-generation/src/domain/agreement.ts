// Whether a reply the product would write agrees with the one staff actually sent (replay before
// auto-send, docs/replay.md). Two readings: the facts both state — figures with their units,
// times, dates, contacts, names — and their meaning (similarity by the organisation's embedder,
// computed by the caller). A figure of the same kind that differs ("30 days" against "14 days")
// is a conflict: the AI would have told the customer something staff did not.

import { frameSentences, PHRASES } from '@winzmail/platform/reply-phrases';

export type FactKind = 'amount' | 'time' | 'date' | 'contact' | 'name';

export interface Fact {
  kind: FactKind;
  /** Normalised: "30 day", "09:00", "03-12", "support@acme.test", "anna". */
  key: string;
  /** What conflicts with what: an amount's unit ("day", "%", "eur", "" for a bare number), the
   * date's form (weekday, day of year), the contact's form; names never conflict. */
  slot: string;
}

export interface Agreement {
  agrees: boolean;
  /** 0–1: how much of what staff said the AI also said (facts and meaning). */
  score: number;
  /** The meaning similarity the caller measured; undefined when no semantic embedder could say. */
  meaning: number | undefined;
  shared: string[];
  /** Staff's facts the AI left out. */
  missing: string[];
  /** The AI's facts that contradict one of staff's (same slot, another value). */
  conflicting: string[];
}

/** Meaning at or above this, with no conflicting fact, agrees whatever the facts. */
export const MEANING_AGREES = 0.6;
/** Below this the two say different things, whatever facts they share. */
export const MEANING_FLOOR = 0.35;
/** Share of staff's facts the AI must state when meaning alone does not settle it. */
const FACTS_AGREE = 0.5;

const UNITS: Record<string, string> = {
  '%': '%',
  percent: '%',
  '€': 'eur',
  eur: 'eur',
  euro: 'eur',
  euros: 'eur',
  $: 'usd',
  usd: 'usd',
  dollar: 'usd',
  dollars: 'usd',
  '£': 'gbp',
  gbp: 'gbp',
  pound: 'gbp',
  pounds: 'gbp',
  minute: 'minute',
  minutes: 'minute',
  hour: 'hour',
  hours: 'hour',
  day: 'day',
  days: 'day',
  week: 'week',
  weeks: 'week',
  month: 'month',
  months: 'month',
  year: 'year',
  years: 'year',
  kg: 'kg',
  km: 'km',
  item: 'item',
  items: 'item',
};

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** Capitalised words that begin sentences or name days and months: not names. */
const NOT_NAMES = new Set([
  ...MONTHS,
  ...WEEKDAYS,
  'i',
  'we',
  'you',
  'our',
  'your',
  'the',
  'a',
  'an',
  'if',
  'please',
  'yes',
  'no',
  'ok',
  'thanks',
  'thank',
  'dear',
  'hi',
  'hello',
  'best',
  'regards',
]);

const GREETING =
  /^(hi|hello|hey|dear|good (morning|afternoon|evening)|hallo|bonjour|hola|ciao|olá|salut)\b[^.!?\n,]{0,40}[,!:]\s*/i;
const CLOSING =
  /^(best|kind regards|best regards|warm regards|regards|thanks|thank you|many thanks|cheers|sincerely|yours|all the best|mit freundlichen grüßen|viele grüße|cordialement|saludos|atentamente)\b[^\n]{0,40}$/i;

/** The product's own frame sentences (greeting, thanks, lead-in, closing) in every language. */
const FRAME = new Set(
  Object.values(PHRASES).flatMap((p) => frameSentences(p).map((f) => f.trim().toLowerCase())),
);

/**
 * The body of a reply: the greeting ("Hi Sam," on its own line or starting the first), the
 * product's frame sentences, and a sign-off with at most a few short lines after it left out.
 */
export function replyContent(text: string): string {
  const lines = text
    .replace(/^\s+/, '')
    .replace(GREETING, '')
    .split(/\r?\n/)
    .map((line) =>
      line
        // Sentence ends in the 15 languages' scripts (the frame's own sentences end so).
        .split(/(?<=[.!?。！？।])\s*/u)
        .filter((sentence) => !FRAME.has(sentence.trim().toLowerCase()))
        .join(' '),
    );
  for (let i = lines.length - 1; i >= 0 && i >= lines.length - 6; i--) {
    const after = lines.slice(i + 1).filter((l) => l.trim() !== '');
    if (CLOSING.test(lines[i]!.trim()) && after.length <= 3 && after.every((l) => l.length <= 40)) {
      return lines.slice(0, i).join('\n').trim();
    }
  }
  return lines.join('\n').trim();
}

const num = (raw: string): string => {
  // "1,000.50" / "1.000,50" / "5.00" → "1000.5" / "1000.5" / "5"
  const t = raw.replace(/\s/g, '');
  const lastSep = Math.max(t.lastIndexOf('.'), t.lastIndexOf(','));
  const decimals = lastSep >= 0 && t.length - lastSep - 1 !== 3 ? t.slice(lastSep + 1) : '';
  const whole = (decimals ? t.slice(0, lastSep) : t).replace(/[.,]/g, '');
  const value = Number(`${whole}.${decimals || '0'}`);
  return Number.isFinite(value) ? String(value) : t;
};

/** Every fact the text states (see Fact). */
export function factsOf(text: string): Fact[] {
  const facts: Fact[] = [];
  const add = (kind: FactKind, key: string, slot: string) => {
    if (!facts.some((f) => f.kind === kind && f.key === key)) facts.push({ kind, key, slot });
  };
  let rest = text;
  const take = (re: RegExp, on: (m: RegExpExecArray) => void) => {
    rest = rest.replace(re, (...args: unknown[]) => {
      on(args.slice(0, -2) as unknown as RegExpExecArray);
      return ' ';
    });
  };
  take(/\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b/g, (m) => add('contact', m[0].toLowerCase(), 'email'));
  take(/\bhttps?:\/\/[^\s)>\]]*[^\s)>\].,;:!?]/gi, (m) =>
    add(
      'contact',
      m[0]
        .toLowerCase()
        .replace(/^https?:\/\/(www\.)?/, '')
        .replace(/[/.,]+$/, ''),
      'url',
    ),
  );
  take(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (m) => add('date', `${m[2]}-${m[3]}`, 'day'));
  take(/\+?\d[\d ()-]{7,}\d/g, (m) => add('contact', m[0].replace(/\D/g, ''), 'phone'));
  const month = MONTHS.join('|');
  take(new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${month})\\b`, 'gi'), (m) =>
    add('date', dayKey(m[2]!, m[1]!), 'day'),
  );
  take(new RegExp(`\\b(${month})\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b`, 'gi'), (m) =>
    add('date', dayKey(m[1]!, m[2]!), 'day'),
  );
  take(new RegExp(`\\b(${WEEKDAYS.join('|')})s?\\b`, 'gi'), (m) =>
    add('date', m[1]!.toLowerCase(), 'weekday'),
  );
  take(/\b(\d{1,2})(?::(\d{2}))?\s*(am|pm)\b/gi, (m) => {
    const h = (Number(m[1]) % 12) + (m[3]!.toLowerCase() === 'pm' ? 12 : 0);
    add('time', `${String(h).padStart(2, '0')}:${m[2] ?? '00'}`, 'time');
  });
  take(/\b(\d{1,2}):(\d{2})\b/g, (m) => add('time', `${m[1]!.padStart(2, '0')}:${m[2]}`, 'time'));
  take(/\b(\d+)\s+(?:working|business)\s+days?\b/gi, (m) =>
    add('amount', `${m[1]} working day`, 'working day'),
  );
  take(/([$€£])?\s?(\d+(?:[.,]\d+)*)\s?(%|€|\$|£|[a-z]+)?/gi, (m) => {
    const unitWord = (m[3] ?? '').toLowerCase();
    const unit = UNITS[m[1] ?? ''] ?? UNITS[unitWord] ?? '';
    add('amount', unit ? `${num(m[2]!)} ${unit}` : num(m[2]!), unit);
  });
  // Names: capitalised words, one fact a word (so "Anna" and "Anna Berg" share one), never a
  // sentence's first word (capitalised anyway).
  for (const sentence of rest.split(/(?<=[.!?])\s+|\n+/)) {
    sentence
      .trim()
      .split(/\s+/)
      .slice(1)
      .map((raw) => raw.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
      .filter((word) => /^\p{Lu}[\p{L}'-]+$/u.test(word) && !NOT_NAMES.has(word.toLowerCase()))
      .forEach((word) => add('name', word.toLowerCase(), 'name'));
  }
  return facts;
}

function dayKey(monthName: string, day: string): string {
  const m = MONTHS.indexOf(monthName.toLowerCase()) + 1;
  return `${String(m).padStart(2, '0')}-${day.padStart(2, '0')}`;
}

const label = (f: Fact): string => f.key;

/**
 * How the AI's reply compares with staff's. `meaning`: the caller's similarity of the two
 * contents by meaning (0–1), undefined when no semantic embedder could say.
 */
export function compareReplies(ai: string, staff: string, meaning: number | undefined): Agreement {
  const ours = factsOf(replyContent(ai));
  const theirs = factsOf(replyContent(staff));
  const has = (list: Fact[], f: Fact) => list.some((g) => g.kind === f.kind && g.key === f.key);
  const shared = theirs.filter((f) => has(ours, f));
  const missing = theirs.filter((f) => !has(ours, f));
  const conflicting = ours.filter(
    (f) =>
      f.kind !== 'name' &&
      !has(theirs, f) &&
      missing.some(
        (g) => g.kind === f.kind && g.slot === f.slot && (f.kind !== 'amount' || f.slot !== ''),
      ),
  );
  const factShare = theirs.length === 0 ? undefined : shared.length / theirs.length;
  const parts = [factShare, meaning].filter((x): x is number => x !== undefined);
  const score = parts.length ? parts.reduce((a, b) => a + b, 0) / parts.length : 0;
  const agrees =
    conflicting.length === 0 &&
    (meaning === undefined
      ? factShare !== undefined && factShare >= FACTS_AGREE
      : meaning >= MEANING_AGREES ||
        (meaning >= MEANING_FLOOR && factShare !== undefined && factShare >= FACTS_AGREE));
  return {
    agrees,
    score: Math.round(score * 1000) / 1000,
    meaning,
    shared: shared.map(label),
    missing: missing.map(label),
    conflicting: conflicting.map(label),
  };
}
