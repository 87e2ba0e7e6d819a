import type { Server } from 'node:http';
import { createLogger, type Logger } from '@winzmail/platform';
import { createApp } from './app.js';
import { billingClient } from './clients/billing.js';
import { identityClient } from './clients/identity.js';
import { knowledgeClient } from './clients/knowledge.js';
import type { GatewayConfig } from './config.js';

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
  options: { logger?: Logger } = {},
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
  const app = createApp(
    config,
    {
      identity: identity.call,
      billing: billing.call,
      knowledge: knowledge?.client,
      channels: {
        identity: identity.raw,
        billing: billing.raw,
        ...(knowledge ? { knowledge: knowledge.raw } : {}),
      },
    },
    logger,
  );
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(config.PORT, config.HOST, (err?: Error) =>
      err ? reject(err) : resolve(s),
    );
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
      identity.close();
      billing.close();
      knowledge?.close();
    },
  };
}
