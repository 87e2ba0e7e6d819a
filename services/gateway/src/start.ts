import type { Server } from 'node:http';
import { hostname } from 'node:os';
import { busFromConfig, createLogger, stopAll, type Logger } from '@winzmail/platform';
import type { EventBus } from '@winzmail/platform/bus';
import { createApp } from './app.js';
import { billingClient } from './clients/billing.js';
import { chatClient } from './clients/chat.js';
import { exportClients } from './clients/exports.js';
import { identityClient } from './clients/identity.js';
import { knowledgeClient } from './clients/knowledge.js';
import { mailClient } from './clients/mail.js';
import { replyClient } from './clients/reply.js';
import type { GatewayConfig } from './config.js';
import { OrgPlans } from './org-plans.js';
import { RevokedSessions } from './revoked-sessions.js';
import { WidgetLanguages } from './widget-languages.js';

export const SERVICE = 'gateway';

const STOP_GRACE_MS = 5_000;

export interface RunningGateway {
  port: number;
  /** The product's URL, e.g. http://localhost:8080/winzmail */
  url: string;
  stop(): Promise<void>;
}

export async function start(
  config: GatewayConfig,
  /** The launcher shares its bus; alone, the gateway opens one from config. */
  options: { logger?: Logger; bus?: EventBus } = {},
): Promise<RunningGateway> {
  const logger = (
    options.logger ?? createLogger({ service: SERVICE, level: config.LOG_LEVEL })
  ).child({
    component: SERVICE,
  });
  const identity = identityClient(config.IDENTITY_ADDR, config.GRPC_DEADLINE_MS);
  const billing = billingClient(config.BILLING_ADDR, config.GRPC_DEADLINE_MS);
  const knowledge = config.KNOWLEDGE_ADDR
    ? knowledgeClient(config.KNOWLEDGE_ADDR, config.GRPC_DEADLINE_MS)
    : undefined;
  const reply = config.REPLY_GENERATION_ADDR
    ? replyClient(config.REPLY_GENERATION_ADDR, config.GRPC_DEADLINE_MS)
    : undefined;
  const mail = config.MAIL_SYNC_ADDR
    ? mailClient(config.MAIL_SYNC_ADDR, config.GRPC_DEADLINE_MS)
    : undefined;
  const chat = config.CHAT_ADDR ? chatClient(config.CHAT_ADDR, config.GRPC_DEADLINE_MS) : undefined;
  const exporters = exportClients(config);
  const bus = options.bus ?? (await busFromConfig(config, SERVICE, logger));
  const orgPlans = new OrgPlans(billing.call, config.ORG_PLANS_CAPACITY);
  const revokedSessions = new RevokedSessions(identity.call);
  const widgetLanguages = reply
    ? new WidgetLanguages(reply.call, config.ORG_PLANS_CAPACITY)
    : undefined;
  // This replica's consumer groups: every replica reads every event of these topics.
  const group = config.ORG_PLANS_GROUP ?? `${SERVICE}-${hostname()}-${process.pid}`;
  const closeOwn = async (): Promise<void> => {
    if (!options.bus) await bus.close();
    identity.close();
    billing.close();
    knowledge?.close();
    reply?.close();
    mail?.close();
    chat?.close();
    exporters.close();
  };
  const subscribing = await Promise.allSettled([
    orgPlans.listen(bus, group, logger),
    revokedSessions.listen(bus, `${group}.sessions`, logger),
    ...(widgetLanguages ? [widgetLanguages.listen(bus, `${group}.prompts`, logger)] : []),
  ]);
  const listening = subscribing.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const refused = subscribing.find((r) => r.status === 'rejected');
  if (refused) {
    await stopAll([...listening.map((l) => () => l.stop()), closeOwn]);
    throw refused.reason;
  }
  // Subscribed first, then identity's list: a revocation between the two is in one or the other.
  // Not awaited: identity may start after the gateway; the first authenticated request waits.
  revokedSessions
    .ready()
    .catch((err: unknown) =>
      logger.warn({ err }, 'ended sessions not loaded yet; the first signed-in request retries'),
    );
  const app = createApp(
    config,
    {
      identity: identity.call,
      billing: billing.call,
      knowledge: knowledge?.client,
      ...(reply ? { reply: reply.call } : {}),
      ...(mail ? { mail: mail.call } : {}),
      ...(chat ? { chat: { call: chat.call, stream: chat.stream } } : {}),
      exports: exporters.sources,
      channels: {
        identity: identity.raw,
        billing: billing.raw,
        ...(knowledge ? { knowledge: knowledge.raw } : {}),
        ...(reply ? { reply: reply.raw } : {}),
        ...(mail ? { mail: mail.raw } : {}),
        ...(chat ? { chat: chat.raw } : {}),
      },
    },
    { orgPlans, revokedSessions, ...(widgetLanguages ? { widgetLanguages } : {}) },
    logger,
  );
  const server: Server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(config.PORT, config.HOST, (err?: Error) =>
      err ? reject(err) : resolve(s),
    );
  }).catch(async (err: unknown) => {
    await stopAll([...listening.map((l) => () => l.stop()), closeOwn]);
    throw err;
  });
  // Keep-alive longer than typical load balancers' idle timeout, so they close first.
  server.keepAliveTimeout = 65_000;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const url = config.PUBLIC_URL ?? `http://${host}:${port}${config.BASE_PATH}`;
  logger.info({ url }, 'gateway listening');
  return {
    port,
    url,
    stop: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        // In-flight responses get a grace period; then whatever is left is cut.
        setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS).unref();
      });
      await stopAll([...listening.map((l) => () => l.stop()), closeOwn]);
    },
  };
}
