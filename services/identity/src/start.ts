import {
  busFromConfig,
  createLogger,
  serviceDataDir,
  startGrpcServer,
  stopAll,
  storeFromConfig,
  type RunningService,
  type SharedAdapters,
} from '@winzmail/platform';
import { Accounts } from './accounts.js';
import { openCaptcha } from './adapters/captcha.js';
import { openRepos, purgeExpired } from './adapters/repositories.js';
import { openSigner } from './adapters/signing-keys.js';
import type { IdentityConfig } from './config.js';
import { identityRpc } from './rpc.js';

export const SERVICE = 'identity';

/** Wires adapters from config and starts the gRPC server. The launcher calls the same start(). */
export async function start(
  config: IdentityConfig,
  options: SharedAdapters = {},
): Promise<RunningService> {
  const logger = (
    options.logger ?? createLogger({ service: SERVICE, level: config.LOG_LEVEL })
  ).child({
    component: SERVICE,
  });
  const dataDir = serviceDataDir(config, SERVICE);
  const store = await storeFromConfig(config, SERVICE);
  const bus = options.bus ?? (await busFromConfig(config, SERVICE, logger));
  const repos = await openRepos(store);
  const signer = await openSigner({
    privateKeyPem: config.JWT_PRIVATE_KEY,
    dataDir,
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
    ttlSeconds: config.JWT_TTL_SECONDS,
  });
  const captcha = await openCaptcha(config, dataDir, repos);
  const accounts = new Accounts({
    repos,
    bus,
    captcha,
    signer,
    throttle: {
      perEmail: {
        maxFailures: config.LOGIN_MAX_FAILURES,
        windowMs: config.LOGIN_FAILURE_WINDOW_SECONDS * 1000,
      },
      perIp: {
        maxFailures: config.LOGIN_MAX_FAILURES_PER_IP,
        windowMs: config.LOGIN_FAILURE_WINDOW_SECONDS * 1000,
      },
    },
    logger,
  });
  const republished = await accounts.republishPending();
  if (republished > 0) logger.info({ republished }, 'republished pending org.registered events');

  const purge = setInterval(() => {
    purgeExpired(repos).catch((err: unknown) =>
      logger.warn({ err }, 'purge of expired records failed'),
    );
  }, 10 * 60_000);
  purge.unref();

  const server = await startGrpcServer({
    name: SERVICE,
    host: config.GRPC_HOST,
    port: config.GRPC_PORT,
    services: [identityRpc(accounts, captcha, signer)],
    logger,
  });
  return {
    address: server.address,
    port: server.port,
    stop: () =>
      stopAll([
        async () => clearInterval(purge),
        () => server.stop(),
        ...(options.bus ? [] : [() => bus.close()]),
        () => store.close(),
      ]),
  };
}
