// The Dashboard's outcomes (docs/dashboard.md#outcomes): what each event adds to its mailbox's
// week, and the report over weeks. Pure.

/** The counters of one mailbox's week. */
export interface OutcomeCounts {
  auto_sent: number;
  drafted_unedited: number;
  drafted_edited: number;
  abstained: number;
  handed_over: number;
  cost_micros: number;
  prompt_tokens: number;
  completion_tokens: number;
}

export const NO_OUTCOMES: OutcomeCounts = {
  auto_sent: 0,
  drafted_unedited: 0,
  drafted_edited: 0,
  abstained: 0,
  handed_over: 0,
  cost_micros: 0,
  prompt_tokens: 0,
  completion_tokens: 0,
};

/** What writing a reply spent (reply-generation's GeneratedText). */
export interface Spent {
  cost_micros: number;
  usage: { prompt_tokens: number; completion_tokens: number } | null;
}

export function spentCounts(spent: Spent): Partial<OutcomeCounts> {
  return {
    cost_micros: spent.cost_micros,
    prompt_tokens: spent.usage?.prompt_tokens ?? 0,
    completion_tokens: spent.usage?.completion_tokens ?? 0,
  };
}

/** Staff sent an AI draft: unedited only when every character was kept. */
export const draftSent = (keptPermille: number): Partial<OutcomeCounts> =>
  keptPermille >= 1000 ? { drafted_unedited: 1 } : { drafted_edited: 1 };

/** One stored week of one mailbox, as the report reads it. */
export interface StoredWeek extends Partial<OutcomeCounts> {
  mailbox_id: string;
  week: string;
  mailbox_address?: string;
  replay?: { answered: number; agreed: number };
}

export interface OutcomeWeek extends OutcomeCounts {
  week: string;
  replayed: boolean;
  replay_answered: number;
  replay_agreed: number;
}

export interface MailboxOutcomes {
  mailbox_id: string;
  email_address: string;
  current: boolean;
  weeks: OutcomeWeek[];
}

/**
 * Every mailbox with a counted week among `weeks` (newest first), and the current one even
 * without: each with a row per week, zero where nothing happened. The current mailbox first, the
 * others by address.
 */
export function outcomeReport(
  weeks: readonly string[],
  stored: readonly StoredWeek[],
  current: { id: string; address: string } | null,
): { weeks: string[]; mailboxes: MailboxOutcomes[] } {
  const byMailbox = new Map<string, { address: string; weeks: Map<string, StoredWeek> }>();
  const entry = (id: string) => {
    let found = byMailbox.get(id);
    if (!found) byMailbox.set(id, (found = { address: '', weeks: new Map() }));
    return found;
  };
  if (current) entry(current.id).address = current.address;
  for (const doc of stored) {
    const e = entry(doc.mailbox_id);
    e.weeks.set(doc.week, doc);
    if (!e.address && doc.mailbox_address) e.address = doc.mailbox_address;
  }
  const mailboxes = [...byMailbox].map(([id, e]) => ({
    mailbox_id: id,
    email_address: e.address,
    current: id === current?.id,
    weeks: weeks.map((week) => weekRow(week, e.weeks.get(week))),
  }));
  mailboxes.sort(
    (a, b) =>
      Number(b.current) - Number(a.current) || a.email_address.localeCompare(b.email_address),
  );
  return { weeks: [...weeks], mailboxes };
}

function weekRow(week: string, doc: StoredWeek | undefined): OutcomeWeek {
  const counts = { ...NO_OUTCOMES };
  for (const key of Object.keys(NO_OUTCOMES) as (keyof OutcomeCounts)[])
    counts[key] = doc?.[key] ?? 0;
  return {
    week,
    ...counts,
    replayed: doc?.replay !== undefined,
    replay_answered: doc?.replay?.answered ?? 0,
    replay_agreed: doc?.replay?.agreed ?? 0,
  };
}
