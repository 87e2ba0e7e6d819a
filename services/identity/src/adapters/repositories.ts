import { OUTBOX_INDEX, type PendingEvents } from '@winzmail/platform/outbox';
import { DuplicateKeyError } from '@winzmail/platform/errors';
import type { Collection, Doc, DocumentStore, IndexSpec } from '@winzmail/platform/store';
import { slotsForUnslotted } from '../domain/plugin-slots.js';

/** Carries its org.registered event until the outbox relay has published it. */
export interface OrgDoc extends Doc, PendingEvents {
  name: string;
  owner_user_id: string;
  created_at: string;
  /** Set when an administrator deleted it: org.deleted is on its way; the record goes last. */
  deleted_at?: string;
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
  /**
   * The user's place under the plan limit (0..max-1), unique per organisation: taking one is how
   * an add is admitted. Absent only on records stored before slots, until openRepos backfills.
   */
  slot?: number;
}

/**
 * One sign-in: its refresh token (as a hash) and how it ended. Carries its session.revoked event
 * until the outbox relay has published it.
 */
export interface SessionDoc extends Doc, PendingEvents {
  org_id: string;
  user_id: string;
  created_at: string;
  /** Epoch ms: the session ends then, however often it is refreshed. */
  expires_at: number;
  /** SHA-256 (base64url) of the current refresh token's secret. */
  token_hash: string;
  /** The token the last rotation replaced, and when (epoch ms): the grace period's record. */
  previous_hash?: string;
  rotated_at?: number;
  /** Epoch ms of the end; absent while the session is live. */
  revoked_at?: number;
  revoked_reason?: string;
  /** Epoch ms after which no access token of the session is unexpired (revokedUntil). */
  revoked_until?: number;
}

export interface IdentityRepos {
  orgs: Collection<OrgDoc>;
  users: Collection<UserDoc>;
  loginFailures: Collection<LoginFailureDoc>;
  spentCaptchas: Collection<SpentCaptchaDoc>;
  pluginUsers: Collection<PluginUserDoc>;
  sessions: Collection<SessionDoc>;
}

/** Opens identity's collections with the indexes it relies on (unique email, TTLs). */
export async function openRepos(store: DocumentStore): Promise<IdentityRepos> {
  const [orgs, users, loginFailures, spentCaptchas, pluginUsers, sessions] = await Promise.all([
    store.collection<OrgDoc>('orgs', [OUTBOX_INDEX]),
    store.collection<UserDoc>('users', [
      { fields: { email: 1 }, unique: true },
      { fields: { org_id: 1 } },
    ]),
    store.collection<LoginFailureDoc>('login_failures', [{ fields: { expires_at: 1 } }]),
    store.collection<SpentCaptchaDoc>('spent_captchas', [{ fields: { expires_at: 1 } }]),
    openPluginUsers(store),
    store.collection<SessionDoc>('sessions', [
      OUTBOX_INDEX,
      { fields: { user_id: 1 } },
      { fields: { revoked_until: 1 } },
      { fields: { expires_at: 1 } },
    ]),
  ]);
  return { orgs, users, loginFailures, spentCaptchas, pluginUsers, sessions };
}

const PLUGIN_USER_EMAIL: IndexSpec = { fields: { org_id: 1, email: 1 }, unique: true };
const PLUGIN_USER_SLOT: IndexSpec = { fields: { org_id: 1, slot: 1 }, unique: true };

/**
 * Plugin users with both unique indexes. Records from before slots get theirs first (two without
 * a slot in one organisation would stop the slot index from being built, on MongoDB as on the
 * embedded store).
 */
async function openPluginUsers(store: DocumentStore): Promise<Collection<PluginUserDoc>> {
  await backfillSlots(await store.collection<PluginUserDoc>('plugin_users', [PLUGIN_USER_EMAIL]));
  return store.collection<PluginUserDoc>('plugin_users', [PLUGIN_USER_EMAIL, PLUGIN_USER_SLOT]);
}

/**
 * Gives every unslotted record the lowest free slot of its organisation, oldest first. The
 * choice is deterministic and each write is conditional, so replicas starting together agree;
 * once the slot index exists a taken slot is refused and the next one tried.
 */
export async function backfillSlots(pluginUsers: Collection<PluginUserDoc>): Promise<number> {
  const unslotted = await pluginUsers.find(
    { slot: { $exists: false } },
    { sort: { created_at: 1, _id: 1 } },
  );
  const orgIds = [...new Set(unslotted.map((u) => u.org_id))];
  let assigned = 0;
  for (const orgId of orgIds) {
    const pending = unslotted.filter((u) => u.org_id === orgId);
    const taken = new Set(
      (await pluginUsers.find({ org_id: orgId, slot: { $exists: true } })).map((u) => u.slot),
    );
    for (const user of pending) {
      for (;;) {
        const [slot] = slotsForUnslotted(taken, 1) as [number];
        taken.add(slot);
        try {
          const r = await pluginUsers.updateOne(
            { _id: user._id, slot: { $exists: false } },
            { $set: { slot } },
          );
          assigned += r.modified;
          break;
        } catch (err) {
          if (!(err instanceof DuplicateKeyError)) throw err;
        }
      }
    }
  }
  return assigned;
}

/**
 * Removes records whose time has passed. Done by us rather than by TTL indexes, which the
 * MongoDB-protocol server used in CI (FerretDB) does not implement.
 */
export async function purgeExpired(
  repos: IdentityRepos,
  now = Date.now(),
  /** A session is kept this long past its end, while access tokens it issued may be unexpired. */
  sessionKeepMs = 0,
): Promise<void> {
  await Promise.all([
    repos.loginFailures.deleteMany({ expires_at: { $lt: now } }),
    repos.spentCaptchas.deleteMany({ expires_at: { $lt: now } }),
    repos.sessions.deleteMany({
      expires_at: { $lt: now - sessionKeepMs },
      // A revocation still to be relayed (or still refusing tokens) stays.
      outbox_token: { $exists: false },
      $or: [{ revoked_until: { $exists: false } }, { revoked_until: { $lt: now } }],
    }),
  ]);
}
