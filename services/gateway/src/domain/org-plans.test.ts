import { describe, expect, it } from '@jest/globals';
import { OrgPlanModel, type PlanSnapshot } from './org-plans.js';

const T0 = Date.parse('2026-01-01T00:00:00Z');
const TRIAL_END = '2026-01-31T00:00:00.000Z';

const snapshot = (over: Partial<PlanSnapshot> = {}): PlanSnapshot => ({
  plan_name: 'Free Trial',
  plan_price: 0,
  plan_currency: 'USD',
  plan_expiry: TRIAL_END,
  trial_active: true,
  plans: [],
  valid_until: TRIAL_END,
  revision: 1,
  ...over,
});

describe('OrgPlanModel', () => {
  it('answers from a kept snapshot until its valid_until, then misses', () => {
    const model = new OrgPlanModel(10);
    expect(model.current('o1', T0)).toBeUndefined();
    expect(model.apply('o1', snapshot())).toBe(true);
    expect(model.current('o1', T0)?.plan_name).toBe('Free Trial');
    expect(model.current('o1', Date.parse(TRIAL_END) - 1)).toBeDefined();
    expect(model.current('o1', Date.parse(TRIAL_END))).toBeUndefined();
    expect(model.current('o2', T0)).toBeUndefined();
  });

  it('keeps a composition without expiry for good', () => {
    const model = new OrgPlanModel(10);
    model.apply('o1', snapshot({ valid_until: '', trial_active: false, plan_name: '' }));
    expect(model.current('o1', Date.parse('2100-01-01T00:00:00Z'))).toBeDefined();
  });

  it('never keeps revision 0 (billing has no record yet)', () => {
    const model = new OrgPlanModel(10);
    expect(model.apply('o1', snapshot({ revision: 0, plan_name: '', valid_until: '' }))).toBe(
      false,
    );
    expect(model.current('o1', T0)).toBeUndefined();
  });

  it('ignores an older revision arriving late, and a repeat of the same one', () => {
    const model = new OrgPlanModel(10);
    model.apply('o1', snapshot({ revision: 2, plan_name: 'Professional', trial_active: false }));
    expect(model.apply('o1', snapshot({ revision: 1 }))).toBe(false);
    expect(model.apply('o1', snapshot({ revision: 2, plan_name: 'Professional' }))).toBe(false);
    expect(model.current('o1', T0)?.plan_name).toBe('Professional');
  });

  it('takes the same revision computed later (valid for longer) after an expiry', () => {
    const model = new OrgPlanModel(10);
    model.apply('o1', snapshot({ valid_until: '2026-01-10T00:00:00Z' }));
    const after = Date.parse('2026-01-10T00:00:00Z');
    expect(model.current('o1', after)).toBeUndefined();
    expect(model.apply('o1', snapshot())).toBe(true);
    expect(model.current('o1', after)?.valid_until).toBe(TRIAL_END);
  });

  it('keeps an expired snapshot as the floor against late older events', () => {
    const model = new OrgPlanModel(10);
    model.apply('o1', snapshot({ revision: 3, valid_until: '2026-01-02T00:00:00Z' }));
    expect(model.apply('o1', snapshot({ revision: 2 }))).toBe(false);
    expect(model.current('o1', Date.parse('2026-01-05T00:00:00Z'))).toBeUndefined();
  });

  it('treats an unreadable valid_until as already past', () => {
    const model = new OrgPlanModel(10);
    model.apply('o1', snapshot({ valid_until: 'soon' }));
    expect(model.current('o1', T0)).toBeUndefined();
  });

  it('holds at most its capacity, dropping the least recently written', () => {
    const model = new OrgPlanModel(2);
    model.apply('a', snapshot());
    model.apply('b', snapshot());
    model.apply('a', snapshot({ revision: 2 }));
    model.apply('c', snapshot());
    expect(model.size).toBe(2);
    expect(model.current('b', T0)).toBeUndefined();
    expect(model.current('a', T0)?.revision).toBe(2);
    expect(model.current('c', T0)).toBeDefined();
  });

  it('refuses a capacity below one', () => {
    expect(() => new OrgPlanModel(0)).toThrow(/capacity/);
  });
});
