// Paying by card on a server without Stripe settings: the gateway says checkout is not set up
// (and what an administrator sets), and a checkout asked for anyway is refused with the reason.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  call,
  login,
  newAccount,
  register,
  startTestProduct,
  type TestProduct,
} from '@winzmail/testing/product';

let product: TestProduct;
let token: string;

beforeAll(async () => {
  product = await startTestProduct({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' });
  const account = newAccount('checkout');
  expect((await register(product.api, account)).status).toBe(201);
  token = await login(product.api, account);
});
afterAll(async () => {
  await product?.dispose();
});

describe('GET /billing/checkout', () => {
  it('says checkout is not set up and names the missing settings', async () => {
    const res = await call('GET', `${product.api}/billing/checkout`, undefined, token);
    expect([res.status, res.body]).toEqual([
      200,
      { configured: false, missing_settings: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] },
    ]);
  });

  it('is for signed-in users only', async () => {
    expect((await call('GET', `${product.api}/billing/checkout`)).status).toBe(401);
  });

  it('a checkout asked for anyway is refused with the reason the web app shows', async () => {
    const plans = await call<{ id: string }[]>('GET', `${product.api}/plans/`);
    const planId = plans.body[0]!.id;
    const res = await call<{ error: string }>(
      'POST',
      `${product.api}/plans/create-checkout-session/${planId}`,
      { seat_count: 1, addon: false },
      token,
    );
    expect([res.status, res.body.error]).toEqual([
      503,
      'Payments are not configured on this server.',
    ]);
  });
});
