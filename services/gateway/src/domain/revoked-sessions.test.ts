import { describe, expect, it } from '@jest/globals';
import { parseUntil, RevokedSessionModel } from './revoked-sessions.js';

const NOW = 1_000_000;

describe('RevokedSessionModel', () => {
  it('refuses a revoked session until its until, then forgets it', () => {
    const model = new RevokedSessionModel();
    expect(model.apply('s1', NOW + 1_000, NOW)).toBe(true);
    expect(model.isRevoked('s1', NOW)).toBe(true);
    expect(model.isRevoked('s1', NOW + 999)).toBe(true);
    expect(model.isRevoked('s1', NOW + 1_000)).toBe(false);
    expect(model.isRevoked('s2', NOW)).toBe(false);
    model.prune(NOW + 1_000);
    expect(model.size).toBe(0);
  });

  it('keeps the later until whatever order events arrive in, and ignores repeats', () => {
    const model = new RevokedSessionModel();
    model.apply('s1', NOW + 5_000, NOW);
    model.apply('s1', NOW + 2_000, NOW);
    model.apply('s1', NOW + 5_000, NOW);
    expect(model.size).toBe(1);
    expect(model.isRevoked('s1', NOW + 4_000)).toBe(true);
  });

  it('does not keep revocations that are already past, or without a session', () => {
    const model = new RevokedSessionModel();
    expect(model.apply('s1', NOW, NOW)).toBe(false);
    expect(model.apply('', NOW + 1_000, NOW)).toBe(false);
    expect(model.apply('s2', parseUntil('not a date'), NOW)).toBe(false);
    expect(model.size).toBe(0);
  });

  it('prunes expired entries as new ones arrive', () => {
    const model = new RevokedSessionModel(1_000);
    model.apply('s1', NOW + 500, NOW);
    model.apply('s2', NOW + 5_000, NOW + 400);
    expect(model.size).toBe(2);
    model.apply('s3', NOW + 5_000, NOW + 2_000);
    expect(model.size).toBe(2);
    expect(model.isRevoked('s1', NOW + 2_000)).toBe(false);
  });
});

describe('parseUntil', () => {
  it('reads RFC 3339', () => {
    expect(parseUntil('1970-01-01T00:16:40.000Z')).toBe(NOW);
  });
});
