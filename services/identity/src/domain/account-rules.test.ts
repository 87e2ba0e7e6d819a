import { describe, expect, it } from '@jest/globals';
import { newPasswordProblem, orgNameOf } from './account-rules.js';

describe('account rules', () => {
  it('takes an organisation name trimmed, and refuses blank, long or control characters', () => {
    expect(orgNameOf('  Renamed Ltd ')).toEqual({ name: 'Renamed Ltd' });
    expect(orgNameOf('Société Générale — 東京')).toEqual({ name: 'Société Générale — 東京' });
    expect(orgNameOf('   ')).toEqual({ problem: 'Organisation name is required.' });
    expect(orgNameOf('x'.repeat(121))).toMatchObject({ problem: expect.stringContaining('120') });
    expect(orgNameOf('Evil\r\nBcc: x')).toEqual({
      problem: 'Organisation name has invalid characters.',
    });
  });

  it('asks a new password of 8 to 256 characters', () => {
    expect(newPasswordProblem('')).toBe('Password is required.');
    expect(newPasswordProblem('short')).toContain('at least 8');
    expect(newPasswordProblem('x'.repeat(257))).toContain('at most 256');
    expect(newPasswordProblem('long-enough')).toBeUndefined();
  });
});
