import { join } from 'node:path';
import type { CommonConfig } from '../config/index.js';
import type { Logger } from '../logger/index.js';
import { openEventBus, type EventBus } from '../bus/index.js';
import { openDocumentStore, type DocumentStore } from '../store/index.js';

/** What every service's start() returns (the launcher and main.ts use it the same way). */
export interface RunningService {
  address: string;
  port: number;
  stop(): Promise<void>;
}

/** Adapters the launcher shares between services in one process (the in-process bus). */
export interface SharedAdapters {
  logger?: Logger;
  bus?: EventBus;
}

/** The bus from config: Kafka when KAFKA_BROKERS is set, else in-process. */
export function busFromConfig(
  config: CommonConfig,
  clientId: string,
  logger: Logger,
): Promise<EventBus> {
  return openEventBus({
    kafkaBrokers: config.KAFKA_BROKERS,
    partitions: config.KAFKA_PARTITIONS,
    maxAttempts: config.BUS_MAX_ATTEMPTS,
    retryBaseMs: config.BUS_RETRY_BASE_MS,
    clientId,
    logger,
    topicPrefix: config.KAFKA_TOPIC_PREFIX,
  });
}

/** The service's own database: MongoDB `winzmail-<service>` or `<DATA_DIR>/<service>/`. */
export function storeFromConfig(config: CommonConfig, service: string): Promise<DocumentStore> {
  return openDocumentStore({
    mongoUrl: config.MONGODB_URL,
    database: `${config.MONGODB_DATABASE_PREFIX}${service}`,
    dataDir: serviceDataDir(config, service),
  });
}

export const serviceDataDir = (config: CommonConfig, service: string): string =>
  join(config.DATA_DIR, service);
