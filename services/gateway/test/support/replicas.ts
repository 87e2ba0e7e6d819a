import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as billing from '@winzmail/billing';
import * as chat from '@winzmail/chat';
import * as identity from '@winzmail/identity';
import * as replyGeneration from '@winzmail/reply-generation';
import { createLogger, stopAll, type RunningService } from '@winzmail/platform';
import { openEventBus, type EventBus } from '@winzmail/platform/bus';
import { TEST_ENV } from '@winzmail/testing/product';
import { loadGatewayConfig, start } from '../../src/index.js';

/**
 * Identity and billing behind their gRPC servers on one in-process bus, and as many gateway
 * replicas in front of them as a test starts (each with its own read models' consumer group):
 * for what must hold across replicas — read models fed by events, revocations.
 */
export interface GatewayReplicas {
  /** The bus identity and billing publish on. */
  bus: EventBus;
  /** identity's and billing's data directory (identity's signing key: identity/secrets/). */
  dataDir: string;
  /** A bus of its own, closed with the rest (a replica that hears no events). */
  openBus(): Promise<EventBus>;
  /** A new gateway replica reading `bus` (default: the shared one) as `group`; its `<url>/api`. */
  gateway(group: string, bus?: EventBus): Promise<string>;
  stop(): Promise<void>;
}

const logger = createLogger({ service: 'test', level: 'silent' });
const newBus = () =>
  openEventBus({ partitions: 3, maxAttempts: 3, retryBaseMs: 10, clientId: 'test', logger });

export async function startGatewayReplicas(
  name: string,
  /** Also chat and reply-generation (the website chat's settings and language). */
  options: { chat?: boolean } = {},
): Promise<GatewayReplicas> {
  const dataDir = await mkdtemp(join(tmpdir(), `winzmail-${name}-`));
  const env = {
    ...process.env,
    ...TEST_ENV,
    DATA_DIR: dataDir,
    GRPC_HOST: '127.0.0.1',
    GRPC_PORT: '0',
  };
  const bus = await newBus();
  const services: RunningService[] = await Promise.all([
    identity.start(identity.loadIdentityConfig(env), { logger, bus }),
    billing.start(billing.loadBillingConfig(env), { logger, bus }),
    ...(options.chat
      ? [replyGeneration.start(replyGeneration.loadReplyConfig(env), { logger, bus })]
      : []),
  ]);
  if (options.chat) {
    const chatEnv = {
      ...env,
      IDENTITY_ADDR: services[0]!.address,
      REPLY_GENERATION_ADDR: services[2]!.address,
    };
    services.push(await chat.start(chat.loadChatConfig(chatEnv), { logger, bus }));
  }
  // Stopped in this order: the gateways (newest first), the buses they read, then the services.
  const gateways: (() => Promise<void>)[] = [];
  const buses: EventBus[] = [];
  return {
    bus,
    dataDir,
    async openBus() {
      const own = await newBus();
      buses.push(own);
      return own;
    },
    async gateway(group, on = bus) {
      const gw = await start(
        loadGatewayConfig({
          ...env,
          PORT: '0',
          HOST: '127.0.0.1',
          IDENTITY_ADDR: services[0]!.address,
          BILLING_ADDR: services[1]!.address,
          ...(options.chat
            ? { REPLY_GENERATION_ADDR: services[2]!.address, CHAT_ADDR: services[3]!.address }
            : {}),
          ORG_PLANS_GROUP: group,
        }),
        { logger, bus: on },
      );
      gateways.unshift(gw.stop);
      return `${gw.url}/api`;
    },
    async stop() {
      await stopAll([
        ...gateways,
        ...[...buses, bus].map((b) => () => b.close()),
        ...services.map((s) => () => s.stop()),
      ]);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
