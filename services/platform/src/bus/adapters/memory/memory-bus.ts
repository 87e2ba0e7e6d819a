import { decodeEvent, encodeEvent, type EventMap, type Topic } from '@winzmail/proto';
import { invalid } from '../../../errors/index.js';
import type { Logger } from '../../../logger/index.js';
import {
  dlqTopic,
  type BusSettings,
  type DeadLetter,
  type EventBus,
  type EventHandler,
  type Subscription,
} from '../../port.js';
import { ConsumerGroup, type GroupContext } from './memory-group.js';
import { PartitionLog, partitionFor, type StoredMessage } from './memory-log.js';
import { publishSpan } from '../../trace-context.js';
import { registerLagSource } from '../../../metrics/bus.js';

export interface MemoryBusSettings extends BusSettings {
  partitions: number;
  logger: Logger;
  /**
   * Messages kept per partition after every group has handled them, for groups that subscribe
   * later (they start at the earliest kept). Unhandled messages are never dropped.
   */
  retainPerPartition?: number;
  /** How long close() goes on delivering what was already published. */
  closeTimeoutMs?: number;
}

interface TopicLog {
  partitions: PartitionLog[];
  groups: Map<string, ConsumerGroup>;
}

/**
 * The in-process EventBus with Kafka's semantics: topics split into partitions by key, a cursor
 * per consumer group and partition, one message at a time per partition, retries with backoff,
 * then the dead-letter log. Events go through the same protobuf encoding as on Kafka, so an
 * invalid event fails here too and every handler gets its own decoded copy.
 */
export class MemoryBus implements EventBus {
  private readonly logs = new Map<string, TopicLog>();
  private readonly sleeps = new Set<() => void>();
  private readonly retain: number;
  private closing = false;
  private closed: Promise<void> | undefined;
  private readonly unregisterLag: () => void;

  constructor(private readonly settings: MemoryBusSettings) {
    this.retain = settings.retainPerPartition ?? 10_000;
    this.unregisterLag = registerLagSource(() => this.lags());
  }

  /** Consumer lag per log (topic or its `.dlq`) and group, for the metrics. */
  private *lags(): Iterable<{ topic: string; group: string; lag: number }> {
    for (const [topic, log] of this.logs)
      for (const [group, consumers] of log.groups) yield { topic, group, lag: consumers.lag() };
  }

  async publish<T extends Topic>(topic: T, event: EventMap[T]): Promise<void> {
    if (this.closing) throw new Error('event bus is closed');
    const key = event.org_id;
    if (!key) throw invalid(`${topic} event needs an org_id (the partition key)`);
    const value = encodeEvent(topic, event);
    await publishSpan(topic, async (headers) => {
      if (!headers.event_id) headers.event_id = event.event_id;
      this.append(topic, { key, value, headers });
    });
  }

  async subscribe<T extends Topic>(
    topic: T,
    group: string,
    handler: EventHandler<EventMap[T]>,
  ): Promise<Subscription> {
    return this.join(
      topic,
      topic,
      group,
      (m, d) => handler(decodeEvent(topic, m.value), d),
      (m, error, attempts) => this.deadLetter(topic, m, error, attempts),
    );
  }

  async subscribeDeadLetters(
    topic: Topic,
    group: string,
    handler: EventHandler<DeadLetter>,
  ): Promise<Subscription> {
    const parse = (m: StoredMessage): DeadLetter =>
      JSON.parse(Buffer.from(m.value).toString('utf8')) as DeadLetter;
    return this.join(
      dlqTopic(topic),
      topic,
      group,
      (m, d) => handler(parse(m), d),
      async (m, error) => {
        // Nothing after the dead-letter log: a dead letter whose handler keeps failing is logged and skipped.
        this.settings.logger.error(
          { topic: dlqTopic(topic), group, key: m.key, error },
          'dead-letter handler failed; skipped',
        );
      },
    );
  }

  /**
   * Stops taking new events, delivers what was already published (retries included, up to
   * `closeTimeoutMs`), then waits for handlers still running. A clean shutdown loses nothing.
   */
  close(): Promise<void> {
    this.closed ??= this.shutdown();
    return this.closed;
  }

  private async shutdown(): Promise<void> {
    this.closing = true;
    this.unregisterLag();
    const groups = (): ConsumerGroup[] =>
      [...this.logs.values()].flatMap((l) => [...l.groups.values()]);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), this.settings.closeTimeoutMs ?? 10_000);
    });
    // Dead-lettering while draining appends to other logs, so settle until nothing runs anywhere.
    const drained = (async () => {
      while (groups().some((g) => g.busy())) await Promise.all(groups().map((g) => g.settled()));
    })();
    if ((await Promise.race([drained, timedOut])) === 'timeout') {
      this.settings.logger.warn('event bus closed before everything published was handled');
    }
    clearTimeout(timer);
    for (const g of groups()) g.halt();
    for (const wake of this.sleeps) wake();
    await Promise.all(groups().map((g) => g.idle()));
  }

  private join(
    logName: string,
    topic: Topic,
    group: string,
    invoke: (m: StoredMessage, d: Parameters<EventHandler<unknown>>[1]) => Promise<void>,
    onGiveUp: GroupContext['onGiveUp'],
  ): Subscription {
    if (this.closing) throw new Error('event bus is closed');
    const log = this.log(logName);
    let consumers = log.groups.get(group);
    if (!consumers) {
      consumers = new ConsumerGroup(log.partitions, {
        logName,
        group,
        delivery: { topic },
        settings: this.settings,
        logger: this.settings.logger,
        onGiveUp,
        sleep: (ms) => this.sleep(ms),
      });
      log.groups.set(group, consumers);
    }
    return consumers.join(invoke);
  }

  private deadLetter(
    topic: Topic,
    message: StoredMessage,
    error: string,
    attempts: number,
  ): Promise<void> {
    const letter: DeadLetter = {
      topic,
      key: message.key,
      event: JSON.stringify(decodeEvent(topic, message.value)),
      error,
      attempts,
      failed_at: new Date().toISOString(),
    };
    this.append(dlqTopic(topic), {
      key: message.key,
      value: Buffer.from(JSON.stringify(letter)),
      headers: message.headers,
    });
    return Promise.resolve();
  }

  private append(logName: string, message: StoredMessage): void {
    const log = this.log(logName);
    const p = partitionFor(message.key, log.partitions.length);
    const partition = log.partitions[p] as PartitionLog;
    partition.append(message);
    for (const group of log.groups.values()) group.kick(p);
    this.trim(log, p);
  }

  /** Keeps `retain` handled messages; never drops one a group has not handled yet. */
  private trim(log: TopicLog, p: number): void {
    const partition = log.partitions[p] as PartitionLog;
    let upTo = partition.end - this.retain;
    for (const group of log.groups.values()) upTo = Math.min(upTo, group.cursor(p));
    if (upTo > partition.base) partition.trimTo(upTo);
  }

  private log(name: string): TopicLog {
    let log = this.logs.get(name);
    if (!log) {
      log = {
        partitions: Array.from({ length: this.settings.partitions }, () => new PartitionLog()),
        groups: new Map(),
      };
      this.logs.set(name, log);
    }
    return log;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = (): void => {
        clearTimeout(timer);
        this.sleeps.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.sleeps.add(wake);
    });
  }
}
