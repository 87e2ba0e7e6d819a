import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A website visitor's token: `v1.<visitor id>.<signature>`. The id is 128 random bits; the
 * signature (HMAC-SHA256 over the organisation and the id) binds it to one organisation, so a
 * guessed, forged or borrowed token is refused. The organisation's id in the snippet is public;
 * the token is what keeps one visitor's conversation from another.
 */
const VERSION = 'v1';
const ID_BYTES = 16;

const sign = (key: Buffer, orgId: string, visitorId: string): string =>
  createHmac('sha256', key).update(`${VERSION}|${orgId}|${visitorId}`).digest('base64url');

export function issueVisitorToken(key: Buffer, orgId: string): string {
  const visitorId = randomBytes(ID_BYTES).toString('base64url');
  return `${VERSION}.${visitorId}.${sign(key, orgId, visitorId)}`;
}

/** The visitor id a token names for this organisation, or null when it is not one we signed. */
export function verifyVisitorToken(key: Buffer, orgId: string, token: string): string | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== VERSION) return null;
  const [, visitorId = '', signature = ''] = parts;
  if (!/^[A-Za-z0-9_-]{22}$/.test(visitorId)) return null;
  const expected = Buffer.from(sign(key, orgId, visitorId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? visitorId : null;
}
