import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { importPKCS8, SignJWT } from 'jose';
import {
  call,
  eventually,
  login,
  newAccount,
  register,
  solveCaptcha,
  startTestProduct,
  type TestProduct,
} from '../../../tests/fixtures/product.js';

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

describe('registration input', () => {
  it('answers 400 with a message per missing field', async () => {
    const res = await call<{ error: string; fields: Record<string, string> }>(
      'POST',
      `${product.api}/auth/register`,
      {},
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(
      expect.arrayContaining(['org', 'user', 'captcha']),
    );
  });

  it('refuses a bad email and a short password per field', async () => {
    const res = await call<{ fields: Record<string, string> }>(
      'POST',
      `${product.api}/auth/register`,
      {
        org: { name: 'Acme' },
        user: { email: 'not-an-email', password: 'short', is_admin: true },
        captcha: 'x',
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.fields['user.email']).toMatch(/valid email/);
    expect(res.body.fields['user.password']).toMatch(/at least 8/);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await call('POST', `${product.api}/auth/register`, '{"org":');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/JSON/);
  });

  it('answers 409 for an email already registered, whatever its case', async () => {
    const account = newAccount();
    expect((await register(product.api, account)).status).toBe(201);
    const again = await register(product.api, { ...account, email: account.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('An account with this email already exists.');
  });
});

describe('captcha', () => {
  const body = (captcha: string | undefined) => {
    const a = newAccount('cap');
    return {
      org: { name: a.orgName },
      user: { email: a.email, password: a.password, is_admin: true },
      captcha,
    };
  };

  it('is required', async () => {
    const res = await call<{ fields: Record<string, string> }>(
      'POST',
      `${product.api}/auth/register`,
      body(undefined),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields.captcha).toMatch(/required/i);
  });

  it('refuses a wrong solution', async () => {
    const payload = JSON.parse(Buffer.from(await solveCaptcha(product.api), 'base64').toString());
    payload.solution.counter += 1;
    const forged = Buffer.from(JSON.stringify(payload)).toString('base64');
    const res = await call('POST', `${product.api}/auth/register`, body(forged));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/captcha verification failed/i);
  });

  it('refuses garbage', async () => {
    const res = await call('POST', `${product.api}/auth/register`, body('bm90IGpzb24='));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/captcha/i);
  });

  it('refuses a solution used twice', async () => {
    const captcha = await solveCaptcha(product.api);
    expect((await call('POST', `${product.api}/auth/register`, body(captcha))).status).toBe(201);
    const replay = await call('POST', `${product.api}/auth/register`, body(captcha));
    expect(replay.status).toBe(400);
    expect(replay.body.error).toMatch(/already used/i);
  });

  it('refuses an expired solution', async () => {
    const shortLived = await startTestProduct({ CAPTCHA_EXPIRY_SECONDS: '1' });
    try {
      const captcha = await solveCaptcha(shortLived.api);
      await new Promise((r) => setTimeout(r, 1500));
      const res = await call('POST', `${shortLived.api}/auth/register`, body(captcha));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/expired/i);
    } finally {
      await shortLived.dispose();
    }
  });
});

describe('sign-in', () => {
  const signIn = async (email: string, password: string, captcha?: string) =>
    call<{ error: string; fields?: Record<string, string> }>('POST', `${product.api}/auth/login`, {
      email,
      password,
      is_admin: true,
      captcha: captcha === undefined ? await solveCaptcha(product.api) : captcha,
    });

  it('answers a wrong password and an unknown email the same way (401)', async () => {
    const account = newAccount();
    await register(product.api, account);
    const wrong = await signIn(account.email, 'wrong-password');
    const unknown = await signIn(`nobody-${account.email}`, 'wrong-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('rate limits repeated failures with 429 and a clear message', async () => {
    const account = newAccount();
    await register(product.api, account);
    const attempt = () => signIn(account.email, 'nope-nope');
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(401);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/too many failed sign-in attempts/i);
    // Even the right password waits until the window has passed.
    const right = await signIn(account.email, account.password);
    expect(right.status).toBe(429);
  });

  it('needs a solved captcha: missing, forged or reused ones are refused before the password', async () => {
    const account = newAccount();
    await register(product.api, account);
    const missing = await call<{ error: string; fields: Record<string, string> }>(
      'POST',
      `${product.api}/auth/login`,
      { email: account.email, password: account.password, is_admin: true },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.fields.captcha).toMatch(/required/i);

    const payload = JSON.parse(Buffer.from(await solveCaptcha(product.api), 'base64').toString());
    payload.solution.counter += 1;
    const forged = await signIn(
      account.email,
      account.password,
      Buffer.from(JSON.stringify(payload)).toString('base64'),
    );
    expect(forged.status).toBe(400);
    expect(forged.body.error).toMatch(/captcha verification failed/i);

    const captcha = await solveCaptcha(product.api);
    expect((await signIn(account.email, account.password, captcha)).status).toBe(200);
    const replay = await signIn(account.email, account.password, captcha);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toMatch(/already used/i);
  });

  it('does not count a refused captcha as a failed sign-in', async () => {
    const account = newAccount();
    await register(product.api, account);
    for (let i = 0; i < 8; i++) {
      expect((await signIn(account.email, 'nope-nope', 'bm90IGpzb24=')).status).toBe(400);
    }
    expect((await signIn(account.email, account.password)).status).toBe(200);
  });
});

describe('tokens', () => {
  it('refuses a missing, malformed, forged or expired token with 401', async () => {
    const account = newAccount();
    await register(product.api, account);
    const token = await login(product.api, account);
    const me = (t?: string) => call('GET', `${product.api}/org/me`, undefined, t);
    expect((await me()).status).toBe(401);
    expect((await me('garbage')).status).toBe(401);
    const [h, p] = token.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, org: 'someone-else' })).toString('base64url')}.${token.split('.')[2]}`;
    expect((await me(tampered)).status).toBe(401);

    const pem = await readFile(
      join(product.dataDir, 'identity', 'secrets', 'jwt-ed25519.pem'),
      'utf8',
    );
    const key = await importPKCS8(pem, 'EdDSA');
    const expired = await new SignJWT({ org: claims.org, email: claims.email, adm: true })
      .setProtectedHeader({
        alg: 'EdDSA',
        kid: JSON.parse(Buffer.from(h!, 'base64url').toString()).kid,
      })
      .setSubject(claims.sub)
      .setIssuer(claims.iss)
      .setAudience(claims.aud)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key);
    const res = await me(expired);
    expect(res.status).toBe(401);
    expect(res.body.error).toMatch(/expired/i);
  });

  it("never shows one organisation another's details", async () => {
    const a = newAccount('a');
    const b = newAccount('b');
    const orgA = (await register(product.api, a)).body.org_id;
    const orgB = (await register(product.api, b)).body.org_id;
    const meA = await call<OrgMe>(
      'GET',
      `${product.api}/org/me`,
      undefined,
      await login(product.api, a),
    );
    const meB = await call<OrgMe>(
      'GET',
      `${product.api}/org/me`,
      undefined,
      await login(product.api, b),
    );
    expect(meA.body).toMatchObject({ id: orgA, name: a.orgName });
    expect(meB.body).toMatchObject({ id: orgB, name: b.orgName });
  });
});

describe('the API surface', () => {
  it('serves health, readiness and the OpenAPI document', async () => {
    expect((await call('GET', `${product.api}/healthz`)).status).toBe(200);
    const ready = await call<{ services: Record<string, string> }>('GET', `${product.api}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.body.services).toMatchObject({ identity: 'serving', billing: 'serving' });
    expect(Object.values(ready.body.services).every((s) => s === 'serving')).toBe(true);
    const doc = await call<{ paths: Record<string, unknown> }>(
      'GET',
      `${product.api}/openapi.json`,
    );
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/auth/register',
        '/auth/login',
        '/auth/captcha',
        '/org/me',
        '/plans/',
      ]),
    );
  });

  it('answers unknown API paths with JSON 404', async () => {
    const res = await call('GET', `${product.api}/nope`);
    expect(res.status).toBe(404);
    expect(res.body.error).toMatch(/No such endpoint/);
  });
});
