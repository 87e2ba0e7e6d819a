/**
 * Refresh tokens: one session (a "family") per sign-in, a single-use token that is rotated on
 * every refresh, and reuse detection — a token presented after its successor was used means two
 * parties hold it, so the whole session ends. Pure: hashes and clocks come from the caller.
 */

/** What a session holds to judge a presented token (hashes only; the token itself is never kept). */
export interface SessionState {
  tokenHash: string;
  /** The token replaced by the last rotation, and when (epoch ms). */
  previousHash?: string;
  rotatedAt?: number;
  revokedAt?: number;
  /** Epoch ms: the session ends then, however often it is refreshed. */
  expiresAt: number;
}

export type RefreshVerdict =
  /** The current token: issue an access token and the next refresh token. */
  | 'rotate'
  /**
   * The token rotated moments ago (two tabs refreshing at once share one cookie): issue an access
   * token but no new refresh token — the browser already holds the successor.
   */
  | 'grace'
  /**
   * The token rotated earlier, and its successor was never presented (that would have made the
   * successor the previous token): the answer carrying it was lost — a page reloaded or left while
   * its refresh was in flight. Rotate again from it; the lost successor, if it ever shows up, is
   * reuse.
   */
  | 'recover'
  | 'revoked'
  | 'expired'
  /** Any other token of the session (one whose successor was used): end the session. */
  | 'reused';

export function refreshVerdict(
  session: SessionState,
  presentedHash: string,
  now: number,
  graceMs: number,
): RefreshVerdict {
  if (session.revokedAt !== undefined) return 'revoked';
  if (now >= session.expiresAt) return 'expired';
  if (presentedHash === session.tokenHash) return 'rotate';
  if (presentedHash === session.previousHash && session.rotatedAt !== undefined) {
    return now - session.rotatedAt <= graceMs ? 'grace' : 'recover';
  }
  return 'reused';
}

const SEPARATOR = '.';

/** The token handed out: the session id (to find it) and a secret (to prove holding it). */
export function formatRefreshToken(sessionId: string, secret: string): string {
  return `${sessionId}${SEPARATOR}${secret}`;
}

export function parseRefreshToken(token: string): { sessionId: string; secret: string } | null {
  const at = token.indexOf(SEPARATOR);
  if (at <= 0 || at === token.length - 1 || token.length > 512) return null;
  return { sessionId: token.slice(0, at), secret: token.slice(at + 1) };
}

/**
 * Until when gateways must refuse a revoked session's access tokens: the last one issued expires
 * at most one access-token life after the revocation (plus a margin for clocks and a refresh that
 * was signing while the revocation was written).
 */
export function revokedUntil(revokedAt: number, accessTtlMs: number, marginMs = 60_000): number {
  return revokedAt + accessTtlMs + marginMs;
}
