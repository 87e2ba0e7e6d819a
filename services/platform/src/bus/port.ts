import type { EventMap, Topic } from '@winzmail/proto';
import type { Logger } from '../logger/index.js';

/**
 * The event bus port. Semantics every adapter keeps (the contract suite checks them):
 * - at-least-once: a handler that throws sees the message again, after a backoff;
 * - after `maxAttempts` failures the message goes to `<topic>.dlq` with the error, and the
 *   partition moves on (one bad message never stalls the queue);
 * - order is kept per key (the org id): a key's messages reach a group's handler one at a time,
 *   in publish order;
 * - every consumer group gets every message; members of one group share the partitions.
 * Handlers must therefore be idempotent (dedupe by event_id or a unique business key).
 */
export interface EventBus {
  publish<T extends Topic>(topic: T, event: EventMap[T]): Promise<void>;
  subscribe<T extends Topic>(
    topic: T,
    group: string,
    handler: EventHandler<EventMap[T]>,
  ): Promise<Subscription>;
  /** Dead letters: what failed `maxAttempts` times, for inspection and re-drive. */
  subscribeDeadLetters(
    topic: Topic,
    group: string,
    handler: EventHandler<DeadLetter>,
  ): Promise<Subscription>;
  /** Stops consumers (after in-flight handlers finish) and disconnects. */
  close(): Promise<void>;
}

export interface Delivery {
  topic: Topic;
  key: string;
  /** 1 on the first delivery, 2 on the first retry, … */
  attempt: number;
}

export type EventHandler<E> = (event: E, delivery: Delivery) => Promise<void>;

export interface Subscription {
  /** Stops this consumer after its in-flight handler finishes. */
  stop(): Promise<void>;
}

export interface DeadLetter {
  topic: Topic;
  key: string;
  /** The original event as JSON. */
  event: string;
  error: string;
  attempts: number;
  failed_at: string;
}

export interface BusSettings {
  maxAttempts: number;
  /** First retry delay; doubles each attempt (capped at 30 s), with jitter. */
  retryBaseMs: number;
}

/** Backoff before retry number `attempt` (1-based attempt that just failed). */
export function retryDelayMs(settings: BusSettings, attempt: number): number {
  const base = Math.min(settings.retryBaseMs * 2 ** (attempt - 1), 30_000);
  return Math.round(base / 2 + (Math.random() * base) / 2);
}

export const dlqTopic = (topic: Topic): string => `${topic}.dlq`;

export interface EventBusSettings extends BusSettings {
  /** Kafka brokers, comma separated; unset → the in-process bus. */
  kafkaBrokers?: string;
  /** Partitions per topic (Kafka topics are created with this count). */
  partitions: number;
  /** Kafka client id (the service name). */
  clientId: string;
  logger: Logger;
  /**
   * Prefix for Kafka topic and consumer group names (one cluster shared by several
   * environments or test runs). Empty by default.
   */
  topicPrefix?: string;
}
