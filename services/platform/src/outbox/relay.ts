import { context, propagation, ROOT_CONTEXT } from '@opentelemetry/api';
import type { EventMap, Topic } from '@winzmail/proto';
import type { EventBus } from '../bus/index.js';
import { newId } from '../ids/index.js';
import type { Logger } from '../logger/index.js';
import type { Collection, Doc, Filter, Update } from '../store/index.js';
import {
  appendEntries,
  clearPublished,
  PENDING,
  pendingFields,
  relayBackoffMs,
  type EventOutbox,
  type OutboxEntry,
  type OutboxEvent,
  type OutboxSettings,
  type PendingEvents,
} from './port.js';
import { entryFor } from './record.js';
import { registerBacklogSource, recordRelayFailure } from '../metrics/outbox.js';

type OutboxDoc = Doc & PendingEvents;

const DEFAULT_BATCH = 100;

/**
 * One service's outbox: the writes that record events (EventOutbox) and the relay that publishes
 * them. The relay runs a pass right after each write (kick), every `pollMs` as a fallback, and
 * after a failed pass waits with exponential backoff — kicks do not shorten the wait, so a bus
 * that refuses is never hammered. Several replicas may relay the same collections.
 */
export class Outbox implements EventOutbox {
  private readonly collections: Collection<OutboxDoc>[] = [];
  private state: 'new' | 'running' | 'stopped' = 'new';
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<number> | undefined;
  private kicked = false;
  private failures = 0;
  /** Per collection, as the relay sees it: pending documents and the oldest event's time (ms). */
  private readonly backlog = new Map<Collection<OutboxDoc>, { pending: number; oldest: number }>();
  private unregisterBacklog: (() => void) | undefined;

  constructor(
    private readonly bus: EventBus,
    private readonly logger: Logger,
    private readonly settings: OutboxSettings,
  ) {}

  /** Registers a collection whose documents carry events (before start, so leftovers relay). */
  watch<T extends OutboxDoc>(collection: Collection<T>): void {
    if (!this.collections.includes(collection as unknown as Collection<OutboxDoc>))
      this.collections.push(collection as unknown as Collection<OutboxDoc>);
  }

  async insertOne<T extends OutboxDoc>(
    collection: Collection<T>,
    doc: T,
    events: OutboxEvent[],
  ): Promise<void> {
    this.assertWatched(collection);
    await collection.insertOne({ ...doc, ...pendingFields(events.map(entryFor), newId()) });
    this.kick();
  }

  async updateOne<T extends OutboxDoc>(
    collection: Collection<T>,
    filter: Filter,
    update: Update,
    events: OutboxEvent[],
  ): Promise<{ matched: number }> {
    this.assertWatched(collection);
    const res = await collection.updateOne(
      filter,
      appendEntries(update, events.map(entryFor), newId()),
    );
    if (res.matched > 0) this.kick();
    return { matched: res.matched };
  }

  /** Relays what is pending now (events left by an earlier run), then keeps relaying. */
  start(): void {
    if (this.state !== 'new') return;
    this.state = 'running';
    this.unregisterBacklog = registerBacklogSource(() => [[this.service(), this.backlogNow()]]);
    this.schedule(0);
  }

  /** Asks for a pass soon: now when idle, after the current pass, or after a backoff wait. */
  kick(): void {
    if (this.state !== 'running') return;
    if (this.pass) this.kicked = true;
    else if (this.failures === 0) this.schedule(0);
  }

  /**
   * No new pass starts; waits for the one in flight, but at most `graceMs`: a publish to a broker
   * that is down can retry for a minute, longer than a shutdown may take. Whatever that pass did
   * not clear stays pending for the next run (published twice at worst).
   */
  async stop(graceMs = 5_000): Promise<void> {
    this.state = 'stopped';
    this.unregisterBacklog?.();
    clearTimeout(this.timer);
    if (!this.pass) return;
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((r) => (timer = setTimeout(r, graceMs)));
    await Promise.race([this.pass, grace]);
    clearTimeout(timer);
  }

  private assertWatched(collection: Collection<OutboxDoc> | Collection<never>): void {
    if (!this.collections.includes(collection as Collection<OutboxDoc>))
      throw new Error('outbox: watch() the collection before writing events to it');
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.run(), ms);
    this.timer.unref();
  }

  private run(): void {
    this.timer = undefined;
    this.kicked = false;
    // The relay's own work belongs to no request's trace (each publish restores its event's).
    this.pass = context.with(ROOT_CONTEXT, () => this.relayPass());
    void this.pass.then((next) => {
      this.pass = undefined;
      if (this.state !== 'running') return;
      this.schedule(this.kicked && this.failures === 0 ? 0 : next);
    });
  }

  /** One pass over every collection; resolves to the delay before the next one. */
  private async relayPass(): Promise<number> {
    try {
      let more = false;
      for (const collection of this.collections) more = (await this.relay(collection)) || more;
      if (this.failures > 0) this.logger.info({ after: this.failures }, 'outbox relaying again');
      this.failures = 0;
      return more ? 0 : this.settings.pollMs;
    } catch (err) {
      this.failures += 1;
      recordRelayFailure(this.service());
      const delay = relayBackoffMs(this.settings, this.failures);
      // Loud once, then quieter: a bus outage is one incident, not a log line per retry. A pass
      // cut short by a shutdown (bus or store closing under it) is no incident at all.
      const loud = this.failures === 1 || this.failures % 10 === 0;
      const level = loud && this.state === 'running' ? 'warn' : 'debug';
      this.logger[level]({ err, failures: this.failures, retryInMs: delay }, 'outbox relay failed');
      return delay;
    }
  }

  /** Publishes a batch of documents' pending events in order; true when more may be waiting. */
  private async relay(collection: Collection<OutboxDoc>): Promise<boolean> {
    const batch = this.settings.batchSize ?? DEFAULT_BATCH;
    const docs = await collection.find(PENDING, { limit: batch });
    const pending = docs.length < batch ? docs.length : await collection.count(PENDING);
    const oldest = Math.min(
      ...docs.flatMap((d) => (d.outbox ?? []).map((e) => Date.parse(e.recorded_at) || Date.now())),
    );
    const seen = { pending, oldest };
    this.backlog.set(collection, seen);
    for (const doc of docs) {
      if (this.state === 'stopped') return false;
      for (const entry of doc.outbox ?? []) await this.publish(entry);
      const { filter, update } = clearPublished(doc._id, doc.outbox_token ?? '');
      await collection.updateOne(filter, update);
      seen.pending = Math.max(0, seen.pending - 1);
    }
    return docs.length === batch;
  }

  /** The metrics' label: the service whose logger this is. */
  private service(): string {
    const bindings = this.logger.bindings?.() as { service?: unknown } | undefined;
    return typeof bindings?.service === 'string' ? bindings.service : 'unknown';
  }

  /** What is waiting over every collection (metrics: backlog and the oldest event's age). */
  private backlogNow(): { pending: number; oldestAgeSeconds: number } {
    let pending = 0;
    let oldest = Infinity;
    for (const b of this.backlog.values()) {
      pending += b.pending;
      if (b.pending > 0) oldest = Math.min(oldest, b.oldest);
    }
    const oldestAgeSeconds = Number.isFinite(oldest)
      ? Math.max(0, (Date.now() - oldest) / 1000)
      : 0;
    return { pending, oldestAgeSeconds };
  }

  private publish(entry: OutboxEntry): Promise<void> {
    const parent = propagation.extract(ROOT_CONTEXT, entry.trace);
    return context.with(parent, () =>
      this.bus.publish(entry.topic as Topic, entry.event as EventMap[Topic]),
    );
  }
}
