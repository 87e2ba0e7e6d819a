import { join } from 'node:path';
import type { Clock } from '../clock/index.js';
import type { CommonConfig } from '../config/index.js';
import { startGrpcServer, type ServiceBinding } from '../grpc/server.js';
import { createLogger, type Logger } from '../logger/index.js';
import { stopAll, type Stopper } from '../shutdown/index.js';
import { openEventBus, type EventBus, type Subscription } from '../bus/index.js';
import { openDocumentStore, type DocumentStore } from '../store/index.js';
import { measuredStore } from '../store/measured-store.js';
import { Outbox } from '../outbox/index.js';

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
  /** The time, where a service's behaviour depends on it (default: the real time). */
  clock?: Clock;
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
export async function storeFromConfig(
  config: CommonConfig,
  service: string,
): Promise<DocumentStore> {
  const store = await openDocumentStore({
    mongoUrl: config.MONGODB_URL,
    database: `${config.MONGODB_DATABASE_PREFIX}${service}`,
    dataDir: serviceDataDir(config, service),
  });
  // Labelled by service, not database name: a run's prefix would make the label unbounded.
  return measuredStore(store, service);
}

export const serviceDataDir = (config: CommonConfig, service: string): string =>
  join(config.DATA_DIR, service);

/** What a service's start() opens before its own wiring: logger, its store, the bus, its outbox. */
export interface ServiceBase {
  logger: Logger;
  store: DocumentStore;
  bus: EventBus;
  /** Events leave through here (watch the collections that carry them); relayed from start. */
  outbox: Outbox;
  dataDir: string;
}

interface ServiceConfig extends CommonConfig {
  GRPC_HOST: string;
  GRPC_PORT: number;
}

/**
 * The common frame of every service's start(): opens the base, lets `wire` build the service on
 * it, starts the outbox relay, serves the returned gRPC bindings, and stops everything in the
 * architecture's order (consumers → gRPC server → outbox relay → what the service opened → bus,
 * unless shared → store): the relay stops after the last request that could record an event.
 */
export async function runService(
  service: string,
  config: ServiceConfig,
  shared: SharedAdapters,
  wire: (base: ServiceBase) => Promise<{
    bindings: ServiceBinding[];
    consumers?: Subscription[];
    /** Extra stoppers (timers, other adapters), run after the gRPC server stopped. */
    onStop?: Stopper[];
  }>,
): Promise<RunningService> {
  const logger = (shared.logger ?? createLogger({ service, level: config.LOG_LEVEL })).child({
    component: service,
  });
  const store = await storeFromConfig(config, service);
  const bus = shared.bus ?? (await busFromConfig(config, service, logger));
  const outbox = new Outbox(bus, logger.child({ component: `${service}-outbox` }), {
    pollMs: config.OUTBOX_POLL_MS,
    retryBaseMs: config.BUS_RETRY_BASE_MS,
  });
  const closeBase: Stopper[] = [
    () => outbox.stop(),
    ...(shared.bus ? [] : [() => bus.close()]),
    () => store.close(),
  ];
  try {
    const wired = await wire({
      logger,
      store,
      bus,
      outbox,
      dataDir: serviceDataDir(config, service),
    });
    outbox.start();
    const consumers = wired.consumers ?? [];
    const server = await startGrpcServer({
      name: service,
      host: config.GRPC_HOST,
      port: config.GRPC_PORT,
      services: wired.bindings,
      logger,
    }).catch(async (err: unknown) => {
      await stopAll([...consumers.map((c) => () => c.stop()), ...(wired.onStop ?? [])]);
      throw err;
    });
    return {
      address: server.address,
      port: server.port,
      stop: () =>
        stopAll([
          ...consumers.map((c) => () => c.stop()),
          () => server.stop(),
          () => outbox.stop(),
          ...(wired.onStop ?? []),
          ...closeBase,
        ]),
    };
  } catch (err) {
    await stopAll(closeBase).catch(() => undefined);
    throw err;
  }
}
