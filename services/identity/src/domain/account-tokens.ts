/**
 * The tokens in account links (password reset, email change): a signed payload, so a link cannot
 * be forged or altered, with an expiry and a nonce. Pure: the MAC, the clock and the nonce come
 * from the caller. Single use is the caller's: the nonce is spent by a unique-key insert.
 */

export type AccountTokenPurpose = 'password-reset' | 'email-change';

export interface AccountTokenClaims {
  purpose: AccountTokenPurpose;
  userId: string;
  /** Random, unique per token: spending it is what makes the link single-use. */
  nonce: string;
  /** Epoch ms after which the link no longer works. */
  expiresAt: number;
  /**
   * password-reset: a fingerprint of the password hash when the link was made, so a link made
   * before the password changed (by any route) is void. email-change: the new address.
   */
  subject: string;
}

/** Signs a payload (HMAC-SHA-256 keyed with the service's secret, base64url). */
export type Mac = (payload: string) => string;

export const PASSWORD_RESET_TTL_MS = 30 * 60_000;
export const EMAIL_CHANGE_TTL_MS = 24 * 3600_000;
/** A token longer than this is refused unread (hostile input). */
const TOKEN_MAX = 1024;

export type TokenProblem = 'malformed' | 'forged' | 'expired' | 'wrong-purpose';

export type TokenReading =
  { ok: true; claims: AccountTokenClaims } | { ok: false; problem: TokenProblem };

const PURPOSES: readonly AccountTokenPurpose[] = ['password-reset', 'email-change'];

export function signAccountToken(claims: AccountTokenClaims, mac: Mac): string {
  const payload = toBase64Url(
    JSON.stringify({
      p: claims.purpose,
      u: claims.userId,
      n: claims.nonce,
      x: claims.expiresAt,
      s: claims.subject,
    }),
  );
  return `${payload}.${mac(payload)}`;
}

/** Checks the signature first (nothing unsigned is parsed), then purpose and expiry. */
export function readAccountToken(
  token: string,
  purpose: AccountTokenPurpose,
  mac: Mac,
  now: number,
): TokenReading {
  if (typeof token !== 'string' || token.length === 0 || token.length > TOKEN_MAX) {
    return { ok: false, problem: 'malformed' };
  }
  const dot = token.indexOf('.');
  if (dot <= 0 || dot !== token.lastIndexOf('.') || dot === token.length - 1) {
    return { ok: false, problem: 'malformed' };
  }
  const payload = token.slice(0, dot);
  if (!sameText(mac(payload), token.slice(dot + 1))) return { ok: false, problem: 'forged' };
  const claims = parseClaims(payload);
  if (!claims) return { ok: false, problem: 'malformed' };
  if (claims.purpose !== purpose) return { ok: false, problem: 'wrong-purpose' };
  if (now >= claims.expiresAt) return { ok: false, problem: 'expired' };
  return { ok: true, claims };
}

/** The key under which a token is spent: one per token, whatever else it carries. */
export const spendKey = (claims: AccountTokenClaims): string => `${claims.purpose}:${claims.nonce}`;

function parseClaims(payload: string): AccountTokenClaims | null {
  let raw: unknown;
  try {
    raw = JSON.parse(fromBase64Url(payload));
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const { p, u, n, x, s } = raw as Record<string, unknown>;
  if (
    !PURPOSES.includes(p as AccountTokenPurpose) ||
    typeof u !== 'string' ||
    !u ||
    typeof n !== 'string' ||
    n.length < 16 ||
    typeof x !== 'number' ||
    !Number.isFinite(x) ||
    typeof s !== 'string'
  ) {
    return null;
  }
  return { purpose: p as AccountTokenPurpose, userId: u, nonce: n, expiresAt: x, subject: s };
}

/** Compares in time independent of where the texts differ (a MAC must not be guessed bytewise). */
function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i % (b.length || 1));
  return diff === 0;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
