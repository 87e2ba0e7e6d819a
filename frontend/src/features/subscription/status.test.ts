import { describe, expect, it } from '@jest/globals';
import type { OrgPlanEntry } from '../../api/contract';
import { daysLeft, hasPaidPlan, normaliseSeats, ownsPlan, subscriptionBadge } from './status';

const BASIC: OrgPlanEntry = {
  plan_name: 'Basic',
  plan_expiry: null,
  plan_type: 'flat',
  user_count: 1,
  plan_price: 29,
  plan_currency: 'USD',
};

describe('subscription rules', () => {
  it('badge: Free Trial when trial_active, Active when plans exist, else No Subscription', () => {
    expect(subscriptionBadge({ trial_active: true, plans: [BASIC] })).toBe('trial');
    expect(subscriptionBadge({ trial_active: true, plans: [] })).toBe('trial');
    expect(subscriptionBadge({ trial_active: false, plans: [BASIC] })).toBe('active');
    expect(subscriptionBadge({ trial_active: false, plans: [] })).toBe('none');
  });

  it('a plan is owned (Renew) only outside the trial; subscribe only with a paid plan', () => {
    expect(ownsPlan({ trial_active: false, plans: [BASIC] }, 'Basic')).toBe(true);
    expect(ownsPlan({ trial_active: false, plans: [BASIC] }, 'Team')).toBe(false);
    expect(ownsPlan({ trial_active: true, plans: [BASIC] }, 'Basic')).toBe(false);
    expect(hasPaidPlan({ trial_active: false, plans: [BASIC] })).toBe(true);
    expect(hasPaidPlan({ trial_active: true, plans: [BASIC] })).toBe(false);
    expect(hasPaidPlan({ trial_active: false, plans: [] })).toBe(false);
  });

  it('seats: empty, invalid or below 1 become 1; fractions are cut', () => {
    for (const value of ['', '  ', 'abc', '0', '-3', 0, -1, null, undefined, NaN, '0.4']) {
      expect(normaliseSeats(value)).toBe(1);
    }
    expect(normaliseSeats('3')).toBe(3);
    expect(normaliseSeats(' 12 ')).toBe(12);
    expect(normaliseSeats(2.7)).toBe(2);
  });

  it('days left until the trial ends', () => {
    const now = Date.parse('2030-01-01T12:00:00Z');
    expect(daysLeft('2030-01-11T12:00:00Z', now)).toBe(10);
    expect(daysLeft('2030-01-11T11:00:00Z', now)).toBe(10);
    expect(daysLeft('2029-12-30T00:00:00Z', now)).toBe(0);
    expect(daysLeft(null, now)).toBeNull();
    expect(daysLeft('not a date', now)).toBeNull();
  });
});
