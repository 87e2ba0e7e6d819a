import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@winzmail/testing';
import {
  call,
  login,
  newAccount,
  register,
  startTestProduct,
  type TestProduct,
} from '@winzmail/testing/product';

/**
 * The whole auth flow through the product: registration at the gateway, identity's event, the
 * trial billing starts from it, and /org/me combining both. Each service's own behaviour and
 * errors are tested in its test/ folder.
 */
interface OrgMe {
  id: string;
  name: string;
  user_email: string | null;
  plan_name: string | null;
  trial_active: boolean;
  plan_expiry: string | null;
  plans: { plan_name: string; plan_type: string; user_count: number; plan_expiry: string | null }[];
}

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(async () => {
  await product.dispose();
});

describe('register → login → /org/me', () => {
  it('gives a new organisation a 30-day trial with every plan', async () => {
    const account = newAccount();
    const created = await register(product.api, account);
    expect(created.status).toBe(201);
    expect(created.body.org_id).toEqual(expect.any(String));

    const token = await login(product.api, account);
    const me = await eventually(
      '/org/me to show the trial',
      () => call<OrgMe>('GET', `${product.api}/org/me`, undefined, token),
      (r) => r.body.trial_active === true,
    );
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: created.body.org_id,
      name: account.orgName,
      user_email: account.email,
      plan_name: 'Free Trial',
      trial_active: true,
    });
    const days = (new Date(me.body.plan_expiry!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const outlook = me.body.plans.find((p) => p.plan_name === 'Outlook Plugin');
    expect(outlook).toMatchObject({ plan_type: 'per_user', plan_expiry: me.body.plan_expiry });
    expect(outlook!.user_count).toBeGreaterThan(0);
  });

  it('lists the plans publicly', async () => {
    const res = await call<
      { name: string; price: number; plan_type: string; duration_days: number }[]
    >('GET', `${product.api}/plans/`);
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p.name)).toEqual(expect.arrayContaining(['Outlook Plugin']));
    for (const plan of res.body) {
      expect(plan.duration_days).toBeGreaterThan(0);
      expect(typeof plan.price).toBe('number');
    }
  });
});
