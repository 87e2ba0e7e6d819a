import { openEventBus } from '../src/bus/index.js';
import { createLogger } from '../src/logger/index.js';
import { runEventBusContract } from './contracts/bus.contract.js';
import { describeWithServer, env } from '@winzmail/testing';

const logger = createLogger({ service: 'bus-test', level: process.env.LOG_LEVEL ?? 'silent' });

describeWithServer(['KAFKA_BROKERS'], 'EventBus on Kafka', () => {
  runEventBusContract(
    'Kafka',
    // The namespace prefixes topics and groups: every test has its own on a shared broker.
    ({ namespace, maxAttempts, retryBaseMs }) =>
      openEventBus({
        kafkaBrokers: env('KAFKA_BROKERS'),
        partitions: 3,
        maxAttempts,
        retryBaseMs,
        clientId: 'contract-test',
        logger,
        topicPrefix: namespace,
      }),
    { durable: true, timeoutMs: 90_000 },
  );
});
