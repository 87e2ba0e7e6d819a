import { runService, type RunningService, type SharedAdapters } from '@winzmail/platform';
import { Accounts } from './accounts.js';
import { captchaFromConfig } from './adapters/captcha.js';
import { openRepos, purgeExpired } from './adapters/repositories.js';
import { openSigner } from './adapters/signing-keys.js';
import type { IdentityConfig } from './config.js';
import { identityRpc } from './rpc.js';

export const SERVICE = 'identity';

const PURGE_EVERY_MS = 10 * 60_000;

/** Wires adapters from config and starts the gRPC server. The launcher calls the same start(). */
export function start(
  config: IdentityConfig,
  shared: SharedAdapters = {},
): Promise<RunningService> {
  return runService(SERVICE, config, shared, async ({ logger, store, outbox, dataDir }) => {
    const repos = await openRepos(store);
    outbox.watch(repos.orgs);
    const signer = await openSigner({
      privateKeyPem: config.JWT_PRIVATE_KEY,
      dataDir,
      issuer: config.JWT_ISSUER,
      audience: config.JWT_AUDIENCE,
      ttlSeconds: config.JWT_TTL_SECONDS,
    });
    const captcha = await captchaFromConfig(config, dataDir, repos);
    const windowMs = config.LOGIN_FAILURE_WINDOW_SECONDS * 1000;
    const accounts = new Accounts({
      repos,
      outbox,
      captcha,
      signer,
      throttle: {
        perEmail: { maxFailures: config.LOGIN_MAX_FAILURES, windowMs },
        perIp: { maxFailures: config.LOGIN_MAX_FAILURES_PER_IP, windowMs },
      },
    });
    const purge = setInterval(() => {
      purgeExpired(repos).catch((err: unknown) =>
        logger.warn({ err }, 'purge of expired records failed'),
      );
    }, PURGE_EVERY_MS);
    purge.unref();
    return {
      bindings: [identityRpc(accounts, captcha, signer)],
      onStop: [async () => clearInterval(purge)],
    };
  });
}
