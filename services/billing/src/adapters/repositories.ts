import { DuplicateKeyError } from '@winzmail/platform/errors';
import type { Collection, Doc, DocumentStore } from '@winzmail/platform/store';
import type { Plan } from '../domain/plans.js';
import type { SubscriptionRecord } from '../domain/subscription.js';

export type PlanDoc = Omit<Plan, 'id'> & Doc;
/** Keyed by org id: one subscription record per organisation. */
export type SubscriptionDoc = Omit<SubscriptionRecord, 'org_id' | 'revision'> & {
  /** Absent on records written before revisions existed. */
  revision?: number;
} & Doc;

export interface BillingRepos {
  plans: Collection<PlanDoc>;
  subscriptions: Collection<SubscriptionDoc>;
}

export async function openRepos(store: DocumentStore): Promise<BillingRepos> {
  const [plans, subscriptions] = await Promise.all([
    store.collection<PlanDoc>('plans', [{ fields: { name: 1 }, unique: true }]),
    store.collection<SubscriptionDoc>('subscriptions'),
  ]);
  return { plans, subscriptions };
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
