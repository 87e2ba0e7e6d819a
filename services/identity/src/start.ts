import { runService, type RunningService, type SharedAdapters } from '@winzmail/platform';
import { Accounts } from './accounts.js';
import { openAccount } from './account.js';
import { captchaFromConfig } from './adapters/captcha.js';
import { openRepos, purgeExpired } from './adapters/repositories.js';
import { openSigner } from './adapters/signing-keys.js';
import type { IdentityConfig } from './config.js';
import { subscribeEvents } from './events.js';
import { OrgDeletion } from './org-deletion.js';
import { identityRpc } from './rpc.js';
import { Sessions } from './sessions.js';

export const SERVICE = 'identity';

const PURGE_EVERY_MS = 10 * 60_000;
/**
 * Two tabs that refresh at once send the same refresh token; the one that loses the rotation
 * still gets an access token within this time (and no new refresh token) instead of ending the
 * session as a replay.
 */
const REFRESH_GRACE_MS = 10_000;

/** Wires adapters from config and starts the gRPC server. The launcher calls the same start(). */
export function start(
  config: IdentityConfig,
  shared: SharedAdapters = {},
): Promise<RunningService> {
  return runService(SERVICE, config, shared, async ({ logger, store, bus, outbox, dataDir }) => {
    const repos = await openRepos(store);
    outbox.watch(repos.orgs);
    outbox.watch(repos.sessions);
    const signer = await openSigner({
      privateKeyPem: config.JWT_PRIVATE_KEY,
      dataDir,
      issuer: config.JWT_ISSUER,
      audience: config.JWT_AUDIENCE,
      ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    });
    const sessions = new Sessions({
      repos,
      outbox,
      signer,
      sessionTtlMs: config.SESSION_TTL_SECONDS * 1000,
      graceMs: REFRESH_GRACE_MS,
      clock: shared.clock,
    });
    const captcha = await captchaFromConfig(config, dataDir, repos, shared.clock);
    const windowMs = config.LOGIN_FAILURE_WINDOW_SECONDS * 1000;
    const accounts = new Accounts({
      repos,
      outbox,
      captcha,
      sessions,
      throttle: {
        perEmail: { maxFailures: config.LOGIN_MAX_FAILURES, windowMs },
        perIp: { maxFailures: config.LOGIN_MAX_FAILURES_PER_IP, windowMs },
      },
    });
    const account = await openAccount({
      config,
      store,
      repos,
      sessions,
      dataDir,
      logger,
      clock: shared.clock,
    });
    const purge = setInterval(() => {
      account
        .purge(Date.now())
        .catch((err: unknown) => logger.warn({ err }, 'purge of spent account links failed'));
      purgeExpired(repos, Date.now(), config.ACCESS_TOKEN_TTL_SECONDS * 1000).catch(
        (err: unknown) => logger.warn({ err }, 'purge of expired records failed'),
      );
    }, PURGE_EVERY_MS);
    purge.unref();
    const deletion = new OrgDeletion({ repos, outbox, sessions });
    return {
      bindings: [identityRpc(accounts, sessions, captcha, account, deletion)],
      consumers: await subscribeEvents(bus, deletion),
      onStop: [async () => clearInterval(purge), () => account.stop()],
    };
  });
}
