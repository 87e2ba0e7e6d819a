import type { RequestHandler, Response } from 'express';
import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { unauthenticated } from '@winzmail/platform';
import type { IdentityClient } from '../clients/identity.js';

/** Who is calling, from a verified access token. The org id is never taken from a request body. */
export interface AuthContext {
  orgId: string;
  /** The organisation's name as identity signed it; absent in tokens issued before it was. */
  orgName?: string;
  userId: string;
  email: string;
}

const REFRESH_MIN_MS = 30_000;
/** Verified tokens remembered (signature checks are the costliest part of an authed request). */
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * Verifies access tokens locally with identity's public keys (fetched once, refreshed when a
 * token names an unknown key, at most every 30 s): no gRPC round trip per request.
 */
export class TokenVerifier {
  private keys: JWTVerifyGetKey | undefined;
  private issuer = '';
  private audience = '';
  private fetchedAt = 0;
  private loading: Promise<void> | undefined;
  /** token → caller and expiry (ms); a token never changes, so its verdict holds until then. */
  private readonly verified = new Map<string, { auth: AuthContext; expiresAt: number }>();

  constructor(private readonly identity: IdentityClient) {}

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
    if (typeof payload.sub !== 'string' || typeof payload.org !== 'string' || !payload.exp) {
      throw new joseErrors.JWTClaimValidationFailed('missing claims', payload);
    }
    const auth: AuthContext = {
      orgId: payload.org,
      ...(typeof payload.org_name === 'string' && payload.org_name
        ? { orgName: payload.org_name }
        : {}),
      userId: payload.sub,
      email: typeof payload.email === 'string' ? payload.email : '',
    };
    if (this.verified.size >= VERIFIED_CACHE_SIZE) {
      // Oldest first: a Map keeps insertion order.
      this.verified.delete(this.verified.keys().next().value!);
    }
    this.verified.set(token, { auth, expiresAt: payload.exp * 1000 });
    return auth;
  }
}

/** Requires `Authorization: Bearer <token>`; puts the caller in res.locals.auth. */
export function requireAuth(verifier: TokenVerifier): RequestHandler {
  return (req, res, next) => {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) {
      next(unauthenticated('Not signed in.'));
      return;
    }
    verifier.verify(match[1]).then(
      (auth) => {
        res.locals.auth = auth;
        next();
      },
      (err: unknown) => {
        if (err instanceof joseErrors.JWTExpired)
          next(unauthenticated('Your session has expired. Please sign in again.'));
        else if (err instanceof joseErrors.JOSEError)
          next(unauthenticated('Invalid session. Please sign in again.'));
        else next(err);
      },
    );
  };
}

export const authOf = (res: Response): AuthContext => res.locals.auth as AuthContext;
