import { DuplicateKeyError } from '@winzmail/platform/errors';
import type { Collection, Doc, DocumentStore } from '@winzmail/platform/store';
import type { Plan } from '../domain/plans.js';
import type { SubscriptionRecord } from '../domain/subscription.js';

export type PlanDoc = Omit<Plan, 'id'> & Doc;
/** Keyed by org id: one subscription record per organisation. */
export type SubscriptionDoc = Omit<SubscriptionRecord, 'org_id' | 'revision'> & {
  /** Absent on records written before revisions existed. */
  revision?: number;
  /** The organisation's Stripe customer, once a checkout made one. */
  stripe_customer_id?: string;
} & Doc;

/** A Stripe event handled (or being handled): the unique _id is what makes it happen once. */
export interface StripeEventDoc extends Doc {
  type: string;
  received_at: string;
}

/** A checkout the organisation started, until Stripe's confirmation lands. */
export interface CheckoutDoc extends Doc {
  org_id: string;
  plan_id: string;
  status: 'pending' | 'complete' | 'expired';
  created_at: string;
}

export interface BillingRepos {
  plans: Collection<PlanDoc>;
  subscriptions: Collection<SubscriptionDoc>;
  stripeEvents: Collection<StripeEventDoc>;
  checkouts: Collection<CheckoutDoc>;
}

export async function openRepos(store: DocumentStore): Promise<BillingRepos> {
  const [plans, subscriptions, stripeEvents, checkouts] = await Promise.all([
    store.collection<PlanDoc>('plans', [{ fields: { name: 1 }, unique: true }]),
    store.collection<SubscriptionDoc>('subscriptions', [{ fields: { stripe_customer_id: 1 } }]),
    store.collection<StripeEventDoc>('stripe_events'),
    store.collection<CheckoutDoc>('checkouts', [{ fields: { org_id: 1 } }]),
  ]);
  return { plans, subscriptions, stripeEvents, checkouts };
}

/** Seeds the default plans once: an operator's later edits to a plan are kept. */
export async function seedPlans(repos: BillingRepos, plans: Plan[]): Promise<void> {
  for (const { id, ...plan } of plans) {
    try {
      await repos.plans.insertOne({ _id: id, ...plan });
    } catch (err) {
      if (!(err instanceof DuplicateKeyError)) throw err;
    }
  }
}

export const toPlan = ({ _id, ...rest }: PlanDoc): Plan => ({ id: _id, ...rest });
