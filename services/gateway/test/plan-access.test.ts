import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@winzmail/testing';
import { ask, history, newVisitor, uploadText } from '@winzmail/testing/chat';
import { SHOP_DOCS } from '@winzmail/testing/knowledge-base';
import {
  call,
  login,
  newAccount,
  register,
  startTestProduct,
  type TestProduct,
} from '@winzmail/testing/product';
import { DAY_S, nowS, signedEvent, subscriptionObject } from '@winzmail/testing/stripe';

/**
 * What a plan buys, end to end: with no trial and no plan the AI does not write (the chat says
 * a subscription is needed; a website visitor is told the assistant is unavailable), data stays;
 * a paid subscription confirmed by Stripe's signed webhook (through the gateway's raw-body route)
 * brings it back.
 */
const SECRET = 'whsec_plan_access';
let product: TestProduct;
let api: string;

beforeAll(async () => {
  // An operator who offers no trial: every organisation starts without a plan.
  product = await startTestProduct({ TRIAL_DAYS: '0', STRIPE_WEBHOOK_SECRET: SECRET });
  api = product.api;
}, 60_000);
afterAll(async () => {
  await product?.dispose();
});

describe('the AI and the plan', () => {
  it('stops without a plan, keeps the data, and comes back once Stripe confirms a subscription', async () => {
    const account = newAccount('plan');
    await register(api, account);
    const token = await login(api, account);
    const me = await call<{ id: string; plans: unknown[]; trial_active: boolean }>(
      'GET',
      `${api}/org/me`,
      undefined,
      token,
    );
    expect(me.body).toMatchObject({ plans: [], trial_active: false });
    const orgId = me.body.id;
    await uploadText(api, token, 'returns-policy.md', SHOP_DOCS['returns-policy.md']!);

    const staff = { token };
    const refused = await ask(api, staff, 'Within how many days can customers send back items?');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: expect.stringMatching(/^A subscription is needed/) });
    const visitor = { orgId, visitor: await newVisitor(api, orgId) };
    const visitorRefused = await ask(api, visitor, 'Within how many days can I send items back?');
    expect(visitorRefused).toMatchObject({
      status: 409,
      body: { error: 'This assistant is not available at the moment.' },
    });
    // Nothing is lost: documents and settings are there, history empty but readable.
    const docs = await call<unknown[]>('GET', `${api}/org/documents/list`, undefined, token);
    expect(docs.body).toHaveLength(1);
    expect((await history(api, staff)).body.total).toBe(0);

    // Stripe confirms a subscription (signed as Stripe signs it; a forged one changes nothing).
    const subscription = subscriptionObject({
      id: `sub_${orgId}`,
      orgId,
      planId: 'starter',
      periodEnd: nowS() + 30 * DAY_S,
    });
    const forged = signedEvent('whsec_wrong', 'customer.subscription.created', subscription);
    const post = (e: { payload: string; signature: string }) =>
      fetch(`${api}/billing/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': e.signature },
        body: e.payload,
      });
    const bad = await post(forged);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'The webhook signature is not valid.' });
    const event = signedEvent(SECRET, 'customer.subscription.created', subscription);
    const good = await post(event);
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual({ received: true, duplicate: false });
    expect(await (await post(event)).json()).toEqual({ received: true, duplicate: true });

    await eventually(
      '/org/me to show the Starter plan',
      () => call<{ plan_name: string | null }>('GET', `${api}/org/me`, undefined, token),
      (r) => r.body.plan_name === 'Starter',
    );
    const answered = await eventually(
      'the staff chat to answer on the Starter plan',
      () => ask(api, staff, 'Within how many days can customers send back items?'),
      (r) => r.status === 200,
    );
    expect(answered.body.response).toMatch(/30 days/);
    expect((await ask(api, visitor, 'Within how many days can I send items back?')).status).toBe(
      200,
    );
  });
});
