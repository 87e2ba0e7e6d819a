import type { Clock, Logger } from '@winzmail/platform';
import type { DocumentStore } from '@winzmail/platform/store';
import { openAccountTokenMac } from './adapters/account-token-key.js';
import type { IdentityRepos } from './adapters/repositories.js';
import { openSpentTokens } from './adapters/spent-tokens.js';
import { systemMailFromConfig } from './adapters/system-mail.js';
import { Attempts } from './attempts.js';
import type { IdentityConfig } from './config.js';
import { OutgoingMail } from './outgoing-mail.js';
import { PasswordReset } from './password-reset.js';
import { Profile } from './profile.js';
import type { Sessions } from './sessions.js';

/** The account features (docs/account.md): forgotten password and the profile. */
export interface AccountFeatures {
  reset: PasswordReset;
  profile: Profile;
  /** Whether system mail is configured (links can be sent). */
  systemMail: boolean;
  /** Drops spent link tokens that have expired. */
  purge(now: number): Promise<void>;
  /** Finishes sending what is in flight. */
  stop(): Promise<void>;
}

export async function openAccount(input: {
  config: IdentityConfig;
  store: DocumentStore;
  repos: IdentityRepos;
  sessions: Sessions;
  dataDir: string;
  logger: Logger;
  clock?: Clock | undefined;
}): Promise<AccountFeatures> {
  const { config, repos, sessions } = input;
  const mail = systemMailFromConfig(config);
  const outgoing = mail ? new OutgoingMail(mail, input.logger) : undefined;
  const now = input.clock ?? Date.now;
  const base = {
    repos,
    sessions,
    spent: await openSpentTokens(input.store),
    attempts: new Attempts(repos, now),
    ...(outgoing ? { outgoing } : {}),
    mac: await openAccountTokenMac(config.ACCOUNT_TOKEN_SECRET, input.dataDir),
    appName: config.APP_NAME,
    now,
  };
  const windowMs = config.PASSWORD_RESET_WINDOW_SECONDS * 1000;
  return {
    reset: new PasswordReset({
      ...base,
      throttle: {
        perEmail: { maxFailures: config.PASSWORD_RESET_MAX_PER_EMAIL, windowMs },
        perIp: { maxFailures: config.PASSWORD_RESET_MAX_PER_IP, windowMs },
      },
    }),
    profile: new Profile({
      ...base,
      passwordFailures: {
        maxFailures: config.LOGIN_MAX_FAILURES,
        windowMs: config.LOGIN_FAILURE_WINDOW_SECONDS * 1000,
      },
    }),
    systemMail: Boolean(outgoing),
    purge: (at) => base.spent.purge(at),
    stop: async () => outgoing?.drain(),
  };
}
