import type { Plan } from './plans.js';

/**
 * The Payments port: what billing asks of a payment provider, in billing's terms. The Stripe
 * adapter (adapters/stripe.ts) turns these into Stripe's requests; nothing here names Stripe's
 * shapes, so the use cases never do either.
 */

/** Why a checkout is made; the provider echoes it back on completion (see stripe-facts.ts). */
export type CheckoutKind = 'new' | 'addon' | 'renew';

/** One hosted checkout page: what it sells, to whom, and where the buyer returns. */
export interface CheckoutOrder {
  orgId: string;
  plan: Plan;
  /**
   * new / addon: a recurring subscription of the plan. renew: a one-off payment for the next
   * period of the running subscription `subscriptionId`.
   */
  kind: CheckoutKind;
  /** Units charged: seats of a per-user plan, 1 otherwise. */
  quantity: number;
  /** Seats recorded with the order (and read back from the completed checkout). */
  seats: number;
  /** renew: the running subscription paid ahead. */
  subscriptionId?: string;
  /** The organisation's existing customer at the provider, if it has one. */
  customerId?: string;
  /** Where the buyer lands after paying (the provider adds the checkout's id) or cancelling. */
  successUrl: string;
  cancelUrl: string;
}

/** A running subscription moved to another plan or seat count, prorated by the provider. */
export interface PlanChange {
  orgId: string;
  plan: Plan;
  quantity: number;
}

/** A provider's event, its signature checked: its object is read by stripe-facts.ts. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** Seconds since the epoch, as the provider stamped it. */
  created: number;
  object: unknown;
}

export interface Payments {
  checkout(order: CheckoutOrder): Promise<{ id: string; url: string }>;
  /** Throws FAILED_PRECONDITION when the subscription has nothing to change. */
  changePlan(subscriptionId: string, change: PlanChange): Promise<void>;
  /** The subscription's next charge waits until `until` (a renewal paid ahead), no prorations. */
  deferNextCharge(subscriptionId: string, until: Date): Promise<void>;
  /** Ends the subscription now (the organisation was deleted); one already gone is fine. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Removes the customer and what the provider keeps of it; one already gone is fine. */
  deleteCustomer(customerId: string): Promise<void>;
  /** The event, when the signature over the raw payload is the endpoint's; else throws. */
  event(payload: Buffer, signature: string): PaymentEvent;
}
