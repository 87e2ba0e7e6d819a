import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { importPKCS8, SignJWT } from 'jose';
import { call, login, newAccount, register, solveCaptcha } from '@winzmail/testing/product';
import { closedAddress, startTestGateway, type TestGateway } from './support/gateway.js';

/** The gateway's HTTP routes: its own start() in front of identity and billing. */
interface OrgMe {
  id: string;
  name: string;
}

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
}, 60_000);
afterAll(async () => {
  await gateway.dispose();
});

describe('registration input', () => {
  it('answers 400 with a message per missing field', async () => {
    const res = await call<{ error: string; fields: Record<string, string> }>(
      'POST',
      `${gateway.api}/auth/register`,
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
      `${gateway.api}/auth/register`,
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
    const res = await call('POST', `${gateway.api}/auth/register`, '{"org":');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/JSON/);
  });

  it('answers 409 for an email already registered, whatever its case', async () => {
    const account = newAccount();
    expect((await register(gateway.api, account)).status).toBe(201);
    const again = await register(gateway.api, { ...account, email: account.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('An account with this email already exists.');
  });
});

describe('sign-in', () => {
  const signIn = async (email: string, password: string, captcha?: string) =>
    call<{ error: string; fields?: Record<string, string> }>('POST', `${gateway.api}/auth/login`, {
      email,
      password,
      is_admin: true,
      captcha: captcha === undefined ? await solveCaptcha(gateway.api) : captcha,
    });

  it('answers a wrong password and an unknown email the same way (401)', async () => {
    const account = newAccount();
    await register(gateway.api, account);
    const wrong = await signIn(account.email, 'wrong-password');
    const unknown = await signIn(`nobody-${account.email}`, 'wrong-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('rate limits repeated failures with 429 and a clear message', async () => {
    const account = newAccount();
    await register(gateway.api, account);
    const attempt = () => signIn(account.email, 'nope-nope');
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(401);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/too many failed sign-in attempts/i);
    // Even the right password waits until the window has passed.
    expect((await signIn(account.email, account.password)).status).toBe(429);
  });

  it('needs a solved captcha: missing, forged or reused ones are refused before the password', async () => {
    const account = newAccount();
    await register(gateway.api, account);
    const missing = await call<{ error: string; fields: Record<string, string> }>(
      'POST',
      `${gateway.api}/auth/login`,
      { email: account.email, password: account.password, is_admin: true },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.fields.captcha).toMatch(/required/i);

    const payload = JSON.parse(Buffer.from(await solveCaptcha(gateway.api), 'base64').toString());
    payload.solution.counter += 1;
    const forged = await signIn(
      account.email,
      account.password,
      Buffer.from(JSON.stringify(payload)).toString('base64'),
    );
    expect(forged.status).toBe(400);
    expect(forged.body.error).toMatch(/captcha verification failed/i);

    const captcha = await solveCaptcha(gateway.api);
    expect((await signIn(account.email, account.password, captcha)).status).toBe(200);
    const replay = await signIn(account.email, account.password, captcha);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toMatch(/already used/i);
  });

  it('does not count a refused captcha as a failed sign-in', async () => {
    const account = newAccount();
    await register(gateway.api, account);
    for (let i = 0; i < 8; i++) {
      expect((await signIn(account.email, 'nope-nope', 'bm90IGpzb24=')).status).toBe(400);
    }
    expect((await signIn(account.email, account.password)).status).toBe(200);
  });
});

describe('tokens', () => {
  it('refuses a missing, malformed, forged or expired token with 401', async () => {
    const account = newAccount();
    await register(gateway.api, account);
    const token = await login(gateway.api, account);
    const me = (t?: string) => call('GET', `${gateway.api}/org/me`, undefined, t);
    expect((await me()).status).toBe(401);
    expect((await me('garbage')).status).toBe(401);
    const [h, p] = token.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, org: 'someone-else' })).toString('base64url')}.${token.split('.')[2]}`;
    expect((await me(tampered)).status).toBe(401);

    const pem = await readFile(join(gateway.identityDataDir, 'secrets', 'jwt-ed25519.pem'), 'utf8');
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
    const orgA = (await register(gateway.api, a)).body.org_id;
    const orgB = (await register(gateway.api, b)).body.org_id;
    const meA = await call<OrgMe>(
      'GET',
      `${gateway.api}/org/me`,
      undefined,
      await login(gateway.api, a),
    );
    const meB = await call<OrgMe>(
      'GET',
      `${gateway.api}/org/me`,
      undefined,
      await login(gateway.api, b),
    );
    expect(meA.body).toMatchObject({ id: orgA, name: a.orgName });
    expect(meB.body).toMatchObject({ id: orgB, name: b.orgName });
  });
});

describe('the API surface', () => {
  it('serves health, readiness and the OpenAPI document', async () => {
    expect((await call('GET', `${gateway.api}/healthz`)).status).toBe(200);
    const ready = await call<{ services: Record<string, string> }>('GET', `${gateway.api}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.body.services).toEqual({ identity: 'serving', billing: 'serving' });
    const doc = await call<{ paths: Record<string, unknown> }>(
      'GET',
      `${gateway.api}/openapi.json`,
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
    const res = await call('GET', `${gateway.api}/nope`);
    expect(res.status).toBe(404);
    expect(res.body.error).toMatch(/No such endpoint/);
  });
});

describe('a backend that is down', () => {
  let degraded: TestGateway;
  beforeAll(async () => {
    degraded = await startTestGateway({ BILLING_ADDR: await closedAddress() });
  }, 60_000);
  afterAll(async () => {
    await degraded.dispose();
  });

  it('is not ready, and says which service is missing', async () => {
    expect((await call('GET', `${degraded.api}/healthz`)).status).toBe(200);
    const ready = await call<{ services: Record<string, string> }>('GET', `${degraded.api}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.body.services).toEqual({ identity: 'serving', billing: 'unavailable' });
  });

  it('answers the calls that need it with 503 and a JSON error', async () => {
    const res = await call<{ error: string }>('GET', `${degraded.api}/plans/`);
    expect(res.status).toBe(503);
    expect(res.body.error).toEqual(expect.any(String));
  });
});
