import { describe, expect, it } from '@jest/globals';
import { planLeases } from './lease-plan.js';

const orgs = (n: number) => Array.from({ length: n }, (_, i) => `o${i}`);

describe('which mailboxes a replica takes', () => {
  it('takes every free one when alone', () => {
    expect(planLeases({ mailboxes: orgs(3), mine: [], theirs: [], replicas: 1 })).toEqual({
      share: 3,
      claim: ['o0', 'o1', 'o2'],
      release: [],
    });
  });

  it('takes free ones up to an even share, never others’', () => {
    const plan = planLeases({
      mailboxes: orgs(10),
      mine: ['o0'],
      theirs: ['o1', 'o2'],
      replicas: 3,
    });
    expect(plan.share).toBe(4);
    expect(plan.claim).toEqual(['o3', 'o4', 'o5']);
    expect(plan.release).toEqual([]);
  });

  it('gives back what is beyond its share when a replica joins, and leases of removed mailboxes', () => {
    const plan = planLeases({
      mailboxes: orgs(6),
      mine: ['o0', 'o1', 'o2', 'o3', 'o4', 'o5', 'gone'],
      theirs: [],
      replicas: 2,
    });
    expect(plan).toEqual({ share: 3, claim: [], release: ['gone', 'o3', 'o4', 'o5'] });
  });

  it('has nothing to do without mailboxes', () => {
    expect(planLeases({ mailboxes: [], mine: [], theirs: [], replicas: 0 })).toEqual({
      share: 0,
      claim: [],
      release: [],
    });
  });
});
