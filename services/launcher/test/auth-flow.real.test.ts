import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { describeWithServer, env, eventually } from '@winzmail/testing';
import {
  call,
  login,
  newAccount,
  register,
  startTestProduct,
  type TestProduct,
} from '@winzmail/testing/product';

/** The foundation's HTTP flow with the product on Kafka and MongoDB instead of embedded adapters. */
describeWithServer(
  ['KAFKA_BROKERS', 'MONGODB_URL'],
  'register → login → /org/me on Kafka + MongoDB',
  () => {
    let product: TestProduct;
    beforeAll(async () => {
      const run = randomBytes(4).toString('hex');
      product = await startTestProduct({
        KAFKA_BROKERS: env('KAFKA_BROKERS'),
        MONGODB_URL: env('MONGODB_URL'),
        KAFKA_TOPIC_PREFIX: `t${run}.`,
        MONGODB_DATABASE_PREFIX: `t${run}-`,
      });
    }, 60_000);
    afterAll(async () => {
      await product?.dispose();
    });

    it('starts the trial from the event on Kafka and keeps everything in MongoDB', async () => {
      const account = newAccount('real');
      expect((await register(product.api, account)).status).toBe(201);
      const token = await login(product.api, account);
      const me = await eventually(
        '/org/me to show the trial',
        () => call('GET', `${product.api}/org/me`, undefined, token),
        (r) => r.body.trial_active === true,
        { timeoutMs: 30_000 },
      );
      expect(me.body).toMatchObject({ name: account.orgName, plan_name: 'Free Trial' });
      expect((await register(product.api, account)).status).toBe(409);
      const plans = await call<{ name: string; plan_type: string }[]>(
        'GET',
        `${product.api}/plans/`,
      );
      expect(plans.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'Outlook Plugin', plan_type: 'per_user' }),
        ]),
      );
    }, 60_000);
  },
);
