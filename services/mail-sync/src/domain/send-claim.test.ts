import { describe, expect, it } from '@jest/globals';
import { claimState, interruptedReason, INTERRUPTED_REASON, STALE_CLAIM_MS } from './send-claim.js';

describe('claimState', () => {
  const at = Date.parse('2026-01-01T10:00:00Z');
  const claimed_at = new Date(at).toISOString();

  it('is sent once the send is recorded', () => {
    expect(claimState({ state: 'sent', claimed_at }, at + 2 * STALE_CLAIM_MS)).toBe('sent');
  });

  it('is sending until the claim is stale, then interrupted', () => {
    expect(claimState({ state: 'sending', claimed_at }, at + STALE_CLAIM_MS)).toBe('sending');
    expect(claimState({ state: 'sending', claimed_at }, at + STALE_CLAIM_MS + 1)).toBe(
      'interrupted',
    );
  });
});

describe('interruptedReason', () => {
  it('names the Message-ID to look for when it is known', () => {
    expect(interruptedReason()).toBe(INTERRUPTED_REASON);
    expect(interruptedReason('<a@b>')).toBe(`${INTERRUPTED_REASON} (look for Message-ID <a@b>)`);
  });
});
