import { createHash, createHmac, randomBytes } from 'node:crypto';
import { persistentSecret } from '@winzmail/platform';
import type { Mac } from '../domain/account-tokens.js';

/**
 * The key that signs account links (ACCOUNT_TOKEN_SECRET; unset: generated once under DATA_DIR,
 * which suits one replica — several identity replicas need the same configured secret).
 */
export async function openAccountTokenMac(
  configured: string | undefined,
  dataDir: string,
): Promise<Mac> {
  const key = await persistentSecret(configured, dataDir, 'account-token-hmac', () =>
    randomBytes(32).toString('hex'),
  );
  return (payload) => createHmac('sha256', key).update(payload).digest('base64url');
}

/** A token's nonce: 144 random bits. */
export const newNonce = (): string => randomBytes(18).toString('base64url');

/**
 * Names the password a reset link was made for: once the password changes (by any route) the
 * link no longer matches. Derived from the hash, never the password; the hash is salted.
 */
export const passwordFingerprint = (passwordHash: string): string =>
  createHash('sha256').update(passwordHash).digest('base64url').slice(0, 22);
