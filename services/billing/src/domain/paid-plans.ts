import type { SubscriptionRecord } from './subscription.js';

/** A paid plan as billing keeps it; Stripe-backed ones carry their subscription. */
export type PaidEntry = SubscriptionRecord['paid'][number];

const DAY_MS = 86_400_000;

/**
 * A subscription's state from a Stripe event, applied in any order: an event older than the one
 * the entry last took is ignored, so a late `updated` cannot undo a `deleted` (an ended
 * subscription stays as a tombstone, expired at the event's time). Returns null when nothing
 * changes.
 */
export function applySubscriptionState(
  paid: readonly PaidEntry[],
  change: {
    subscriptionId: string;
    planId: string;
    seats: number;
    /** When it stops buying: the period end, or the event's time for an ended subscription. */
    expiresAt: string;
    status: string;
    /** The event's `created` (seconds). */
    eventAt: number;
  },
): PaidEntry[] | null {
  const index = paid.findIndex((p) => p.subscription_id === change.subscriptionId);
  const existing = index >= 0 ? paid[index] : undefined;
  if (existing && (existing.event_at ?? 0) > change.eventAt) return null;
  const next: PaidEntry = {
    plan_id: change.planId || existing?.plan_id || '',
    expires_at: change.expiresAt || existing?.expires_at || '',
    seats: change.seats,
    subscription_id: change.subscriptionId,
    status: change.status,
    event_at: change.eventAt,
  };
  if (!next.plan_id || !next.expires_at) return null;
  if (
    existing &&
    existing.plan_id === next.plan_id &&
    existing.expires_at === next.expires_at &&
    existing.seats === next.seats &&
    existing.status === next.status
  ) {
    return null;
  }
  return index >= 0 ? paid.map((p, i) => (i === index ? next : p)) : [...paid, next];
}

/** A paid invoice carries the subscription to its period's end (never shortens it). */
export function extendToPeriodEnd(
  paid: readonly PaidEntry[],
  subscriptionId: string,
  periodEnd: string,
): PaidEntry[] | null {
  const index = paid.findIndex((p) => p.subscription_id === subscriptionId);
  const existing = paid[index];
  if (!existing || !periodEnd || new Date(periodEnd) <= new Date(existing.expires_at)) return null;
  return paid.map((p, i) => (i === index ? { ...p, expires_at: periodEnd } : p));
}

/** Renew: one more period from the current expiry — or from now when it has lapsed. */
export function renewedExpiry(currentExpiry: string, now: Date, days: number): string {
  const current = new Date(currentExpiry);
  const from = Number.isNaN(current.getTime()) || current < now ? now : current;
  return new Date(from.getTime() + days * DAY_MS).toISOString();
}

/** Stripe's recurring interval for a plan's coverage. */
export function recurringFor(days: number): {
  interval: 'day' | 'month' | 'year';
  interval_count: number;
} {
  if (days === 30 || days === 31) return { interval: 'month', interval_count: 1 };
  if (days === 365 || days === 366) return { interval: 'year', interval_count: 1 };
  if (days % 30 === 0 && days <= 360) return { interval: 'month', interval_count: days / 30 };
  return { interval: 'day', interval_count: days };
}

/** Zero-decimal currencies (Stripe's list) take whole units; the others cents. */
const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
export function minorUnits(price: number, currency: string): number {
  return Math.round(ZERO_DECIMAL.has(currency.toUpperCase()) ? price : price * 100);
}
