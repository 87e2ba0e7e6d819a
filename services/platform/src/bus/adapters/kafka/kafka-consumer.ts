import type { Topic } from '@winzmail/proto';
import type { Consumer, EachBatchPayload, IHeaders, Kafka, KafkaMessage } from 'kafkajs';
import { errorMessage } from '../../../errors/index.js';
import type { Logger } from '../../../logger/index.js';
import {
  retryDelayMs,
  type BusSettings,
  type EventHandler,
  type Subscription,
} from '../../port.js';
import { consumeSpan, type Headers } from '../../trace-context.js';
import { recordProcessed, registerLagSource } from '../../../metrics/bus.js';

export interface MemberOptions<E> {
  kafka: Kafka;
  topicName: string;
  groupId: string;
  /** The group without the topic prefix (the metrics' label). */
  group: string;
  /** The topic handlers are told about (without prefix / `.dlq`). */
  deliveryTopic: Topic;
  partitions: number;
  settings: BusSettings;
  logger: Logger;
  decode(value: Buffer): E;
  handler: EventHandler<E>;
  /** After the last failed attempt: dead-letter it. The offset is committed once this resolves. */
  onGiveUp(message: KafkaMessage, error: string, attempts: number): Promise<void>;
  onStopped(member: KafkaMember<E>): void;
}

/** How long subscribe() waits for the first group assignment before returning anyway. */
const JOIN_WAIT_MS = 30_000;

/**
 * One member of a consumer group: a kafkajs consumer with auto-commit off. Messages of a fetched
 * batch are handled one at a time; the offset after the last one that succeeded (or was
 * dead-lettered) is committed when the batch ends, so nothing unhandled is ever committed and
 * a busy partition commits once per batch rather than once per message. Retries happen in place
 * (the partition waits, so per-key order holds) with backoff and heartbeats.
 *
 * A consumer that kafkajs lets die is run again: kafkajs restarts a crashed consumer only when
 * the error is "retriable", and some errors of a broker restart are not — e.g. a FindCoordinator
 * request cut off by the broker shutting down becomes KafkaJSGroupCoordinatorNotFound
 * (kafkajs issue #1630). Such a member would stay out of its group for good, and every event
 * after the restart would wait for a process restart. It rejoins from the last commit instead
 * (at-least-once; handlers dedupe).
 */
export class KafkaMember<E> implements Subscription {
  private readonly consumer: Consumer;
  private readonly wakers = new Set<() => void>();
  private stopping = false;
  private stopped: Promise<void> | undefined;
  /** Per partition: high watermark − next offset, as of the last batch handled. */
  private readonly lagByPartition = new Map<number, number>();
  private unregisterLag: (() => void) | undefined;
  /** The metrics' topic label: events.proto's name (no prefix), `.dlq` kept. */
  private readonly topicLabel: string;
  /** Pending re-run after a crash kafkajs did not restart, and how many in a row. */
  private rerunTimer: NodeJS.Timeout | undefined;
  private reruns = 0;

  constructor(private readonly o: MemberOptions<E>) {
    this.topicLabel = o.topicName.endsWith('.dlq') ? `${o.deliveryTopic}.dlq` : o.deliveryTopic;
    this.consumer = o.kafka.consumer({
      groupId: o.groupId,
      allowAutoTopicCreation: false,
      sessionTimeout: 15_000,
      heartbeatInterval: 1_000,
      maxWaitTimeInMs: 100,
      // Broker restarts: keep retrying, and restart the consumer after a crash unless stopping.
      retry: {
        initialRetryTime: 300,
        retries: 10,
        maxRetryTime: 30_000,
        restartOnFailure: async () => !this.stopping,
      },
    });
  }

  async start(): Promise<void> {
    const { consumer } = this;
    let removeJoin: (() => void) | undefined;
    const joined = new Promise<boolean>((resolve) => {
      removeJoin = consumer.on(consumer.events.GROUP_JOIN, () => resolve(true));
    });
    consumer.on(consumer.events.CRASH, (e) => {
      this.o.logger.error(
        { err: e.payload.error, group: this.o.groupId, restart: e.payload.restart },
        'kafka consumer crashed',
      );
      if (!e.payload.restart) this.scheduleRerun();
    });
    consumer.on(consumer.events.GROUP_JOIN, () => (this.reruns = 0));
    this.unregisterLag = registerLagSource(() => [
      {
        topic: this.topicLabel,
        group: this.o.group,
        lag: [...this.lagByPartition.values()].reduce((a, b) => a + b, 0),
      },
    ]);
    await consumer.connect();
    // A group without committed offsets starts at the earliest retained message.
    await consumer.subscribe({ topics: [this.o.topicName], fromBeginning: true });
    await this.run();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), JOIN_WAIT_MS);
    });
    if (!(await Promise.race([joined, timeout]))) {
      this.o.logger.warn(
        { group: this.o.groupId, topic: this.o.topicName },
        'kafka consumer has not joined its group yet',
      );
    }
    clearTimeout(timer);
    removeJoin?.();
  }

  /** Waits for the handler in flight, leaves the group and disconnects. */
  stop(): Promise<void> {
    this.stopped ??= (async () => {
      this.stopping = true;
      clearTimeout(this.rerunTimer);
      this.unregisterLag?.();
      for (const wake of this.wakers) wake();
      await this.consumer.disconnect();
      this.o.onStopped(this);
    })();
    return this.stopped;
  }

  private run(): Promise<void> {
    return this.consumer.run({
      autoCommit: false,
      partitionsConsumedConcurrently: this.o.partitions,
      eachBatchAutoResolve: false,
      eachBatch: (payload) => this.handleBatch(payload),
    });
  }

  /**
   * Runs the consumer again after a crash kafkajs gave up on (it has already left the group and
   * disconnected; run() reconnects and rejoins, as kafkajs's own restart does). Backs off from
   * 1 s up to 30 s while the crashes repeat; a join resets the count.
   */
  private scheduleRerun(): void {
    if (this.stopping) return;
    clearTimeout(this.rerunTimer);
    const delay = Math.min(1_000 * 2 ** this.reruns, 30_000);
    this.reruns += 1;
    this.o.logger.warn(
      { group: this.o.groupId, topic: this.o.topicName, retryInMs: delay },
      'kafka consumer gave up; running it again',
    );
    this.rerunTimer = setTimeout(() => {
      if (this.stopping) return;
      // A start that fails crashes again (CRASH → scheduleRerun); a rejection is the same.
      this.run().catch(() => this.scheduleRerun());
    }, delay);
    this.rerunTimer.unref();
  }

  private async handleBatch({
    batch,
    heartbeat,
    isRunning,
    isStale,
    resolveOffset,
  }: EachBatchPayload): Promise<void> {
    const { topic, partition } = batch;
    let next: string | undefined;
    // Lag as of this fetch: the broker's high watermark minus what this group has not yet
    // handled (the message in flight included), kept for the metrics' gauge.
    const lag = (from: string | null): void => {
      if (from !== null)
        this.lagByPartition.set(
          partition,
          Math.max(0, Number(BigInt(batch.highWatermark) - BigInt(from))),
        );
    };
    try {
      for (const message of batch.messages) {
        // A rebalance (stale batch) or a stop: what is left stays uncommitted for the next owner.
        if (!isRunning() || isStale() || this.stopping) break;
        lag(message.offset);
        if (!(await this.handle(topic, partition, message, heartbeat))) break;
        resolveOffset(message.offset);
        next = (BigInt(message.offset) + 1n).toString();
        await heartbeat();
      }
    } finally {
      if (next !== undefined) await this.commit(topic, partition, next);
      lag(next ?? batch.firstOffset());
    }
  }

  /** True once the message is handled or dead-lettered; false when stopping mid-retry. */
  private async handle(
    topic: string,
    partition: number,
    message: KafkaMessage,
    heartbeat: () => Promise<void>,
  ): Promise<boolean> {
    const key = message.key?.toString('utf8') ?? '';
    const headers = headerStrings(message.headers);
    for (let attempt = 1; ; attempt++) {
      if (this.stopping) return false;
      const started = performance.now();
      const seconds = (): number => (performance.now() - started) / 1000;
      try {
        await consumeSpan(topic, this.o.groupId, headers, attempt, async () => {
          if (!message.value) throw new Error('message has no value');
          await this.o.handler(this.o.decode(message.value), {
            topic: this.o.deliveryTopic,
            key,
            attempt,
          });
        });
        recordProcessed(this.topicLabel, this.o.group, 'ok', seconds());
        return true;
      } catch (err) {
        const last = attempt >= this.o.settings.maxAttempts;
        recordProcessed(this.topicLabel, this.o.group, last ? 'dead_letter' : 'retry', seconds());
        const fields = {
          topic,
          group: this.o.groupId,
          partition,
          offset: message.offset,
          key,
          attempt,
          error: errorMessage(err),
        };
        if (attempt >= this.o.settings.maxAttempts) {
          this.o.logger.error(fields, 'bus handler failed for the last time; dead-lettering');
          await this.o.onGiveUp(message, errorMessage(err), attempt);
          return true;
        }
        this.o.logger.warn(fields, 'bus handler failed; will retry');
        await this.wait(retryDelayMs(this.o.settings, attempt), heartbeat);
      }
    }
  }

  private async commit(topic: string, partition: number, offset: string): Promise<void> {
    try {
      await this.consumer.commitOffsets([{ topic, partition, offset }]);
    } catch (err) {
      // E.g. a rebalance took the partition: its next owner re-delivers from the last commit (at-least-once).
      this.o.logger.warn({ err, topic, partition, offset }, 'offset commit failed');
    }
  }

  /** Backoff that keeps the group membership alive and ends early when stopping. */
  private async wait(ms: number, heartbeat: () => Promise<void>): Promise<void> {
    const until = Date.now() + ms;
    while (!this.stopping && Date.now() < until) {
      await new Promise<void>((resolve) => {
        const wake = (): void => {
          clearTimeout(timer);
          this.wakers.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, Math.min(1_000, until - Date.now()));
        this.wakers.add(wake);
      });
      await heartbeat().catch(() => undefined);
    }
  }
}

export function headerStrings(headers: IHeaders | undefined): Headers {
  const out: Headers = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) out[name] = first.toString();
  }
  return out;
}
