import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, expect, it } from '@jest/globals';
import { openEventBus, type EventBus } from '../src/bus/index.js';
import { createLogger } from '../src/logger/index.js';
import { describeWithServer, env, eventually, uniqueName } from '@winzmail/testing';

/**
 * Fault: the Kafka broker stops while events are being published and consumed, then comes back
 * with its data. Every event is consumed, and none has its effect twice (the consumer dedupes by
 * event_id, as every consumer of the product must). Runs alone (jest project "fault"): it takes
 * the shared broker away.
 */
const logger = createLogger({
  service: 'bus-fault-test',
  level: process.env.LOG_LEVEL ?? 'silent',
});
const RESTART = resolve(import.meta.dirname, '../../../tests/infra/restart');
const EVENTS = 120;

function restartKafka(downSeconds: number): Promise<void> {
  return new Promise((res, rej) => {
    const child = spawn('bash', [RESTART, 'kafka', String(downSeconds)], { stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? res() : rej(new Error(`restart exited ${code}`))));
  });
}

describeWithServer(['KAFKA_BROKERS'], 'Kafka bus through a broker restart', () => {
  let bus: EventBus | undefined;
  afterAll(async () => {
    await bus?.close();
  });

  it('consumes every event exactly once in effect', async () => {
    const prefix = `${uniqueName('fault')}.`;
    bus = await openEventBus({
      kafkaBrokers: env('KAFKA_BROKERS'),
      partitions: 3,
      maxAttempts: 50,
      retryBaseMs: 100,
      clientId: 'fault-test',
      logger,
      topicPrefix: prefix,
    });
    // The effect: a counter per document, applied once per event id (a redelivery finds it done).
    const applied = new Set<string>();
    const counters = new Map<string, number>();
    let deliveries = 0;
    await bus.subscribe('document.uploaded', 'fault-consumer', async (event) => {
      deliveries += 1;
      if (applied.has(event.event_id)) return;
      applied.add(event.event_id);
      counters.set(event.document_id, (counters.get(event.document_id) ?? 0) + 1);
    });

    const publishOne = async (i: number): Promise<void> => {
      const event = {
        event_id: `e-${i}`,
        org_id: `org-${i % 7}`,
        occurred_at: new Date().toISOString(),
        document_id: `d-${i}`,
      };
      // The producer retries until the broker takes it (at-least-once on the publishing side too).
      await eventually(
        `the broker to take event ${i}`,
        () =>
          bus!.publish('document.uploaded', event).then(
            () => 'taken',
            (err: Error) => err.message,
          ),
        (outcome) => outcome === 'taken',
        { timeoutMs: 90_000, intervalMs: 250 },
      );
    };

    let restart: Promise<void> | undefined;
    for (let i = 0; i < EVENTS; i++) {
      if (i === EVENTS / 3) restart = restartKafka(3);
      await publishOne(i);
      // Pacing, not a wait for a condition: the events are spread over the broker's restart, so
      // some are published before, some while it is down and some after.
      await new Promise((r) => setTimeout(r, 25));
    }
    await restart;

    await eventually(
      'every event applied',
      () => applied.size,
      (n) => n === EVENTS,
      {
        timeoutMs: 120_000,
        intervalMs: 200,
      },
    );
    expect(applied.size).toBe(EVENTS);
    expect(counters.size).toBe(EVENTS);
    expect([...counters.values()].every((n) => n === 1)).toBe(true);
    expect(deliveries).toBeGreaterThanOrEqual(EVENTS);
    logger.info({ deliveries, events: EVENTS }, 'fault test deliveries');
  }, 300_000);
});
