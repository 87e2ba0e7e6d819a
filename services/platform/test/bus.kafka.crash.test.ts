import { afterAll, expect, it } from '@jest/globals';
import { Kafka, logLevel, type Admin } from 'kafkajs';
import { openEventBus, type EventBus } from '../src/bus/index.js';
import { createLogger } from '../src/logger/index.js';
import { describeWithServer, env, eventually, uniqueName } from '@winzmail/testing';

/**
 * kafkajs restarts a crashed consumer only when it deems the error retriable; otherwise the
 * consumer leaves its group for good and nothing more is read until the process restarts. A
 * broker restart can produce such an error (a FindCoordinator request cut off by the shutdown
 * becomes KafkaJSGroupCoordinatorNotFound, kafkajs issue #1630), but only in a short window.
 * This suite forces the same kind of crash every time: the dead-letter topic takes only tiny
 * records, so dead-lettering fails with MESSAGE_TOO_LARGE, which kafkajs does not retry.
 */
const logger = createLogger({
  service: 'bus-crash-test',
  level: process.env.LOG_LEVEL ?? 'silent',
});

describeWithServer(
  ['KAFKA_BROKERS'],
  'Kafka consumer after a crash kafkajs does not restart',
  () => {
    let bus: EventBus | undefined;
    let admin: Admin | undefined;
    afterAll(async () => {
      await bus?.close();
      await admin?.disconnect();
    });

    it('rejoins its group and delivers the failed event and every later one', async () => {
      const prefix = `${uniqueName('crash')}.`;
      const kafka = new Kafka({
        clientId: 'bus-crash-test',
        brokers: env('KAFKA_BROKERS').split(','),
        logLevel: logLevel.NOTHING,
      });
      admin = kafka.admin();
      await admin.connect();
      await admin.createTopics({
        topics: [
          {
            topic: `${prefix}document.uploaded.dlq`,
            numPartitions: 3,
            configEntries: [{ name: 'max.message.bytes', value: '512' }],
          },
        ],
      });
      bus = await openEventBus({
        kafkaBrokers: env('KAFKA_BROKERS'),
        partitions: 3,
        maxAttempts: 1,
        retryBaseMs: 50,
        clientId: 'bus-crash-test',
        logger,
        topicPrefix: prefix,
      });

      const delivered = new Set<string>();
      let crashed = false;
      await bus.subscribe('document.uploaded', 'crash-consumer', async (event) => {
        // The first delivery fails for good (maxAttempts 1) with a letter too large for its topic.
        if (event.event_id === 'poison' && !crashed) {
          crashed = true;
          throw new Error(`poison: ${'x'.repeat(1_000)}`);
        }
        delivered.add(event.event_id);
      });

      const ids = ['poison', ...Array.from({ length: 12 }, (_, i) => `e-${i}`)];
      for (const [i, id] of ids.entries()) {
        await bus.publish('document.uploaded', {
          event_id: id,
          org_id: `org-${i % 4}`,
          occurred_at: new Date().toISOString(),
          document_id: id,
        });
      }

      // Redelivered from the last commit once the member runs again: the poison event too.
      await eventually(
        'every event delivered again',
        () => ids.filter((id) => !delivered.has(id)),
        (missing) => missing.length === 0,
        { timeoutMs: 60_000, intervalMs: 100 },
      );
      expect(crashed).toBe(true);
      expect(ids.filter((id) => !delivered.has(id))).toEqual([]);
    }, 120_000);
  },
);
