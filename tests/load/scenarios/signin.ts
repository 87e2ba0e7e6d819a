// Sign-in + GET /org/me: a person signs in (captcha solved in the browser, argon2id check) and
// the app then reads its organisation on every screen.
import { login, solveCaptcha } from '@winzmail/testing/product';
import { capacity, step, type Ctx, type Scenario, type StepResult } from '../lib/scenario.js';
import { jsonTarget, type LoadShape } from '../lib/vegeta.js';

const SHAPES: Record<string, { logins: number; login: LoadShape; orgMe: number; me: LoadShape }> = {
  smoke: {
    logins: 30,
    login: { workers: 4, seconds: 30 },
    orgMe: 3000,
    me: { workers: 10, seconds: 20 },
  },
  staging: {
    logins: 600,
    login: { workers: 20, rate: 5, seconds: 180 },
    orgMe: 300_000,
    me: { workers: 50, rate: 500, seconds: 600 },
  },
};

export const signin: Scenario = {
  name: 'signin',
  thresholds: {
    // argon2id is meant to cost: a sign-in is allowed more time than a read.
    login: { p95Ms: 1500, errorRate: 0 },
    'org-me': { p95Ms: 300, errorRate: 0 },
  },
  async run(ctx: Ctx): Promise<StepResult[]> {
    const { api } = ctx.system;
    const { account } = ctx.org;
    const me = (n: number, token = ctx.org.token) =>
      Array.from({ length: n }, () =>
        jsonTarget('GET', `${api}/org/me`, { authorization: `Bearer ${token}` }),
      );
    if (ctx.profile === 'capacity') {
      return capacity(ctx, this, 'org-me', me, [
        ...[5, 10, 20, 40, 80, 160, 320].map((workers) => ({ workers, seconds: 8 })),
      ]);
    }
    const shape = SHAPES[ctx.profile]!;
    // Each sign-in carries its own solved captcha (single use), solved here beforehand.
    const logins = [];
    for (let i = 0; i < shape.logins; i++) {
      logins.push(
        jsonTarget(
          'POST',
          `${api}/auth/login`,
          {},
          {
            email: account.email,
            password: account.password,
            is_admin: true,
            captcha: await solveCaptcha(api),
          },
        ),
      );
    }
    const loggedIn = await step(ctx, this, 'login', logins, shape.login);
    // A token issued now: the sign-in step may have outlasted the first one's life.
    const fresh = await login(api, account);
    return [loggedIn, await step(ctx, this, 'org-me', me(shape.orgMe, fresh), shape.me)];
  },
};
