import type { billing } from '@winzmail/proto';
import type { Plan } from './plans.js';

/** What billing keeps per organisation. */
export interface SubscriptionRecord {
  org_id: string;
  trial_started_at: string;
  trial_ends_at: string;
  /** Paid plans, each with its own expiry and seats (Stripe's subscription when it has one). */
  paid: {
    plan_id: string;
    expires_at: string;
    seats: number;
    subscription_id?: string;
    /** Stripe's status (active, past_due, canceled, …). */
    status?: string;
    /** The `created` (seconds) of the Stripe event the entry last took. */
    event_at?: number;
  }[];
  /** Grows with every change of the record, so readers of its copies keep the newest. */
  revision: number;
}

/** The answer of GetOrgSubscription, as proto generates it (a contract type, no I/O). */
export type OrgPlanEntry = billing.OrgPlanEntry__Output;
export type OrgSubscription = billing.OrgSubscription__Output;

export const TRIAL_PLAN_NAME = 'Free Trial';

export function trialWindow(registeredAt: Date, days: number): { start: string; end: string } {
  return {
    start: registeredAt.toISOString(),
    end: new Date(registeredAt.getTime() + days * 86_400_000).toISOString(),
  };
}

const entry = (plan: Plan, expiry: string, userCount: number): OrgPlanEntry => ({
  plan_name: plan.name,
  plan_expiry: expiry,
  plan_type: plan.plan_type,
  user_count: userCount,
  plan_price: plan.price,
  plan_currency: plan.currency,
});

/**
 * What an organisation has now. During the trial it has every plan (full access) until the
 * trial ends; afterwards only unexpired paid plans. No record: nothing yet (not registered, or
 * the registration event is still on its way).
 */
export function currentSubscription(
  record: SubscriptionRecord | null,
  plans: Plan[],
  now: Date,
  currency: string,
): OrgSubscription {
  const none: OrgSubscription = {
    plan_name: '',
    plan_price: 0,
    plan_currency: currency,
    plan_expiry: '',
    trial_active: false,
    plans: [],
    valid_until: '',
    revision: 0,
  };
  if (!record) return none;
  const valid_until = earliestAhead(
    [record.trial_ends_at, ...record.paid.map((p) => p.expires_at)],
    now,
  );
  const byId = new Map(plans.map((p) => [p.id, p]));
  const paid = record.paid
    .filter((p) => new Date(p.expires_at) > now && byId.has(p.plan_id))
    .map((p) =>
      entry(
        byId.get(p.plan_id)!,
        p.expires_at,
        p.seats > 0 ? p.seats : byId.get(p.plan_id)!.user_count,
      ),
    );
  const trialActive = new Date(record.trial_ends_at) > now;
  if (trialActive) {
    const paidNames = new Set(paid.map((p) => p.plan_name));
    const trialPlans = plans
      .filter((p) => !paidNames.has(p.name))
      .map((p) => entry(p, record.trial_ends_at, p.user_count));
    return {
      plan_name: TRIAL_PLAN_NAME,
      plan_price: 0,
      plan_currency: currency,
      plan_expiry: record.trial_ends_at,
      trial_active: true,
      plans: [...paid, ...trialPlans],
      valid_until,
      revision: record.revision,
    };
  }
  const main = paid.find((p) => p.plan_type !== 'per_user') ?? paid[0];
  if (!main) return { ...none, valid_until, revision: record.revision };
  return {
    plan_name: main.plan_name,
    plan_price: main.plan_price,
    plan_currency: main.plan_currency,
    plan_expiry: main.plan_expiry,
    trial_active: false,
    plans: paid,
    valid_until,
    revision: record.revision,
  };
}

/** The earliest of the given instants after `now` (RFC 3339), or '' when none is ahead. */
function earliestAhead(instants: string[], now: Date): string {
  let earliest: Date | undefined;
  for (const instant of instants) {
    const at = new Date(instant);
    if (at > now && (!earliest || at < earliest)) earliest = at;
  }
  return earliest?.toISOString() ?? '';
}
