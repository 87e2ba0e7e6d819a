import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { signState, verifyState } from './oauth-state.js';

const key = randomBytes(32);
const payload = { nonce: 'n1', orgId: 'org-a', expiresAt: 2_000 };

describe('the OAuth state', () => {
  it('round-trips while it is fresh', () => {
    expect(verifyState(signState(payload, key), key, 1_000)).toEqual({ ok: true, payload });
  });

  it('is refused when expired, altered, or signed with another key', () => {
    const state = signState(payload, key);
    expect(verifyState(state, key, 2_001)).toEqual({ ok: false, reason: 'the sign-in expired' });
    expect(verifyState(state, randomBytes(32), 1_000)).toMatchObject({ ok: false });
    const [, sig] = state.split('.');
    const otherOrg = Buffer.from(JSON.stringify({ n: 'n1', o: 'org-b', e: 2_000 })).toString(
      'base64url',
    );
    expect(verifyState(`${otherOrg}.${sig}`, key, 1_000)).toEqual({
      ok: false,
      reason: 'state signature does not match',
    });
    for (const bad of ['', 'abc', 'a.b.c', `${otherOrg}.`])
      expect(verifyState(bad, key, 1_000)).toMatchObject({ ok: false });
  });
});
