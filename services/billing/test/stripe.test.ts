import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { createServiceClient, type ServiceClient } from '@winzmail/platform';
import { services } from '@winzmail/proto';
import { describeUnlessWaived, eventually } from '@winzmail/testing';
import { startTestService, type TestService } from '@winzmail/testing/service';
import {
  DAY_S,
  nowS,
  signedEvent,
  stripeRecorder,
  subscriptionObject,
  type SeenStripeRequest,
} from '@winzmail/testing/stripe';
import { loadBillingConfig, start } from '../src/index.js';

/**
 * Billing with the REAL `stripe` client against stripe-mock (tests/infra): Checkout sessions for
 * each plan type, seats and the addon, and a prorated upgrade; then Stripe's webhooks, signed as
 * Stripe signs them: once each, in any order, forged ones refused.
 */
type Definition = ReturnType<typeof services.billing>['service'];
const STRIPE = process.env.STRIPE_API_BASE;
const SECRET = 'whsec_test_secret';
const URLS = {
  success_url: 'http://app.test/winzmail/subscription',
  cancel_url: 'http://app.test/winzmail/subscription?checkout=cancelled',
};

describeUnlessWaived(Boolean(STRIPE), '', 'billing on Stripe (stripe-mock)', () => {
  let recorder: Awaited<ReturnType<typeof stripeRecorder>>;
  let service: TestService;
  let client: ServiceClient<Definition>;

  beforeAll(async () => {
    recorder = await stripeRecorder(STRIPE!);
    service = await startTestService(start, loadBillingConfig, {
      STRIPE_API_BASE: recorder.url,
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: SECRET,
    });
    client = createServiceClient(services.billing(), {
      address: service.address,
      deadlineMs: 20_000,
    });
  }, 60_000);
  afterAll(async () => {
    client?.close();
    await service?.dispose();
    await recorder?.close();
  });

  const sessionsSent = (): SeenStripeRequest[] =>
    recorder.seen.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');

  async function newOrg(): Promise<string> {
    const orgId = randomUUID();
    await service.bus.publish('org.registered', {
      event_id: randomUUID(),
      org_id: orgId,
      occurred_at: new Date(Date.now() - 40 * DAY_S * 1000).toISOString(), // trial over
      org_name: 'Stripe test org',
      user_email: `owner-${orgId}@example.com`,
    });
    await eventually(
      'the subscription of the registered organisation',
      () => client.call.GetOrgSubscription({ org_id: orgId }),
      (s) => s.revision > 0,
    );
    return orgId;
  }

  const deliver = (payload: string, signature: string) =>
    client.call.HandleWebhook({ payload: Buffer.from(payload), signature });

  it('makes a Checkout session per plan type: a flat plan is one, a per-user plan its seats', async () => {
    const orgId = await newOrg();
    const flat = await client.call.CreateCheckoutSession({
      org_id: orgId,
      plan_id: 'professional',
      seat_count: 7,
      addon: false,
      ...URLS,
    });
    expect(flat.url).toMatch(/^https?:\/\//);
    const perUser = await client.call.CreateCheckoutSession({
      org_id: orgId,
      plan_id: 'outlook-plugin',
      seat_count: 3,
      addon: false,
      ...URLS,
    });
    expect(perUser.url).toMatch(/^https?:\/\//);
    const [a, b] = sessionsSent().slice(-2);
    expect(a!.form).toMatchObject({
      mode: 'subscription',
      client_reference_id: orgId,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': '4900',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][recurring][interval]': 'month',
      'subscription_data[metadata][org_id]': orgId,
      'subscription_data[metadata][plan_id]': 'professional',
      cancel_url: URLS.cancel_url,
    });
    expect(a!.form.success_url).toBe(
      `${URLS.success_url}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(b!.form).toMatchObject({
      'line_items[0][quantity]': '3',
      'line_items[0][price_data][unit_amount]': '500',
      'subscription_data[metadata][plan_id]': 'outlook-plugin',
      'subscription_data[metadata][seats]': '3',
    });
    // Seats below one are one; an unknown plan is 404; the addon needs a per-user plan.
    await client.call.CreateCheckoutSession({
      org_id: orgId,
      plan_id: 'outlook-plugin',
      seat_count: 0,
      addon: false,
      ...URLS,
    });
    expect(sessionsSent().at(-1)!.form['line_items[0][quantity]']).toBe('1');
    await expect(
      client.call.CreateCheckoutSession({
        org_id: orgId,
        plan_id: 'nope',
        seat_count: 1,
        addon: false,
        ...URLS,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      client.call.CreateCheckoutSession({
        org_id: orgId,
        plan_id: 'starter',
        seat_count: 2,
        addon: true,
        ...URLS,
      }),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    const addon = await client.call.CreateCheckoutSession({
      org_id: orgId,
      plan_id: 'outlook-plugin',
      seat_count: 4,
      addon: true,
      ...URLS,
    });
    expect(addon.url).toBeTruthy();
    expect(sessionsSent().at(-1)!.form).toMatchObject({
      'line_items[0][quantity]': '4',
      'metadata[kind]': 'addon',
    });
  });

  it('applies a valid webhook once; refuses a forged signature and a tampered body', async () => {
    const orgId = await newOrg();
    const before = await client.call.GetOrgSubscription({ org_id: orgId });
    expect(before.plans).toEqual([]);
    const periodEnd = nowS() + 30 * DAY_S;
    const event = signedEvent(
      SECRET,
      'customer.subscription.created',
      subscriptionObject({ id: `sub_${orgId}`, orgId, planId: 'professional', periodEnd }),
    );
    const forged = signedEvent(
      'whsec_someone_else',
      'customer.subscription.created',
      subscriptionObject({ id: `sub_x_${orgId}`, orgId, planId: 'business', periodEnd }),
    );
    await expect(deliver(forged.payload, forged.signature)).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
    const tampered = event.payload.replace('"professional"', '"business"');
    await expect(deliver(tampered, event.signature)).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
    expect((await client.call.GetOrgSubscription({ org_id: orgId })).revision).toBe(
      before.revision,
    );

    expect(await deliver(event.payload, event.signature)).toEqual({ duplicate: false });
    const after = await client.call.GetOrgSubscription({ org_id: orgId });
    expect(after).toMatchObject({
      plan_name: 'Professional',
      trial_active: false,
      revision: before.revision + 1,
    });
    expect(after.plan_expiry).toBe(new Date(periodEnd * 1000).toISOString());
    // The same event again, and at once twice: one effect.
    const again = await Promise.all([
      deliver(event.payload, event.signature),
      deliver(event.payload, event.signature),
    ]);
    expect(again).toEqual([{ duplicate: true }, { duplicate: true }]);
    expect((await client.call.GetOrgSubscription({ org_id: orgId })).revision).toBe(after.revision);
  });

  it('takes events in any order: a late update never undoes a deletion → No Subscription', async () => {
    const orgId = await newOrg();
    const id = `sub_order_${orgId}`;
    const t = nowS();
    const created = signedEvent(
      SECRET,
      'customer.subscription.created',
      subscriptionObject({ id, orgId, planId: 'starter', periodEnd: t + 30 * DAY_S }),
      { created: t - 30 },
    );
    const updated = signedEvent(
      SECRET,
      'customer.subscription.updated',
      subscriptionObject({ id, orgId, planId: 'business', periodEnd: t + 30 * DAY_S }),
      { created: t - 20 },
    );
    const deleted = signedEvent(
      SECRET,
      'customer.subscription.deleted',
      subscriptionObject({
        id,
        orgId,
        planId: 'business',
        status: 'canceled',
        periodEnd: t + 30 * DAY_S,
      }),
      { created: t - 10 },
    );
    await deliver(updated.payload, updated.signature);
    expect((await client.call.GetOrgSubscription({ org_id: orgId })).plan_name).toBe('Business');
    await deliver(created.payload, created.signature); // older: ignored
    expect((await client.call.GetOrgSubscription({ org_id: orgId })).plan_name).toBe('Business');
    await deliver(deleted.payload, deleted.signature);
    const gone = await client.call.GetOrgSubscription({ org_id: orgId });
    expect(gone).toMatchObject({ plan_name: '', plans: [], trial_active: false });
    const lateUpdate = signedEvent(
      SECRET,
      'customer.subscription.updated',
      subscriptionObject({ id, orgId, planId: 'business', periodEnd: t + 60 * DAY_S }),
      { created: t - 15 },
    );
    await deliver(lateUpdate.payload, lateUpdate.signature);
    expect((await client.call.GetOrgSubscription({ org_id: orgId })).plans).toEqual([]);
  });

  it('extends on invoice.paid, and a checkout completes once Stripe confirms it', async () => {
    const orgId = await newOrg();
    const session = await client.call.CreateCheckoutSession({
      org_id: orgId,
      plan_id: 'starter',
      seat_count: 1,
      addon: false,
      ...URLS,
    });
    expect(await client.call.GetCheckoutStatus({ org_id: orgId, session_id: session.id })).toEqual({
      status: 'pending',
    });
    await expect(
      client.call.GetCheckoutStatus({ org_id: randomUUID(), session_id: session.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const subId = `sub_inv_${orgId}`;
    const completed = signedEvent(SECRET, 'checkout.session.completed', {
      id: session.id,
      object: 'checkout.session',
      mode: 'subscription',
      customer: `cus_${orgId}`,
      subscription: subId,
      client_reference_id: orgId,
      metadata: { org_id: orgId, plan_id: 'starter', seats: '1', kind: 'new' },
    });
    await deliver(completed.payload, completed.signature);
    expect(await client.call.GetCheckoutStatus({ org_id: orgId, session_id: session.id })).toEqual({
      status: 'complete',
    });
    expect((await client.call.GetOrgSubscription({ org_id: orgId })).plan_name).toBe('Starter');
    const nextEnd = nowS() + 61 * DAY_S;
    const invoice = signedEvent(SECRET, 'invoice.paid', {
      id: `in_${orgId}`,
      object: 'invoice',
      customer: `cus_${orgId}`,
      parent: {
        subscription_details: {
          subscription: subId,
          metadata: { org_id: orgId, plan_id: 'starter' },
        },
      },
      lines: { object: 'list', data: [{ quantity: 1, period: { start: nowS(), end: nextEnd } }] },
    });
    await deliver(invoice.payload, invoice.signature);
    expect((await client.call.GetOrgSubscription({ org_id: orgId })).plan_expiry).toBe(
      new Date(nextEnd * 1000).toISOString(),
    );
  });

  it('upgrades a running subscription in place, prorated; renew pays the next period ahead', async () => {
    const orgId = await newOrg();
    const id = `sub_up_${orgId}`;
    const periodEnd = nowS() + 20 * DAY_S;
    const created = signedEvent(
      SECRET,
      'customer.subscription.created',
      subscriptionObject({ id, orgId, planId: 'starter', periodEnd }),
    );
    await deliver(created.payload, created.signature);
    const answer = await client.call.Subscribe({
      org_id: orgId,
      plan_id: 'business',
      seat_count: 0,
      ...URLS,
    });
    expect(answer).toEqual({ url: '', pending: true });
    const update = recorder.seen
      .filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${id}`)
      .at(-1);
    expect(update!.form).toMatchObject({
      proration_behavior: 'create_prorations',
      'items[0][price_data][unit_amount]': '9900',
      'metadata[plan_id]': 'business',
    });
    // Nothing changes until Stripe confirms.
    expect((await client.call.GetOrgSubscription({ org_id: orgId })).plan_name).toBe('Starter');
    await expect(
      client.call.Subscribe({ org_id: orgId, plan_id: 'starter', seat_count: 0, ...URLS }),
    ).rejects.toMatchObject({ code: 'FAILED_PRECONDITION' });

    // Renew: a one-off payment for the next period; on completion the expiry moves on from the
    // current one (not from today), and Stripe's next charge waits until then.
    const renew = await client.call.CreateCheckoutSession({
      org_id: orgId,
      plan_id: 'starter',
      seat_count: 1,
      addon: false,
      ...URLS,
    });
    expect(sessionsSent().at(-1)!.form).toMatchObject({
      mode: 'payment',
      'metadata[kind]': 'renew',
    });
    const paid = signedEvent(SECRET, 'checkout.session.completed', {
      id: renew.id,
      object: 'checkout.session',
      mode: 'payment',
      customer: `cus_${orgId}`,
      client_reference_id: orgId,
      metadata: { org_id: orgId, plan_id: 'starter', seats: '1', kind: 'renew' },
    });
    await deliver(paid.payload, paid.signature);
    const renewed = await client.call.GetOrgSubscription({ org_id: orgId });
    expect(renewed.plan_expiry).toBe(new Date((periodEnd + 30 * DAY_S) * 1000).toISOString());
    const deferred = recorder.seen.filter((r) => r.path === `/v1/subscriptions/${id}`).at(-1);
    expect(deferred!.form).toMatchObject({
      trial_end: String(periodEnd + 30 * DAY_S),
      proration_behavior: 'none',
    });
  });
});
