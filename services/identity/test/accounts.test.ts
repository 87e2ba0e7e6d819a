import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { AppError } from '@winzmail/platform';
import type { EventMap } from '@winzmail/proto';
import { eventually } from '@winzmail/testing';
import { newAccount, type TestAccount } from '@winzmail/testing/product';
import { MESSAGES } from '../src/domain/messages.js';
import {
  captchaFrom,
  startTestIdentity,
  type Identity,
  type TestIdentity,
} from './support/identity.js';

/** Identity on its own: its start() over gRPC, the embedded store, an in-process bus. */
let running: TestIdentity;
let identity: Identity;
const registered: EventMap['org.registered'][] = [];

beforeAll(async () => {
  running = await startTestIdentity();
  identity = running.identity;
  await running.service.bus.subscribe('org.registered', 'identity-test', async (event) => {
    registered.push(event);
  });
}, 60_000);
afterAll(async () => {
  await running.dispose();
});

const registration = (account: TestAccount, captcha: string) => ({
  org_name: account.orgName,
  email: account.email,
  password: account.password,
  is_admin: true,
  captcha,
  opt_in: false,
});

async function registerAccount(account: TestAccount) {
  return identity.Register(registration(account, await captchaFrom(identity)));
}

/** The AppError a call rejects with (the client maps gRPC status back). */
async function failure(call: Promise<unknown>): Promise<AppError> {
  const err = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected an AppError, got ${String(err)}`);
  return err;
}

describe('register → login → GetOrg', () => {
  it('creates the organisation, announces it on the bus, signs in and describes it', async () => {
    const account = newAccount('id');
    const created = await registerAccount(account);
    expect(created.org_id).toEqual(expect.any(String));
    expect(created.user_id).toEqual(expect.any(String));

    await eventually('org.registered for the new organisation', () =>
      registered.some((e) => e.org_id === created.org_id),
    );
    const event = registered.find((e) => e.org_id === created.org_id)!;
    expect(event.event_id).toEqual(expect.any(String));

    const login = await identity.Login({
      email: account.email.toUpperCase(),
      password: account.password,
      is_admin: true,
      client_ip: '127.0.0.1',
      captcha: await captchaFrom(identity),
    });
    expect(login.token_type).toMatch(/bearer/i);
    const keys = await identity.GetSigningKeys({});
    const { payload } = await jwtVerify(
      login.access_token,
      createLocalJWKSet(JSON.parse(keys.jwks_json)),
      { issuer: keys.issuer, audience: keys.audience },
    );
    expect(payload).toMatchObject({ sub: created.user_id, org: created.org_id });

    const org = await identity.GetOrg({ org_id: created.org_id, user_id: created.user_id });
    expect(org).toMatchObject({
      id: created.org_id,
      name: account.orgName,
      user_email: account.email,
    });
  });

  it('answers NOT_FOUND for an organisation that does not exist', async () => {
    const err = await failure(identity.GetOrg({ org_id: 'no-such-org', user_id: 'nobody' }));
    expect(err).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.orgNotFound });
  });
});

describe('registration errors', () => {
  it('refuses missing and malformed fields with a message per field', async () => {
    const err = await failure(
      identity.Register({
        org_name: ' ',
        email: 'not-an-email',
        password: 'short',
        is_admin: true,
        captcha: await captchaFrom(identity),
        opt_in: false,
      }),
    );
    expect(err.code).toBe('INVALID_ARGUMENT');
    expect(err.fields).toMatchObject({
      'org.name': expect.stringMatching(/required/),
      'user.email': expect.stringMatching(/valid email/),
      'user.password': expect.stringMatching(/at least 8/),
    });
  });

  it('answers ALREADY_EXISTS for an email already registered, whatever its case', async () => {
    const account = newAccount('dup');
    await registerAccount(account);
    const err = await failure(registerAccount({ ...account, email: account.email.toUpperCase() }));
    expect(err).toMatchObject({ code: 'ALREADY_EXISTS', message: MESSAGES.emailTaken });
  });
});

describe('captcha', () => {
  const captchaError = async (captcha: string) =>
    failure(identity.Register(registration(newAccount('cap'), captcha)));

  it('is required', async () => {
    const err = await captchaError('');
    expect(err.code).toBe('INVALID_ARGUMENT');
    expect(err.fields?.captcha).toMatch(/required/i);
  });

  it('refuses a wrong solution', async () => {
    const payload = JSON.parse(Buffer.from(await captchaFrom(identity), 'base64').toString()) as {
      solution: { counter: number };
    };
    payload.solution.counter += 1;
    const err = await captchaError(Buffer.from(JSON.stringify(payload)).toString('base64'));
    expect(err.message).toMatch(/captcha verification failed/i);
  });

  it('refuses garbage', async () => {
    expect((await captchaError('bm90IGpzb24=')).message).toMatch(/captcha/i);
  });

  it('refuses a solution used twice', async () => {
    const captcha = await captchaFrom(identity);
    await identity.Register(registration(newAccount('once'), captcha));
    expect((await captchaError(captcha)).message).toMatch(/already used/i);
  });

  it('refuses an expired solution', async () => {
    // Challenges dated two expiry periods ago: expired when solved, with no wait for time to pass.
    const expirySeconds = 60;
    const shortLived = await startTestIdentity(
      { CAPTCHA_EXPIRY_SECONDS: String(expirySeconds) },
      { clock: () => Date.now() - 2 * expirySeconds * 1000 },
    );
    try {
      const captcha = await captchaFrom(shortLived.identity);
      const err = await failure(
        shortLived.identity.Register(registration(newAccount('late'), captcha)),
      );
      expect(err.message).toMatch(/expired/i);
    } finally {
      await shortLived.dispose();
    }
  });
});

describe('sign-in errors', () => {
  const attempt = async (email: string, password: string) =>
    failure(
      identity.Login({
        email,
        password,
        is_admin: true,
        client_ip: '10.0.0.1',
        captcha: await captchaFrom(identity),
      }),
    );

  it('answers a wrong password and an unknown email the same way', async () => {
    const account = newAccount('pw');
    await registerAccount(account);
    const wrong = await attempt(account.email, 'wrong-password');
    const unknown = await attempt(`nobody-${account.email}`, 'wrong-password');
    expect(wrong).toMatchObject({ code: 'UNAUTHENTICATED', message: MESSAGES.badCredentials });
    expect(unknown).toMatchObject({ code: wrong.code, message: wrong.message });
  });

  it('refuses empty credentials per field', async () => {
    const err = await attempt('', '');
    expect(err.code).toBe('INVALID_ARGUMENT');
    expect(err.fields).toBeDefined();
  });

  it('throttles repeated failures, even the right password, with a clear message', async () => {
    const account = newAccount('throttle');
    await registerAccount(account);
    for (let i = 0; i < 5; i++)
      expect((await attempt(account.email, 'nope-nope')).code).toBe('UNAUTHENTICATED');
    const blocked = await attempt(account.email, 'nope-nope');
    expect(blocked.code).toBe('RESOURCE_EXHAUSTED');
    expect(blocked.message).toMatch(/too many failed sign-in attempts/i);
    expect((await attempt(account.email, account.password)).code).toBe('RESOURCE_EXHAUSTED');
  });
});
