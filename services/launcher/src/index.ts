import { resolve } from 'node:path';
import * as billing from '@winzmail/billing';
import * as chat from '@winzmail/chat';
import * as gateway from '@winzmail/gateway';
import * as identity from '@winzmail/identity';
import * as knowledge from '@winzmail/knowledge-ingestion';
import * as mail from '@winzmail/mail-sync';
import * as reply from '@winzmail/reply-generation';
import {
  busFromConfig,
  commonSchema,
  createLogger,
  loadConfig,
  stopAll,
  type Logger,
  type RunningService,
} from '@winzmail/platform';
import type { EventBus } from '@winzmail/platform/bus';

export interface ProductOptions {
  /** Gateway port (0 = any free port). */
  port?: number;
  dataDir?: string;
  /** Settings on top of process.env (tests pass URLs of real servers here). */
  env?: Record<string, string | undefined>;
  logger?: Logger;
  /** The bus every service shares (the caller closes it); default: one from config. */
  bus?: EventBus;
}

export interface RunningProduct {
  url: string;
  port: number;
  /** gRPC addresses of the services, by name. */
  services: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * The embedded mode: every service in this process, each behind its own gRPC server on loopback
 * (so calls take the production path), one shared bus, and the gateway in front.
 */
export async function startProduct(options: ProductOptions = {}): Promise<RunningProduct> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.env,
    ...(options.dataDir ? { DATA_DIR: resolve(options.dataDir) } : {}),
    GRPC_HOST: '127.0.0.1',
    GRPC_PORT: '0',
  };
  const common = loadConfig(commonSchema, env);
  const logger = options.logger ?? createLogger({ service: 'winzmail', level: common.LOG_LEVEL });
  // One bus for all: in-process by default, or one Kafka client when KAFKA_BROKERS is set.
  const bus = options.bus ?? (await busFromConfig(common, 'winzmail', logger));
  const closeBus = options.bus ? async () => undefined : () => bus.close();
  const started: RunningService[] = [];
  try {
    const shared = { logger, bus };
    const [id, bill, know] = await Promise.all([
      identity.start(identity.loadIdentityConfig(env), shared),
      billing.start(billing.loadBillingConfig(env), shared),
      knowledge.start(knowledge.loadKnowledgeConfig(env), shared),
    ]);
    started.push(id, bill, know);
    // reply-generation retrieves through knowledge-ingestion, so it learns that address first.
    const rep = await reply.start(
      reply.loadReplyConfig({ ...env, KNOWLEDGE_ADDR: know.address }),
      shared,
    );
    started.push(rep);
    // mail-sync asks reply-generation for the Inbox's Generate.
    const mailSync = await mail.start(
      mail.loadMailConfig({ ...env, REPLY_GENERATION_ADDR: rep.address }),
      shared,
    );
    started.push(mailSync);
    // chat asks identity whether an organisation exists (the website chat's first check).
    const chatService = await chat.start(
      chat.loadChatConfig({
        ...env,
        REPLY_GENERATION_ADDR: rep.address,
        IDENTITY_ADDR: id.address,
      }),
      shared,
    );
    started.push(chatService);
    const gw = await gateway.start(
      gateway.loadGatewayConfig({
        ...env,
        PORT: String(options.port ?? env.PORT ?? 8080),
        IDENTITY_ADDR: id.address,
        BILLING_ADDR: bill.address,
        KNOWLEDGE_ADDR: know.address,
        REPLY_GENERATION_ADDR: rep.address,
        MAIL_SYNC_ADDR: mailSync.address,
        CHAT_ADDR: chatService.address,
      }),
      { logger, bus },
    );
    return {
      url: gw.url,
      port: gw.port,
      services: {
        identity: id.address,
        billing: bill.address,
        knowledge: know.address,
        reply: rep.address,
        mailSync: mailSync.address,
        chat: chatService.address,
      },
      // Stop taking requests, let the bus deliver what was published, then stop the services.
      stop: () => stopAll([gw.stop, closeBus, ...started.map((s) => s.stop)]),
    };
  } catch (err) {
    await stopAll([closeBus, ...started.map((s) => s.stop)]).catch(() => undefined);
    throw err;
  }
}
