import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServiceClient, type ServiceClient } from '@winzmail/platform';
import { services } from '@winzmail/proto';
import { eventually } from '@winzmail/testing';
import { startTestService, type TestService } from '@winzmail/testing/service';
import { OUTLOOK_PLUGIN_PLAN } from '../src/domain/plans.js';
import { TRIAL_PLAN_NAME } from '../src/domain/subscription.js';
import { loadBillingConfig, start } from '../src/index.js';

/** Billing on its own: its start() over gRPC, the embedded store, an in-process bus. */
type Definition = ReturnType<typeof services.billing>['service'];

let service: TestService;
let client: ServiceClient<Definition>;
beforeAll(async () => {
  service = await startTestService(start, loadBillingConfig);
  client = createServiceClient(services.billing(), {
    address: service.address,
    deadlineMs: 10_000,
  });
}, 60_000);
afterAll(async () => {
  client.close();
  await service.dispose();
});

const DAY_MS = 86_400_000;

const registered = (orgId: string, occurredAt: Date) =>
  service.bus.publish('org.registered', {
    event_id: randomUUID(),
    org_id: orgId,
    occurred_at: occurredAt.toISOString(),
    org_name: 'Billing test org',
    user_email: `owner-${orgId}@example.com`,
  });

describe('ListPlans', () => {
  it('lists the seeded plans, cheapest first, each with a duration and a price', async () => {
    const { plans } = await client.call.ListPlans({});
    expect(plans.map((p) => p.name)).toEqual(expect.arrayContaining([OUTLOOK_PLUGIN_PLAN]));
    expect(plans.map((p) => p.price)).toEqual([...plans.map((p) => p.price)].sort((a, b) => a - b));
    for (const plan of plans) {
      expect(plan.duration_days).toBeGreaterThan(0);
      expect(plan.currency).toBe('USD');
      expect(['flat', 'per_user']).toContain(plan.plan_type);
    }
  });
});

describe('the trial', () => {
  it('starts from an org.registered event: 30 days from registration, every plan', async () => {
    const orgId = randomUUID();
    const at = new Date();
    await registered(orgId, at);
    const sub = await eventually(
      'the trial subscription',
      () => client.call.GetOrgSubscription({ org_id: orgId }),
      (s) => s.trial_active,
    );
    expect(sub.plan_name).toBe(TRIAL_PLAN_NAME);
    expect(new Date(sub.plan_expiry).getTime()).toBe(at.getTime() + 30 * DAY_MS);
    const { plans } = await client.call.ListPlans({});
    expect(sub.plans.map((p) => p.plan_name).sort()).toEqual(plans.map((p) => p.name).sort());
    expect(sub.plans.every((p) => p.plan_expiry === sub.plan_expiry)).toBe(true);
  });

  it('has no plan for an organisation it never heard of', async () => {
    const sub = await client.call.GetOrgSubscription({ org_id: randomUUID() });
    expect(sub).toMatchObject({ plan_name: '', trial_active: false, plan_expiry: '', plans: [] });
  });
});
