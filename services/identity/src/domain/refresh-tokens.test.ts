import { describe, expect, it } from '@jest/globals';
import {
  formatRefreshToken,
  parseRefreshToken,
  refreshVerdict,
  revokedUntil,
  type SessionState,
} from './refresh-tokens.js';

const NOW = 1_000_000;
const GRACE = 10_000;
const session = (over: Partial<SessionState> = {}): SessionState => ({
  tokenHash: 'h2',
  previousHash: 'h1',
  rotatedAt: NOW - 1_000,
  expiresAt: NOW + 60_000,
  ...over,
});

describe('refreshVerdict', () => {
  it('rotates the current token', () => {
    expect(refreshVerdict(session(), 'h2', NOW, GRACE)).toBe('rotate');
  });

  it('lets the just-rotated token through once more inside the grace period, without rotating', () => {
    expect(refreshVerdict(session(), 'h1', NOW, GRACE)).toBe('grace');
  });

  it('rotates again from the previous token after the grace period: its successor was never used', () => {
    expect(refreshVerdict(session({ rotatedAt: NOW - GRACE - 1 }), 'h1', NOW, GRACE)).toBe(
      'recover',
    );
  });

  it('calls any other token of the session reuse', () => {
    expect(refreshVerdict(session(), 'h0', NOW, GRACE)).toBe('reused');
    expect(refreshVerdict(session({ previousHash: undefined }), 'h1', NOW, GRACE)).toBe('reused');
  });

  it('refuses every token of a revoked session, the current one too', () => {
    expect(refreshVerdict(session({ revokedAt: NOW - 5 }), 'h2', NOW, GRACE)).toBe('revoked');
    expect(refreshVerdict(session({ revokedAt: NOW - 5 }), 'h1', NOW, GRACE)).toBe('revoked');
  });

  it('refuses an expired session', () => {
    expect(refreshVerdict(session({ expiresAt: NOW }), 'h2', NOW, GRACE)).toBe('expired');
  });
});

describe('refresh token format', () => {
  it('round-trips session id and secret', () => {
    expect(parseRefreshToken(formatRefreshToken('s1', 'abc.def'))).toEqual({
      sessionId: 's1',
      secret: 'abc.def',
    });
  });

  it('refuses malformed tokens', () => {
    for (const bad of ['', 'nosep', '.secret', 'sid.', 'x'.repeat(600) + '.y']) {
      expect(parseRefreshToken(bad)).toBeNull();
    }
  });
});

describe('revokedUntil', () => {
  it('outlasts the last access token the session could have been given', () => {
    expect(revokedUntil(NOW, 600_000, 60_000)).toBe(NOW + 660_000);
  });
});
