import { OUTBOX_INDEX, type PendingEvents } from '@winzmail/platform/outbox';
import type { Collection, Doc, DocumentStore } from '@winzmail/platform/store';

/** Carries its org.registered event until the outbox relay has published it. */
export interface OrgDoc extends Doc, PendingEvents {
  name: string;
  owner_user_id: string;
  created_at: string;
}

export interface UserDoc extends Doc {
  org_id: string;
  email: string;
  password_hash: string;
  is_admin: boolean;
  opt_in: boolean;
  created_at: string;
}

export interface LoginFailureDoc extends Doc {
  count: number;
  window_start: number;
  /** Epoch ms after which the record is useless (purged by purgeExpired). */
  expires_at: number;
}

export interface SpentCaptchaDoc extends Doc {
  expires_at: number;
}

export interface PluginUserDoc extends Doc {
  org_id: string;
  email: string;
  created_at: string;
}

export interface IdentityRepos {
  orgs: Collection<OrgDoc>;
  users: Collection<UserDoc>;
  loginFailures: Collection<LoginFailureDoc>;
  spentCaptchas: Collection<SpentCaptchaDoc>;
  pluginUsers: Collection<PluginUserDoc>;
}

/** Opens identity's collections with the indexes it relies on (unique email, TTLs). */
export async function openRepos(store: DocumentStore): Promise<IdentityRepos> {
  const [orgs, users, loginFailures, spentCaptchas, pluginUsers] = await Promise.all([
    store.collection<OrgDoc>('orgs', [OUTBOX_INDEX]),
    store.collection<UserDoc>('users', [
      { fields: { email: 1 }, unique: true },
      { fields: { org_id: 1 } },
    ]),
    store.collection<LoginFailureDoc>('login_failures', [{ fields: { expires_at: 1 } }]),
    store.collection<SpentCaptchaDoc>('spent_captchas', [{ fields: { expires_at: 1 } }]),
    store.collection<PluginUserDoc>('plugin_users', [
      { fields: { org_id: 1, email: 1 }, unique: true },
    ]),
  ]);
  return { orgs, users, loginFailures, spentCaptchas, pluginUsers };
}

/**
 * Removes records whose time has passed. Done by us rather than by TTL indexes, which the
 * MongoDB-protocol server used in CI (FerretDB) does not implement.
 */
export async function purgeExpired(repos: IdentityRepos, now = Date.now()): Promise<void> {
  await Promise.all([
    repos.loginFailures.deleteMany({ expires_at: { $lt: now } }),
    repos.spentCaptchas.deleteMany({ expires_at: { $lt: now } }),
  ]);
}
