import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The OAuth `state` of a Gmail sign-in: the pending sign-in's nonce, the organisation that
 * started it and its expiry, signed (HMAC-SHA256). Google sends it back untouched; a state that
 * was forged, altered, signed by another deployment or expired is refused before anything is
 * looked up. Single use is the store's part (the pending sign-in is consumed once).
 */
export interface StatePayload {
  nonce: string;
  orgId: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export type StateCheck = { ok: true; payload: StatePayload } | { ok: false; reason: string };

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest();

export function signState(payload: StatePayload, key: Buffer): string {
  const body = Buffer.from(
    JSON.stringify({ n: payload.nonce, o: payload.orgId, e: payload.expiresAt }),
  ).toString('base64url');
  return `${body}.${mac(key, body).toString('base64url')}`;
}

export function verifyState(state: string, key: Buffer, nowSeconds: number): StateCheck {
  const [body, signature, extra] = state.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'malformed state' };
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'state signature does not match' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed state' };
  }
  const p = parsed as { n?: unknown; o?: unknown; e?: unknown };
  if (typeof p.n !== 'string' || typeof p.o !== 'string' || typeof p.e !== 'number')
    return { ok: false, reason: 'malformed state' };
  if (p.e < nowSeconds) return { ok: false, reason: 'the sign-in expired' };
  return { ok: true, payload: { nonce: p.n, orgId: p.o, expiresAt: p.e } };
}
