import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { EventBus } from '@winzmail/platform/bus';
import { openDocumentStore, type DocumentStore } from '@winzmail/platform/store';
import { describeUnlessWaived } from '@winzmail/testing';
import { stripeRecorder } from '@winzmail/testing/stripe';
import { openRepos, type BillingRepos } from '../src/adapters/repositories.js';
import { stripePayments } from '../src/adapters/stripe.js';
import { OrgErasure } from '../src/org-erasure.js';
import { Subscriptions } from '../src/subscriptions.js';

/**
 * org.deleted in billing with the REAL `stripe` client against stripe-mock: the organisation's
 * running subscription is cancelled and its customer deleted at Stripe, its records go, and a
 * late webhook or org.registered for it records nothing again. Idempotent.
 */
const STRIPE = process.env.STRIPE_API_BASE;

const nullBus: EventBus = {
  publish: async () => undefined,
  subscribe: async () => ({ stop: async () => undefined }),
  subscribeDeadLetters: async () => ({ stop: async () => undefined }),
  close: async () => undefined,
};

describeUnlessWaived(
  Boolean(STRIPE),
  '',
  'billing erases a deleted organisation (stripe-mock)',
  () => {
    let recorder: Awaited<ReturnType<typeof stripeRecorder>>;
    let dir: string;
    let store: DocumentStore;
    let repos: BillingRepos;

    beforeAll(async () => {
      recorder = await stripeRecorder(STRIPE!);
      dir = await mkdtemp(join(tmpdir(), 'billing-erasure-'));
      store = await openDocumentStore({ dataDir: dir, database: 'billing' });
      repos = await openRepos(store);
    });
    afterAll(async () => {
      await store?.close();
      await recorder?.close();
      await rm(dir, { recursive: true, force: true });
    });

    it('cancels at Stripe, removes the records, and lets nothing bring them back', async () => {
      const payments = stripePayments({ secretKey: 'sk_test_123', apiBase: recorder.url });
      const erasure = new OrgErasure({ repos, payments });
      const subscriptions = new Subscriptions(repos, nullBus, { trialDays: 30, currency: 'EUR' });
      const [orgId, otherId] = ['org-erase-1', 'org-keep-1'];
      for (const id of [orgId, otherId]) {
        await repos.subscriptions.insertOne({
          _id: id,
          trial_started_at: '2026-01-01T00:00:00.000Z',
          trial_ends_at: '2026-01-31T00:00:00.000Z',
          paid: [
            {
              plan_id: 'professional',
              expires_at: '2027-01-01T00:00:00.000Z',
              seats: 1,
              subscription_id: `sub_${id}`,
              status: 'active',
            },
            {
              plan_id: 'basic',
              expires_at: '2026-02-01T00:00:00.000Z',
              seats: 1,
              subscription_id: `sub_old_${id}`,
              status: 'canceled',
            },
          ],
          revision: 3,
          stripe_customer_id: `cus_${id}`,
        });
        await repos.checkouts.insertOne({
          _id: `cs_${id}`,
          org_id: id,
          plan_id: 'professional',
          status: 'complete',
          created_at: '2026-01-02T00:00:00.000Z',
        });
      }

      await erasure.erase(orgId);
      const calls = recorder.seen.map((r) => `${r.method} ${r.path}`);
      expect(calls).toEqual([
        `DELETE /v1/subscriptions/sub_${orgId}`,
        `DELETE /v1/customers/cus_${orgId}`,
      ]);
      expect(await repos.subscriptions.findOne({ _id: orgId })).toBeNull();
      expect(await repos.checkouts.count({ org_id: orgId })).toBe(0);

      // Redelivered: nothing left to cancel, nothing fails.
      await erasure.erase(orgId);
      // Stripe's webhook about the cancellation, a late org.registered: no record comes back.
      expect(await subscriptions.change(orgId, () => ({ paid: [] }))).toBe(false);
      await subscriptions.startTrial(orgId, new Date());
      expect(await repos.subscriptions.findOne({ _id: orgId })).toBeNull();
      // Nothing of the id itself is kept, only its hash.
      const marks = await repos.erasedOrgs.find({});
      expect(JSON.stringify(marks)).not.toContain(orgId);

      // The other organisation is untouched.
      expect((await repos.subscriptions.findOne({ _id: otherId }))?.paid).toHaveLength(2);
      expect(await repos.checkouts.count({ org_id: otherId })).toBe(1);
      expect(recorder.seen.filter((r) => r.path.includes(otherId))).toEqual([]);
    });
  },
);
