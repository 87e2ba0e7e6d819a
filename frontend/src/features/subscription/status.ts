import type { OrgDetails, Plan } from '../../api/contract';

/** Badge of spec section 2: Free Trial, Active (plans exist) or No Subscription. */
export type SubscriptionBadge = 'trial' | 'active' | 'none';

export function subscriptionBadge(
  org: Pick<OrgDetails, 'trial_active' | 'plans'>,
): SubscriptionBadge {
  if (org.trial_active) return 'trial';
  return org.plans.length > 0 ? 'active' : 'none';
}

/** The organisation pays for this plan already (during the trial every plan is listed: no). */
export function ownsPlan(org: Pick<OrgDetails, 'trial_active' | 'plans'>, planName: string) {
  return !org.trial_active && org.plans.some((entry) => entry.plan_name === planName);
}

/** A paid subscription is running: a change of plan goes through subscribe, not a new checkout. */
export function hasPaidPlan(org: Pick<OrgDetails, 'trial_active' | 'plans'>) {
  return !org.trial_active && org.plans.length > 0;
}

export const isPerUser = (plan: Pick<Plan, 'plan_type'>) => plan.plan_type === 'per_user';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from now until the trial ends (0 once it has), or null without a valid date. */
export function daysLeft(expiry: string | null | undefined, now = Date.now()): number | null {
  if (!expiry) return null;
  const end = new Date(expiry).getTime();
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now) / DAY_MS));
}

/**
 * The seats input's rule (spec section 5): minimum 1; an empty, invalid or below-1 value
 * becomes 1. A fraction is cut to whole seats.
 */
export function normaliseSeats(value: unknown): number {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value.trim())
        : NaN;
  if (!Number.isFinite(number) || number < 1) return 1;
  return Math.floor(number);
}
