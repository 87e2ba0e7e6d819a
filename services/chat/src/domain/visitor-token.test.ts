import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { issueVisitorToken, verifyVisitorToken } from './visitor-token.js';

const key = randomBytes(32);

describe('visitor tokens', () => {
  it('verify for the organisation they were issued for, each with its own id', () => {
    const a = issueVisitorToken(key, 'org-a');
    const b = issueVisitorToken(key, 'org-a');
    const idA = verifyVisitorToken(key, 'org-a', a);
    expect(idA).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(verifyVisitorToken(key, 'org-a', b)).not.toBe(idA);
  });

  it("refuse another organisation's token, another key's, a changed id and a made-up one", () => {
    const token = issueVisitorToken(key, 'org-a');
    expect(verifyVisitorToken(key, 'org-b', token)).toBeNull();
    expect(verifyVisitorToken(randomBytes(32), 'org-a', token)).toBeNull();
    const [v, id, sig] = token.split('.') as [string, string, string];
    const otherId = (id[0] === 'A' ? 'B' : 'A') + id.slice(1);
    expect(verifyVisitorToken(key, 'org-a', `${v}.${otherId}.${sig}`)).toBeNull();
    for (const bad of ['', 'v1', 'v1..', `v2.${id}.${sig}`, `${token}.x`, 'visitor-1', id]) {
      expect(verifyVisitorToken(key, 'org-a', bad)).toBeNull();
    }
  });
});
