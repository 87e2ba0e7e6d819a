import { createHash, randomBytes } from 'node:crypto';
import { newId, nowIso, systemClock, unauthenticated, type Clock } from '@winzmail/platform';
import type { EventOutbox } from '@winzmail/platform/outbox';
import type { identity } from '@winzmail/proto';
import type { IdentityRepos, SessionDoc, UserDoc } from './adapters/repositories.js';
import type { TokenSigner } from './adapters/signing-keys.js';
import { MESSAGES } from './domain/messages.js';
import {
  formatRefreshToken,
  parseRefreshToken,
  refreshVerdict,
  revokedUntil,
} from './domain/refresh-tokens.js';

export interface SessionsDeps {
  repos: IdentityRepos;
  /** session.revoked leaves with the session's revocation. */
  outbox: EventOutbox;
  signer: TokenSigner;
  /** How long a session lasts from sign-in, however often it is refreshed. */
  sessionTtlMs: number;
  /** How long the token a rotation replaced still gets an access token (concurrent refreshes). */
  graceMs: number;
  clock?: Clock | undefined;
}

/** Why a session ended (kept on the session, for the log and support). */
export type EndReason =
  | 'logout'
  | 'sign-out-everywhere'
  | 'refresh-reuse'
  | 'password-change'
  | 'password-reset'
  | 'org-deleted';

const hash = (secret: string): string => createHash('sha256').update(secret).digest('base64url');
const newSecret = (): string => randomBytes(32).toString('base64url');

/**
 * Sessions: a short-lived access token (signed, verified by gateways locally) plus a rotating
 * refresh token kept by identity. Ending a session marks it revoked here (no more refreshes) and
 * publishes session.revoked with the same write, so every gateway refuses its access tokens.
 */
export class Sessions {
  private readonly now: Clock;

  constructor(private readonly deps: SessionsDeps) {
    this.now = deps.clock ?? systemClock;
  }

  /** The public half of the token signing key, for gateways to verify tokens locally. */
  signingKeys(): identity.SigningKeys {
    const { signer } = this.deps;
    return {
      jwks_json: JSON.stringify(signer.jwks()),
      issuer: signer.issuer,
      audience: signer.audience,
    };
  }

  /** A new session for a user who just proved who they are. */
  async open(user: UserDoc, orgName: string): Promise<identity.LoginResponse__Output> {
    const now = this.now();
    const secret = newSecret();
    const session: SessionDoc = {
      _id: newId(),
      org_id: user.org_id,
      user_id: user._id,
      created_at: nowIso(),
      expires_at: now + this.deps.sessionTtlMs,
      token_hash: hash(secret),
    };
    await this.deps.repos.sessions.insertOne(session);
    return this.tokens(user, orgName, session, formatRefreshToken(session._id, secret), now);
  }

  /** An access token for a refresh token; the refresh token is rotated (single use). */
  async refresh(refreshToken: string): Promise<identity.LoginResponse__Output> {
    const parsed = parseRefreshToken(refreshToken);
    if (!parsed) throw unauthenticated(MESSAGES.sessionEnded);
    const { sessions } = this.deps.repos;
    const session = await sessions.findOne({ _id: parsed.sessionId });
    if (!session) throw unauthenticated(MESSAGES.sessionEnded);
    const presented = hash(parsed.secret);
    const now = this.now();
    const verdict = refreshVerdict(
      {
        tokenHash: session.token_hash,
        ...(session.previous_hash ? { previousHash: session.previous_hash } : {}),
        ...(session.rotated_at !== undefined ? { rotatedAt: session.rotated_at } : {}),
        ...(session.revoked_at !== undefined ? { revokedAt: session.revoked_at } : {}),
        expiresAt: session.expires_at,
      },
      presented,
      now,
      this.deps.graceMs,
    );
    if (verdict === 'reused') {
      await this.end(session, 'refresh-reuse');
      throw unauthenticated(MESSAGES.sessionEnded);
    }
    if (verdict === 'revoked' || verdict === 'expired') {
      throw unauthenticated(MESSAGES.sessionEnded);
    }
    const user = await this.deps.repos.users.findOne({ _id: session.user_id });
    if (!user) {
      await this.end(session, 'logout');
      throw unauthenticated(MESSAGES.sessionEnded);
    }
    const org = await this.deps.repos.orgs.findOne({ _id: user.org_id });
    if (verdict === 'grace') return this.tokens(user, org?.name ?? '', session, '', now);

    const secret = newSecret();
    // Compare-and-set: of two refreshes with the same token only one rotates, and a session
    // revoked meanwhile is not rotated at all. A reissue replaces the lost successor and keeps
    // the presented token as the previous one, so a second tab reloading with it gets the grace.
    const rotated = await sessions.updateOne(
      verdict === 'recover'
        ? {
            _id: session._id,
            token_hash: session.token_hash,
            previous_hash: presented,
            revoked_at: { $exists: false },
          }
        : { _id: session._id, token_hash: presented, revoked_at: { $exists: false } },
      { $set: { token_hash: hash(secret), previous_hash: presented, rotated_at: now } },
    );
    if (rotated.matched === 0) {
      // The other refresh won (its answer carries the successor) or the session just ended.
      const latest = await sessions.findOne({ _id: session._id });
      if (!latest || latest.revoked_at !== undefined) throw unauthenticated(MESSAGES.sessionEnded);
      return this.tokens(user, org?.name ?? '', latest, '', now);
    }
    return this.tokens(
      user,
      org?.name ?? '',
      session,
      formatRefreshToken(session._id, secret),
      now,
    );
  }

  /**
   * Ends the session named by a refresh token or an id (from a verified access token, so only
   * within `orgId`). Idempotent: an ended or unknown session counts 0.
   */
  async endOne(input: {
    refreshToken?: string;
    sessionId?: string;
    orgId?: string;
  }): Promise<identity.RevokedSession__Output[]> {
    const { sessions } = this.deps.repos;
    const found = new Map<string, SessionDoc>();
    const parsed = input.refreshToken ? parseRefreshToken(input.refreshToken) : null;
    // Holding any token of the session (even a rotated one) is enough to end it.
    const byToken = parsed ? await sessions.findOne({ _id: parsed.sessionId }) : null;
    if (byToken) found.set(byToken._id, byToken);
    const byId =
      input.sessionId && input.orgId
        ? await sessions.findOne({ _id: input.sessionId, org_id: input.orgId })
        : null;
    if (byId) found.set(byId._id, byId);
    return this.endEach([...found.values()], 'logout');
  }

  /**
   * Ends every live session of a user. The change-password feature calls this (with
   * 'password-change') after storing the new hash.
   */
  async endAllOfUser(
    userId: string,
    reason: EndReason,
    /** A session that stays (the caller's, when they change their own password). */
    keepSessionId = '',
  ): Promise<identity.RevokedSession__Output[]> {
    const live = await this.deps.repos.sessions.find({
      user_id: userId,
      revoked_at: { $exists: false },
    });
    return this.endEach(
      live.filter((s) => s._id !== keepSessionId),
      reason,
    );
  }

  /**
   * A new access token for a live session of `user` (no new refresh token): after a change the
   * token carries (the organisation's name), the caller gets it without signing in again.
   */
  async reissue(
    sessionId: string,
    user: UserDoc,
    orgName: string,
  ): Promise<identity.LoginResponse__Output> {
    const session = sessionId
      ? await this.deps.repos.sessions.findOne({ _id: sessionId, user_id: user._id })
      : null;
    if (!session || session.revoked_at !== undefined) throw unauthenticated(MESSAGES.sessionEnded);
    return this.tokens(user, orgName, session, '', this.now());
  }

  /**
   * Sign out everywhere (or the organisation's deletion): every live session of the
   * organisation's staff users, found by the organisation, so none is missed once users are gone.
   */
  async endAllOfOrg(
    orgId: string,
    reason: EndReason = 'sign-out-everywhere',
  ): Promise<identity.RevokedSession__Output[]> {
    if (!orgId) return [];
    const live = await this.deps.repos.sessions.find({
      org_id: orgId,
      revoked_at: { $exists: false },
    });
    return this.endEach(live, reason);
  }

  private async endEach(
    sessions: SessionDoc[],
    reason: EndReason,
  ): Promise<identity.RevokedSession__Output[]> {
    const ended: identity.RevokedSession__Output[] = [];
    for (const session of sessions) {
      const revoked = await this.end(session, reason);
      if (revoked) ended.push(revoked);
    }
    return ended;
  }

  /** Ended sessions whose access tokens may still be unexpired (a gateway's startup load). */
  async listRevoked(now = this.now()): Promise<identity.RevokedSession__Output[]> {
    const ended = await this.deps.repos.sessions.find({ revoked_until: { $gt: now } });
    return ended.map(revokedSession);
  }

  /** Revokes the session and publishes session.revoked in the same write; null if it had ended. */
  private async end(
    session: SessionDoc,
    reason: EndReason,
  ): Promise<identity.RevokedSession__Output | null> {
    const at = this.now();
    const until = revokedUntil(at, this.deps.signer.ttlSeconds * 1000);
    const revoked = revokedSession({ ...session, revoked_at: at, revoked_until: until });
    const { matched } = await this.deps.outbox.updateOne(
      this.deps.repos.sessions,
      { _id: session._id, revoked_at: { $exists: false } },
      { $set: { revoked_at: at, revoked_reason: reason, revoked_until: until } },
      [
        {
          topic: 'session.revoked',
          event: {
            event_id: `session.revoked:${session._id}`,
            org_id: session.org_id,
            occurred_at: new Date(at).toISOString(),
            session: revoked,
          },
        },
      ],
    );
    return matched > 0 ? revoked : null;
  }

  private async tokens(
    user: UserDoc,
    orgName: string,
    session: SessionDoc,
    refreshToken: string,
    now: number,
  ): Promise<identity.LoginResponse__Output> {
    const accessToken = await this.deps.signer.sign({
      sub: user._id,
      org: user.org_id,
      org_name: orgName,
      email: user.email,
      adm: user.is_admin,
      sid: session._id,
    });
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: this.deps.signer.ttlSeconds,
      refresh_token: refreshToken,
      refresh_expires_in: Math.max(0, Math.floor((session.expires_at - now) / 1000)),
    };
  }
}

function revokedSession(session: SessionDoc): identity.RevokedSession__Output {
  return {
    session_id: session._id,
    org_id: session.org_id,
    user_id: session.user_id,
    until: new Date(session.revoked_until ?? 0).toISOString(),
  };
}
