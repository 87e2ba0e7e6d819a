// Model calls added up in memory before they reach the store (adapters/usage-counter.ts). Pure.

/** One model call's use, as Replies records it. */
export interface UsageEntry {
  orgId: string;
  model: string;
  promptTokens: number;
  completionTokens: number;
  costMicros: number;
  at: Date;
}

/** The store's counters of one organisation, day (UTC) and model, and what to add to them. */
export interface UsageIncrement {
  orgId: string;
  day: string;
  model: string;
  requests: number;
  promptTokens: number;
  completionTokens: number;
  costMicros: number;
}

/** The key of a usage record: one per organisation, day and model (its `_id` in the store). */
export const usageKey = (orgId: string, day: string, model: string): string =>
  `${orgId}|${day}|${model}`;

/** The calendar day (UTC) a call counts on, YYYY-MM-DD. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** Adds `entry` into `batch` (by record key); returns the increment it joined. */
export function addEntry(batch: Map<string, UsageIncrement>, entry: UsageEntry): UsageIncrement {
  const day = dayOf(entry.at);
  return addIncrement(batch, {
    orgId: entry.orgId,
    day,
    model: entry.model,
    requests: 1,
    promptTokens: entry.promptTokens,
    completionTokens: entry.completionTokens,
    costMicros: entry.costMicros,
  });
}

/** Adds one increment into `batch` (a failed write's increments go back this way). */
export function addIncrement(
  batch: Map<string, UsageIncrement>,
  inc: UsageIncrement,
): UsageIncrement {
  const key = usageKey(inc.orgId, inc.day, inc.model);
  const held = batch.get(key);
  if (!held) {
    const copy = { ...inc };
    batch.set(key, copy);
    return copy;
  }
  held.requests += inc.requests;
  held.promptTokens += inc.promptTokens;
  held.completionTokens += inc.completionTokens;
  held.costMicros += inc.costMicros;
  return held;
}
