import { describe, expect, it } from '@jest/globals';
import { defaultPlans, OUTLOOK_PLUGIN_PLAN } from './plans.js';
import { currentSubscription, trialWindow } from './subscription.js';

const plans = defaultPlans('USD');
const registered = new Date('2026-01-01T00:00:00Z');
const trial = trialWindow(registered, 30);
const record = {
  org_id: 'o1',
  trial_started_at: trial.start,
  trial_ends_at: trial.end,
  paid: [],
  revision: 1,
};

describe('currentSubscription', () => {
  it('gives every plan during the 30-day trial', () => {
    const sub = currentSubscription(record, plans, new Date('2026-01-15T00:00:00Z'), 'USD');
    expect(sub.trial_active).toBe(true);
    expect(sub.plan_name).toBe('Free Trial');
    expect(sub.plan_expiry).toBe('2026-01-31T00:00:00.000Z');
    expect(sub.plans.map((p) => p.plan_name)).toEqual(plans.map((p) => p.name));
    expect(sub.plans.find((p) => p.plan_name === OUTLOOK_PLUGIN_PLAN)?.plan_type).toBe('per_user');
    expect(sub).toMatchObject({ valid_until: '2026-01-31T00:00:00.000Z', revision: 1 });
  });

  it('ends the trial after 30 days', () => {
    const sub = currentSubscription(record, plans, new Date('2026-01-31T00:00:01Z'), 'USD');
    expect(sub).toMatchObject({ trial_active: false, plan_name: '', plans: [], valid_until: '' });
  });

  it('shows an unexpired paid plan after the trial, with its seats', () => {
    const paid = {
      ...record,
      paid: [
        { plan_id: 'professional', expires_at: '2026-03-01T00:00:00Z', seats: 0 },
        { plan_id: 'outlook-plugin', expires_at: '2026-03-01T00:00:00Z', seats: 7 },
      ],
    };
    const sub = currentSubscription(paid, plans, new Date('2026-02-10T00:00:00Z'), 'USD');
    expect(sub).toMatchObject({ trial_active: false, plan_name: 'Professional', plan_price: 49 });
    expect(sub.plans.find((p) => p.plan_name === OUTLOOK_PLUGIN_PLAN)?.user_count).toBe(7);
    expect(sub.valid_until).toBe('2026-03-01T00:00:00.000Z');
  });

  it('is valid until the earliest expiry still ahead, even one inside the trial', () => {
    const paid = {
      ...record,
      paid: [
        { plan_id: 'starter', expires_at: '2026-01-20T00:00:00Z', seats: 0 },
        { plan_id: 'business', expires_at: '2025-12-01T00:00:00Z', seats: 0 },
      ],
    };
    const sub = currentSubscription(paid, plans, new Date('2026-01-10T00:00:00Z'), 'USD');
    expect(sub.valid_until).toBe('2026-01-20T00:00:00.000Z');
    const later = currentSubscription(paid, plans, new Date('2026-01-20T00:00:00Z'), 'USD');
    expect(later.valid_until).toBe('2026-01-31T00:00:00.000Z');
  });

  it('has nothing before the registration event arrives', () => {
    expect(currentSubscription(null, plans, new Date(), 'USD')).toMatchObject({
      trial_active: false,
      plans: [],
      revision: 0,
    });
  });
});
