/**
 * What billing reads from Stripe's objects, as plain data (Stripe's shapes vary by API version:
 * a subscription's period end moved from the subscription to its items; an invoice's
 * subscription moved under `parent`). Pure: no Stripe client here.
 */
export interface SubscriptionFacts {
  subscriptionId: string;
  customerId: string;
  orgId: string;
  planId: string;
  status: string;
  seats: number;
  /** RFC 3339; '' when Stripe did not say. */
  periodEnd: string;
}

export interface InvoiceFacts {
  subscriptionId: string;
  customerId: string;
  orgId: string;
  planId: string;
  seats: number;
  periodEnd: string;
}

export interface CheckoutFacts {
  sessionId: string;
  customerId: string;
  subscriptionId: string;
  mode: string;
  orgId: string;
  planId: string;
  kind: string;
  seats: number;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
/** An id field may be the id or the expanded object. */
const idOf = (v: unknown): string => (typeof v === 'string' ? v : str(obj(v).id));
const seconds = (v: unknown): string =>
  typeof v === 'number' && v > 0 ? new Date(v * 1000).toISOString() : '';
const positive = (v: unknown): number => (typeof v === 'number' && v > 0 ? Math.floor(v) : 0);

/** Statuses after which a subscription buys nothing. */
export const ENDED_STATUSES: ReadonlySet<string> = new Set([
  'canceled',
  'incomplete_expired',
  'unpaid',
]);

export function subscriptionFacts(object: unknown): SubscriptionFacts {
  const sub = obj(object);
  const meta = obj(sub.metadata);
  const item = obj((obj(sub.items).data as unknown[] | undefined)?.[0]);
  return {
    subscriptionId: str(sub.id),
    customerId: idOf(sub.customer),
    orgId: str(meta.org_id),
    planId: str(meta.plan_id),
    status: str(sub.status),
    seats: positive(item.quantity) || positive(sub.quantity) || 1,
    periodEnd: seconds(item.current_period_end) || seconds(sub.current_period_end),
  };
}

export function invoiceFacts(object: unknown): InvoiceFacts {
  const invoice = obj(object);
  const details = obj(obj(invoice.parent).subscription_details);
  const meta: Obj = {
    ...obj(obj(invoice.subscription_details).metadata),
    ...obj(details.metadata),
  };
  const lines = (obj(invoice.lines).data as unknown[] | undefined) ?? [];
  const ends = lines
    .map((l) => seconds(obj(obj(l).period).end))
    .filter(Boolean)
    .sort();
  return {
    subscriptionId: idOf(invoice.subscription) || idOf(details.subscription),
    customerId: idOf(invoice.customer),
    orgId: str(meta.org_id),
    planId: str(meta.plan_id),
    seats: positive(obj(lines[0]).quantity) || 1,
    periodEnd: ends.at(-1) ?? seconds(invoice.period_end),
  };
}

export function checkoutFacts(object: unknown): CheckoutFacts {
  const session = obj(object);
  const meta = obj(session.metadata);
  return {
    sessionId: str(session.id),
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    mode: str(session.mode),
    orgId: str(meta.org_id) || str(session.client_reference_id),
    planId: str(meta.plan_id),
    kind: str(meta.kind),
    seats: positive(Number(meta.seats)) || 1,
  };
}
