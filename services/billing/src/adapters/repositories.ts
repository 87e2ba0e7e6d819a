import { createHash } from 'node:crypto';
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

/**
 * An organisation that was deleted, by a one-way hash of its id (nothing of it readable): a
 * late Stripe webhook or a redelivered org.registered must not bring its records back.
 */
export interface ErasedOrgDoc extends Doc {
  erased_at: string;
}

export interface BillingRepos {
  plans: Collection<PlanDoc>;
  subscriptions: Collection<SubscriptionDoc>;
  stripeEvents: Collection<StripeEventDoc>;
  checkouts: Collection<CheckoutDoc>;
  erasedOrgs: Collection<ErasedOrgDoc>;
}

export async function openRepos(store: DocumentStore): Promise<BillingRepos> {
  const [plans, subscriptions, stripeEvents, checkouts, erasedOrgs] = await Promise.all([
    store.collection<PlanDoc>('plans', [{ fields: { name: 1 }, unique: true }]),
    store.collection<SubscriptionDoc>('subscriptions', [{ fields: { stripe_customer_id: 1 } }]),
    store.collection<StripeEventDoc>('stripe_events'),
    store.collection<CheckoutDoc>('checkouts', [{ fields: { org_id: 1 } }]),
    store.collection<ErasedOrgDoc>('erased_orgs'),
  ]);
  return { plans, subscriptions, stripeEvents, checkouts, erasedOrgs };
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

/** The erased-organisation mark's key: a SHA-256 of the id, so the id itself is not kept. */
export const erasedOrgKey = (orgId: string): string =>
  createHash('sha256').update(`winzmail erased org:${orgId}`).digest('base64url');

export async function isErased(repos: BillingRepos, orgId: string): Promise<boolean> {
  return (await repos.erasedOrgs.findOne({ _id: erasedOrgKey(orgId) })) !== null;
}
