import { decodeEvent, encodeEvent, type EventMap, type Topic } from '@winzmail/proto';
import {
  Kafka,
  logLevel,
  Partitioners,
  type Admin,
  type KafkaMessage,
  type Message,
  type Producer,
  type TopicMessages,
} from 'kafkajs';
import { invalid } from '../../../errors/index.js';
import {
  dlqTopic,
  type DeadLetter,
  type EventBus,
  type EventBusSettings,
  type EventHandler,
  type Subscription,
} from '../../port.js';
import { KafkaMember, headerStrings, type MemberOptions } from './kafka-consumer.js';
import { kafkaLogCreator } from './kafka-logs.js';
import { publishSpan } from '../../trace-context.js';

export interface KafkaBusSettings extends EventBusSettings {
  brokers: string[];
}

/** A publish waiting for the next produce request. */
interface Queued {
  topic: string;
  message: Message;
  bytes: number;
  done: (err?: unknown) => void;
}

/** Upper bounds of one produce request (the broker's default message.max.bytes is 1 MB). */
const BATCH_MAX_MESSAGES = 500;
const BATCH_MAX_BYTES = 512 * 1024;

/**
 * The Kafka EventBus (kafkajs). Topics are created with the configured partition count (and
 * their `.dlq`), the key is the org id, events are protobuf (events.proto), headers carry
 * `event_id` and the W3C trace context. At-least-once: offsets are committed after the handler.
 *
 * Publishes made in the same turn of the event loop leave in one produce request (as the Java
 * client's linger does), each resolving only once that request is acknowledged by all in-sync
 * replicas; a lone publish goes out at the end of its turn. One request per event made a busy
 * publisher pay a broker round trip per event.
 */
/** How long a new topic may take to get leaders before publishing or subscribing fails. */
const TOPIC_READY_MS = 30_000;

const isRetriable = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as { retriable?: unknown }).retriable === true;

export class KafkaBus implements EventBus {
  private readonly topics = new Map<string, Promise<void>>();
  private readonly members = new Set<KafkaMember<unknown>>();
  /** The topic each consumer group of this process reads (one per group). */
  private readonly groupTopics = new Map<string, string>();
  private queue: Queued[] = [];
  private flushScheduled = false;
  private readonly sending = new Set<Promise<void>>();
  private closing = false;
  private closed: Promise<void> | undefined;

  private constructor(
    private readonly s: KafkaBusSettings,
    private readonly kafka: Kafka,
    private readonly producer: Producer,
    private readonly admin: Admin,
  ) {}

  static async connect(s: KafkaBusSettings): Promise<KafkaBus> {
    const kafka = new Kafka({
      clientId: s.clientId,
      brokers: s.brokers,
      logLevel: logLevel.INFO,
      logCreator: kafkaLogCreator(s.logger),
      connectionTimeout: 5_000,
      requestTimeout: 30_000,
      // Rides out a broker restart: retries with backoff for up to about a minute per request.
      retry: { initialRetryTime: 300, retries: 10, maxRetryTime: 30_000 },
    });
    const producer = kafka.producer({
      allowAutoTopicCreation: false,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    const admin = kafka.admin();
    await Promise.all([producer.connect(), admin.connect()]);
    return new KafkaBus(s, kafka, producer, admin);
  }

  async publish<T extends Topic>(topic: T, event: EventMap[T]): Promise<void> {
    if (this.closing) throw new Error('event bus is closed');
    const key = event.org_id;
    if (!key) throw invalid(`${topic} event needs an org_id (the partition key)`);
    const value = encodeEvent(topic, event);
    const name = this.name(topic);
    await this.ensureTopics(name);
    await publishSpan(name, (headers) =>
      this.enqueue(
        name,
        { key, value, headers: { ...headers, event_id: event.event_id } },
        key.length + value.length,
      ),
    );
  }

  /** Resolves when the produce request carrying the message is acknowledged. */
  private enqueue(topic: string, message: Message, bytes: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ topic, message, bytes, done: (err) => (err ? reject(err) : resolve()) });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  /** Sends what was queued, in requests within the size bounds, in queue order. */
  private flush(): void {
    this.flushScheduled = false;
    while (this.queue.length > 0) {
      let count = 0;
      let bytes = 0;
      while (
        count < this.queue.length &&
        count < BATCH_MAX_MESSAGES &&
        (count === 0 || bytes + this.queue[count]!.bytes <= BATCH_MAX_BYTES)
      ) {
        bytes += this.queue[count]!.bytes;
        count++;
      }
      this.send(this.queue.splice(0, count));
    }
  }

  private send(batch: Queued[]): void {
    const byTopic = new Map<string, Message[]>();
    for (const { topic, message } of batch) {
      const messages = byTopic.get(topic);
      if (messages) messages.push(message);
      else byTopic.set(topic, [message]);
    }
    const topicMessages: TopicMessages[] = [...byTopic].map(([topic, messages]) => ({
      topic,
      messages,
    }));
    const sent = this.producer.sendBatch({ acks: -1, topicMessages }).then(
      () => batch.forEach((q) => q.done()),
      (err: unknown) => batch.forEach((q) => q.done(err)),
    );
    this.sending.add(sent);
    void sent.finally(() => this.sending.delete(sent));
  }

  async subscribe<T extends Topic>(
    topic: T,
    group: string,
    handler: EventHandler<EventMap[T]>,
  ): Promise<Subscription> {
    const name = this.name(topic);
    return this.join<EventMap[T]>({
      topicName: name,
      group,
      deliveryTopic: topic,
      decode: (value) => decodeEvent(topic, value),
      handler,
      onGiveUp: (message, error, attempts) => this.deadLetter(topic, message, error, attempts),
    });
  }

  async subscribeDeadLetters(
    topic: Topic,
    group: string,
    handler: EventHandler<DeadLetter>,
  ): Promise<Subscription> {
    const name = dlqTopic(this.name(topic) as Topic);
    return this.join<DeadLetter>({
      topicName: name,
      group,
      deliveryTopic: topic,
      decode: (value) => JSON.parse(value.toString('utf8')) as DeadLetter,
      handler,
      onGiveUp: async (message, error) => {
        // Nothing after the dead-letter topic: logged and skipped.
        this.s.logger.error(
          { topic: name, group, offset: message.offset, error },
          'dead-letter handler failed; skipped',
        );
      },
    });
  }

  /** Stops every consumer after its in-flight handler, then disconnects. Published events are already on the brokers. */
  close(): Promise<void> {
    this.closed ??= (async () => {
      this.closing = true;
      await Promise.all([...this.members].map((m) => m.stop()));
      // Publishes already accepted are sent before the producer goes.
      this.flush();
      await Promise.all(this.sending);
      await Promise.all([this.producer.disconnect(), this.admin.disconnect()]);
    })();
    return this.closed;
  }

  private async join<E>(
    o: Pick<MemberOptions<E>, 'topicName' | 'deliveryTopic' | 'decode' | 'handler' | 'onGiveUp'> & {
      group: string;
    },
  ): Promise<Subscription> {
    if (this.closing) throw new Error('event bus is closed');
    // One topic per group: Kafka's assignors hand every member of a group partitions of every
    // topic the group reads, so a member of another topic would hold (and never read) them.
    const read = this.groupTopics.get(o.group);
    if (read !== undefined && read !== o.topicName) {
      throw new Error(
        `consumer group '${o.group}' already reads ${read}: give ${o.topicName} a group of its own`,
      );
    }
    this.groupTopics.set(o.group, o.topicName);
    await this.ensureTopics(o.topicName.replace(/\.dlq$/, ''));
    const member = new KafkaMember<E>({
      ...o,
      kafka: this.kafka,
      groupId: `${this.s.topicPrefix ?? ''}${o.group}`,
      group: o.group,
      partitions: this.s.partitions,
      settings: this.s,
      logger: this.s.logger,
      onStopped: (m) => this.members.delete(m as KafkaMember<unknown>),
    });
    this.members.add(member as KafkaMember<unknown>);
    try {
      await member.start();
    } catch (err) {
      await member.stop().catch(() => undefined);
      throw err;
    }
    return member;
  }

  private async deadLetter(
    topic: Topic,
    message: KafkaMessage,
    error: string,
    attempts: number,
  ): Promise<void> {
    const letter: DeadLetter = {
      topic,
      key: message.key?.toString('utf8') ?? '',
      event: eventJson(topic, message.value),
      error,
      attempts,
      failed_at: new Date().toISOString(),
    };
    await this.producer.send({
      topic: dlqTopic(this.name(topic) as Topic),
      acks: -1,
      messages: [
        {
          key: message.key,
          value: JSON.stringify(letter),
          headers: headerStrings(message.headers),
        },
      ],
    });
  }

  /** The topic and its dead-letter topic, created once with the configured partition count. */
  private ensureTopics(name: string): Promise<void> {
    let pending = this.topics.get(name);
    if (!pending) {
      pending = this.createTopics([name, dlqTopic(name as Topic)]);
      this.topics.set(name, pending);
      pending.catch(() => this.topics.delete(name));
    }
    return pending;
  }

  private async createTopics(names: string[]): Promise<void> {
    try {
      await this.admin.createTopics({
        topics: names.map((topic) => ({ topic, numPartitions: this.s.partitions })),
      });
    } catch (err) {
      if (!isRetriable(err)) throw err;
    }
    await this.waitForLeaders(names);
  }

  /**
   * Until every partition of the topics has a leader. kafkajs's own waitForLeaders gives up on
   * UNKNOWN_TOPIC_OR_PARTITION, which a KRaft broker answers while a topic that several
   * processes create at once is still being propagated (seen when services start together).
   */
  private async waitForLeaders(names: string[]): Promise<void> {
    const deadline = Date.now() + TOPIC_READY_MS;
    for (let delay = 100; ; delay = Math.min(delay * 2, 2_000)) {
      try {
        const { topics } = await this.admin.fetchTopicMetadata({ topics: names });
        const ready = topics.every(
          (t) => t.partitions.length > 0 && t.partitions.every((p) => p.leader >= 0),
        );
        if (ready && topics.length === names.length) return;
      } catch (err) {
        if (!isRetriable(err) || Date.now() > deadline) throw err;
      }
      if (Date.now() > deadline)
        throw new Error(`topics ${names.join(', ')} have no leaders after ${TOPIC_READY_MS} ms`);
      await new Promise((r) => setTimeout(r, delay));
    }
  }

  private name(topic: Topic): string {
    return `${this.s.topicPrefix ?? ''}${topic}`;
  }
}

function eventJson(topic: Topic, value: Buffer | null): string {
  if (!value) return 'null';
  try {
    return JSON.stringify(decodeEvent(topic, value));
  } catch {
    return JSON.stringify({ undecodable_base64: value.toString('base64') });
  }
}
