import type { Request, RequestHandler, Response } from 'express';
import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { unauthenticated } from '@winzmail/platform';
import type { IdentityClient } from '../clients/identity.js';
import type { RevokedSessions } from '../revoked-sessions.js';

/** Who is calling, from a verified access token. The org id is never taken from a request body. */
export interface AuthContext {
  orgId: string;
  /** The organisation's name as identity signed it; absent in tokens issued before it was. */
  orgName?: string;
  userId: string;
  email: string;
  /** The session the token belongs to (logout and revocation end it). */
  sessionId: string;
}

/** The token is genuine and unexpired, but its session has ended. */
export class SessionRevokedError extends Error {}

const REFRESH_MIN_MS = 30_000;
/** Verified tokens remembered (signature checks are the costliest part of an authed request). */
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * Verifies access tokens locally with identity's public keys (fetched once, refreshed when a
 * token names an unknown key, at most every 30 s): no gRPC round trip per request. Every request,
 * cached verdict or not, is also checked against the ended sessions (RevokedSessions).
 */
export class TokenVerifier {
  private keys: JWTVerifyGetKey | undefined;
  private issuer = '';
  private audience = '';
  private fetchedAt = 0;
  private loading: Promise<void> | undefined;
  /** token → caller and expiry (ms); a token never changes, so its verdict holds until then. */
  private readonly verified = new Map<string, { auth: AuthContext; expiresAt: number }>();

  constructor(
    private readonly identity: IdentityClient,
    private readonly revoked: RevokedSessions,
  ) {}

  private async refresh(): Promise<void> {
    this.loading ??= (async () => {
      try {
        const res = await this.identity.GetSigningKeys({});
        this.keys = createLocalJWKSet(JSON.parse(res.jwks_json));
        this.issuer = res.issuer;
        this.audience = res.audience;
        this.fetchedAt = Date.now();
      } finally {
        this.loading = undefined;
      }
    })();
    return this.loading;
  }

  async verify(token: string): Promise<AuthContext> {
    await this.revoked.ready();
    const auth = await this.verifySignature(token);
    if (this.revoked.isRevoked(auth.sessionId)) {
      this.verified.delete(token);
      throw new SessionRevokedError('session revoked');
    }
    return auth;
  }

  private async verifySignature(token: string): Promise<AuthContext> {
    const known = this.verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.auth;
    if (known) this.verified.delete(token);
    if (!this.keys) await this.refresh();
    try {
      return await this.check(token);
    } catch (err) {
      if (
        err instanceof joseErrors.JWKSNoMatchingKey &&
        Date.now() - this.fetchedAt > REFRESH_MIN_MS
      ) {
        await this.refresh();
        return this.check(token);
      }
      throw err;
    }
  }

  private async check(token: string): Promise<AuthContext> {
    const { payload } = await jwtVerify(token, this.keys!, {
      issuer: this.issuer,
      audience: this.audience,
      algorithms: ['EdDSA'],
    });
    // A token without a session id predates sessions that end: it is refused like a forged one.
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.org !== 'string' ||
      typeof payload.sid !== 'string' ||
      !payload.exp
    ) {
      throw new joseErrors.JWTClaimValidationFailed('missing claims', payload);
    }
    const auth: AuthContext = {
      orgId: payload.org,
      ...(typeof payload.org_name === 'string' && payload.org_name
        ? { orgName: payload.org_name }
        : {}),
      userId: payload.sub,
      email: typeof payload.email === 'string' ? payload.email : '',
      sessionId: payload.sid,
    };
    if (this.verified.size >= VERIFIED_CACHE_SIZE) {
      // Oldest first: a Map keeps insertion order.
      this.verified.delete(this.verified.keys().next().value!);
    }
    this.verified.set(token, { auth, expiresAt: payload.exp * 1000 });
    return auth;
  }
}

/** The bearer token of a request, if it carries one. */
export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  return match?.[1];
}

/** A verification failure as the caller sees it (401); other errors pass through. */
export function authFailure(err: unknown): unknown {
  if (err instanceof joseErrors.JWTExpired)
    return unauthenticated('Your session has expired. Please sign in again.');
  if (err instanceof SessionRevokedError)
    return unauthenticated('Your session has ended. Please sign in again.');
  if (err instanceof joseErrors.JOSEError)
    return unauthenticated('Invalid session. Please sign in again.');
  return err;
}

/** Requires `Authorization: Bearer <token>`; puts the caller in res.locals.auth. */
export function requireAuth(verifier: TokenVerifier): RequestHandler {
  return (req, res, next) => {
    const token = bearerToken(req);
    if (!token) {
      next(unauthenticated('Not signed in.'));
      return;
    }
    verifier.verify(token).then(
      (auth) => {
        res.locals.auth = auth;
        next();
      },
      (err: unknown) => next(authFailure(err)),
    );
  };
}

export const authOf = (res: Response): AuthContext => res.locals.auth as AuthContext;
