// Event bus: publish→handler latency (p50/p99, one event at a time) and throughput (events/s,
// many publishes in flight) for the in-process bus and, when KAFKA_BROKERS is set, our Kafka
// adapter next to raw kafkajs (producer.send + consumer eachMessage, same topic layout) in the
// same run, each subject in a fresh process of its own; plus that process's CPU time per event in
// the throughput phase (publisher and consumer both run in it; a steadier figure than events/s
// when other work shares the cores).
// Prints figures; asserts nothing.
//   npx tsx bench/bus.ts        (LATENCY_EVENTS=500 THROUGHPUT_EVENTS=3000)
import { spawn } from 'node:child_process';
import { encodeEvent, decodeEvent, type EventMap } from '@winzmail/proto';
import { Kafka, logLevel, Partitioners } from 'kafkajs';
import type { EventBus } from '../services/platform/src/bus/index.js';
import { openEventBus } from '../services/platform/src/bus/index.js';
import { createLogger } from '../services/platform/src/logger/index.js';

const LATENCY_EVENTS = Number(process.env.LATENCY_EVENTS ?? 500);
const THROUGHPUT_EVENTS = Number(process.env.THROUGHPUT_EVENTS ?? 3000);
const IN_FLIGHT = 100;
const PARTITIONS = 3;
const logger = createLogger({ service: 'bench', level: 'warn' });
const run = `bench-${Date.now().toString(36)}`;

type Event = EventMap['org.registered'];
const event = (i: number): Event => ({
  event_id: String(i),
  org_id: `org-${i % 50}`,
  occurred_at: new Date().toISOString(),
  org_name: 'Bench Org',
  user_email: 'owner@example.test',
});

/** A transport under test: start consuming with `onEvent`, publish, stop. */
interface Subject {
  start(onEvent: (id: number) => void): Promise<void>;
  publish(i: number): Promise<void>;
  stop(): Promise<void>;
}

interface Figures {
  p50: number;
  p99: number;
  perSecond: number;
  cpuMicrosPerEvent: number;
}

async function measure(subject: Subject): Promise<Figures> {
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  let received = 0;
  let waiter: (() => void) | undefined;
  let want = 0;
  await subject.start((id) => {
    const t = sentAt.get(id);
    if (t !== undefined) latencies.push(performance.now() - t);
    received++;
    if (received >= want) waiter?.();
  });
  const until = (n: number): Promise<void> =>
    new Promise((resolve) => {
      want = n;
      waiter = resolve;
      if (received >= n) resolve();
    });

  // Latency: one event at a time, each awaited until handled.
  for (let i = 0; i < LATENCY_EVENTS; i++) {
    sentAt.set(i, performance.now());
    await subject.publish(i);
    await until(i + 1);
  }
  latencies.sort((a, b) => a - b);
  const p = (q: number): number =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] as number;

  // Throughput: IN_FLIGHT publishes at a time, until every event is handled.
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const base = LATENCY_EVENTS;
  for (let i = 0; i < THROUGHPUT_EVENTS; i += IN_FLIGHT) {
    const batch = [];
    for (let j = i; j < Math.min(THROUGHPUT_EVENTS, i + IN_FLIGHT); j++)
      batch.push(subject.publish(base + j));
    await Promise.all(batch);
  }
  await until(base + THROUGHPUT_EVENTS);
  const perSecond = THROUGHPUT_EVENTS / ((performance.now() - t0) / 1000);
  const cpu = process.cpuUsage(cpu0);
  await subject.stop();
  return {
    p50: p(0.5),
    p99: p(0.99),
    perSecond,
    cpuMicrosPerEvent: (cpu.user + cpu.system) / THROUGHPUT_EVENTS,
  };
}

function busSubject(open: () => Promise<EventBus>): Subject {
  let bus: EventBus;
  return {
    async start(onEvent) {
      bus = await open();
      await bus.subscribe('org.registered', 'bench', async (e) => onEvent(Number(e.event_id)));
    },
    publish: (i) => bus.publish('org.registered', event(i)),
    stop: () => bus.close(),
  };
}

/** The same work with kafkajs alone: protobuf events, key = org id, acks all, default auto-commit. */
function rawKafkaSubject(brokers: string[]): Subject {
  const kafka = new Kafka({ clientId: 'bench-raw', brokers, logLevel: logLevel.WARN });
  const topic = `${run}-raw.org.registered`;
  const producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
  const consumer = kafka.consumer({
    groupId: `${run}-raw`,
    maxWaitTimeInMs: 100,
    heartbeatInterval: 1_000,
  });
  const admin = kafka.admin();
  return {
    async start(onEvent) {
      await Promise.all([producer.connect(), admin.connect(), consumer.connect()]);
      await admin.createTopics({
        waitForLeaders: true,
        topics: [{ topic, numPartitions: PARTITIONS }],
      });
      await consumer.subscribe({ topics: [topic], fromBeginning: true });
      const joined = new Promise<void>((resolve) =>
        consumer.on(consumer.events.GROUP_JOIN, () => resolve()),
      );
      await consumer.run({
        partitionsConsumedConcurrently: PARTITIONS,
        eachMessage: async ({ message }) =>
          onEvent(Number(decodeEvent('org.registered', message.value as Buffer).event_id)),
      });
      await joined;
    },
    async publish(i) {
      const e = event(i);
      await producer.send({
        topic,
        acks: -1,
        messages: [{ key: e.org_id, value: encodeEvent('org.registered', e) }],
      });
    },
    async stop() {
      await consumer.disconnect();
      await producer.disconnect();
      await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
      await admin.disconnect();
    },
  };
}

const row = (name: string, f: Figures): string =>
  `${name.padEnd(24)} ${f.p50.toFixed(2).padStart(10)} ${f.p99.toFixed(2).padStart(10)} ${Math.round(f.perSecond).toString().padStart(10)} ${Math.round(f.cpuMicrosPerEvent).toString().padStart(10)}`;

const settings = {
  partitions: PARTITIONS,
  maxAttempts: 5,
  retryBaseMs: 200,
  clientId: 'bench',
  logger,
};
const brokers = process.env.KAFKA_BROKERS;
const SUBJECTS: Record<string, () => Subject> = {
  'in-process': () => busSubject(() => openEventBus(settings)),
  'Kafka, our adapter': () =>
    busSubject(() => openEventBus({ ...settings, kafkaBrokers: brokers, topicPrefix: `${run}.` })),
  'Kafka, raw kafkajs': () => rawKafkaSubject((brokers ?? '').split(',')),
};

const only = process.env.BUS_BENCH_SUBJECT;
if (only) {
  // A child of the run below: one subject, one row.
  console.log(row(only, await measure(SUBJECTS[only]!())));
} else {
  console.log(
    `${LATENCY_EVENTS} events one at a time (latency), then ${THROUGHPUT_EVENTS} with ${IN_FLIGHT} publishes in flight`,
  );
  console.log('each subject in a fresh process of its own (the first one in a shared process paid');
  console.log("kafkajs's JIT warm-up for the other)");
  console.log(
    `${'bus'.padEnd(24)} ${'p50 ms'.padStart(10)} ${'p99 ms'.padStart(10)} ${'events/s'.padStart(10)} ${'cpu µs/ev'.padStart(10)}`,
  );
  const names = Object.keys(SUBJECTS).filter((name) => brokers || !name.startsWith('Kafka'));
  for (const name of names) {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!], {
      env: { ...process.env, BUS_BENCH_SUBJECT: name },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) console.log(`${name}: failed (exit ${code})`);
  }
  if (!brokers) console.log('Kafka: skipped (no KAFKA_BROKERS; start tests/infra/up)');
}
