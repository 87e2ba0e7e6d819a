import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import {
  PASSWORD_RESET_TTL_MS,
  readAccountToken,
  signAccountToken,
  spendKey,
  type AccountTokenClaims,
} from './account-tokens.js';

const mac = (key: string) => (payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');
const NOW = 1_800_000_000_000;
const claims = (over: Partial<AccountTokenClaims> = {}): AccountTokenClaims => ({
  purpose: 'password-reset',
  userId: 'user-1',
  nonce: 'n0nce-0123456789abcdef',
  expiresAt: NOW + PASSWORD_RESET_TTL_MS,
  subject: 'fingerprint',
  ...over,
});

describe('account tokens', () => {
  it('reads back what was signed, until it expires 30 minutes later', () => {
    const token = signAccountToken(claims(), mac('k'));
    expect(readAccountToken(token, 'password-reset', mac('k'), NOW)).toEqual({
      ok: true,
      claims: claims(),
    });
    const justBefore = NOW + PASSWORD_RESET_TTL_MS - 1;
    expect(readAccountToken(token, 'password-reset', mac('k'), justBefore).ok).toBe(true);
    expect(
      readAccountToken(token, 'password-reset', mac('k'), NOW + PASSWORD_RESET_TTL_MS),
    ).toEqual({ ok: false, problem: 'expired' });
  });

  it('refuses a token signed with another key or altered in any way', () => {
    const token = signAccountToken(claims(), mac('k'));
    expect(readAccountToken(token, 'password-reset', mac('other'), NOW)).toEqual({
      ok: false,
      problem: 'forged',
    });
    // A longer expiry (or another user) in the payload, with the old signature.
    const [, signature] = token.split('.');
    const forged = signAccountToken(claims({ expiresAt: NOW + 1e12 }), mac('attacker'));
    const swapped = `${forged.split('.')[0]}.${signature}`;
    expect(readAccountToken(swapped, 'password-reset', mac('k'), NOW).ok).toBe(false);
    expect(readAccountToken(`${token}x`, 'password-reset', mac('k'), NOW).ok).toBe(false);
  });

  it('refuses a token made for the other purpose', () => {
    const token = signAccountToken(claims({ purpose: 'email-change' }), mac('k'));
    expect(readAccountToken(token, 'password-reset', mac('k'), NOW)).toEqual({
      ok: false,
      problem: 'wrong-purpose',
    });
  });

  it.each(['', '.', 'abc', 'a.b.c', '.sig', 'payload.', 'x'.repeat(5000), '%%%.%%%'])(
    'refuses malformed input #%#',
    (bad) => {
      expect(readAccountToken(bad, 'password-reset', mac('k'), NOW).ok).toBe(false);
    },
  );

  it('refuses a signed payload that is not a valid claim set', () => {
    const key = mac('k');
    const payload = Buffer.from(JSON.stringify({ p: 'password-reset', u: 'x' })).toString(
      'base64url',
    );
    expect(readAccountToken(`${payload}.${key(payload)}`, 'password-reset', key, NOW)).toEqual({
      ok: false,
      problem: 'malformed',
    });
  });

  it('spends one key per token: the same link twice collides, two links never do', () => {
    const spent = new Set<string>();
    const spend = (token: string): boolean => {
      const read = readAccountToken(token, 'password-reset', mac('k'), NOW);
      if (!read.ok) return false;
      const key = spendKey(read.claims);
      if (spent.has(key)) return false;
      spent.add(key);
      return true;
    };
    const first = signAccountToken(claims(), mac('k'));
    const second = signAccountToken(claims({ nonce: 'another-nonce-0123456789' }), mac('k'));
    expect(spend(first)).toBe(true);
    expect(spend(first)).toBe(false);
    expect(spend(second)).toBe(true);
  });
});
