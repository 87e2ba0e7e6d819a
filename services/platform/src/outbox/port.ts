import type { EventMap, Topic } from '@winzmail/proto';
import { retryDelayMs } from '../bus/index.js';
import type { Collection, Doc, Filter, IndexSpec, Update } from '../store/index.js';

/**
 * The transactional outbox. The stores have no multi-document transactions, so an event is
 * "written with the state change" by living IN the document that changes: the same insertOne or
 * updateOne writes the state and appends the event to the document's `outbox` array, and a
 * single-document write is atomic on every adapter. A relay publishes what is pending and then
 * clears it with a compare-and-set on `outbox_token` (a fresh id on every append, never reused),
 * so an event appended while the relay was publishing is never cleared unpublished. At-least-once:
 * a crash between publish and clear, or two replicas relaying, publishes twice; consumers dedupe
 * by the stable event_id. This holds where one document's updates are atomic (MongoDB, the
 * embedded store — the store contract checks it); FerretDB 1.x is not (see tests/infra/README.md),
 * and there a concurrent append and clear can lose an event, as any concurrent update can.
 */

/** An event waiting in its document: JSON-safe, with the trace context of the write. */
export interface OutboxEntry {
  topic: Topic;
  event: EventMap[Topic];
  /** W3C trace context (`traceparent`, `tracestate`) active when the event was recorded. */
  trace: Record<string, string>;
  recorded_at: string;
}

/** Fields a document carries while it has pending events (absent otherwise). */
export interface PendingEvents {
  outbox?: OutboxEntry[];
  /** Changes on every append: the relay clears only the outbox it has published. */
  outbox_token?: string;
}

/** One event to record, typed by its topic. */
export type OutboxEvent = { [T in Topic]: { topic: T; event: EventMap[T] } }[Topic];

/** What use cases see: writes that carry their events. */
export interface EventOutbox {
  /** Inserts `doc` with `events` pending in it, then wakes the relay. */
  insertOne<T extends Doc & PendingEvents>(
    collection: Collection<T>,
    doc: T,
    events: OutboxEvent[],
  ): Promise<void>;
  /**
   * Applies `update` and appends `events` in the same write; the events are recorded only when a
   * document matched (so a compare-and-set transition and its event stay together).
   */
  updateOne<T extends Doc & PendingEvents>(
    collection: Collection<T>,
    filter: Filter,
    update: Update,
    events: OutboxEvent[],
  ): Promise<{ matched: number }>;
}

export interface OutboxSettings {
  /** Fallback scan for events a kick did not announce (another replica's, a lost kick). */
  pollMs: number;
  /** First delay after a failed pass; doubles per consecutive failure up to 30 s, with jitter. */
  retryBaseMs: number;
  /** Documents read per collection and pass. */
  batchSize?: number;
}

/** Index every outbox collection needs for the relay's scan. */
export const OUTBOX_INDEX: IndexSpec = { fields: { outbox_token: 1 } };

export const PENDING: Filter = { outbox_token: { $exists: true } };

/** Fields to add to a new document so that it carries `entries`. */
export const pendingFields = (entries: OutboxEntry[], token: string): Required<PendingEvents> => ({
  outbox: entries,
  outbox_token: token,
});

/** `update` extended to append `entries` (one write: state and events together). */
export function appendEntries(update: Update, entries: OutboxEntry[], token: string): Update {
  if (update.$set && ('outbox' in update.$set || 'outbox_token' in update.$set))
    throw new Error('the outbox fields are the outbox’s own');
  return {
    ...update,
    $set: { ...update.$set, outbox_token: token },
    $push: { ...update.$push, outbox: { $each: entries } },
  };
}

/** The write that clears what the relay published, unless more was appended meanwhile. */
export const clearPublished = (id: string, token: string): { filter: Filter; update: Update } => ({
  filter: { _id: id, outbox_token: token },
  update: { $unset: { outbox: true, outbox_token: true } },
});

/** Delay before the next pass after `failures` consecutive failed passes (0 = healthy). */
export const relayBackoffMs = (settings: OutboxSettings, failures: number): number =>
  retryDelayMs({ retryBaseMs: settings.retryBaseMs, maxAttempts: Infinity }, failures);
