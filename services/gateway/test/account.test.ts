// The account through the REST API in front of the whole product, with its system mail sent to
// the real SMTP test server (GreenMail) and every link taken from the mail received: forgotten
// password (same answer for known and unknown addresses, single use under concurrency, every
// session ending, rate limits), and the profile (password, sign-in email, organisation name).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { describeUnlessWaived } from '@winzmail/testing';
import { linkIn, mailsArrived, readInbox, tokenOf } from '@winzmail/testing/account-mail';
import { createMailUser, mailServer, type MailUser } from '@winzmail/testing/mail-server';
import {
  contractChecker,
  checkedCaller,
  type CheckedCall,
  type OpenApiDocument,
} from '@winzmail/testing/openapi-contract';
import {
  call,
  login,
  register,
  solveCaptcha,
  startTestProduct,
  type TestAccount,
  type TestProduct,
} from '@winzmail/testing/product';

const server = mailServer();

interface Signed {
  token: string;
  cookie: string;
}

async function signIn(api: string, email: string, password: string): Promise<Signed> {
  const res = await call<{ access_token: string }>('POST', `${api}/auth/login`, {
    email,
    password,
    captcha: await solveCaptcha(api),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('winzmail_refresh='))!
    .split(';')[0]!;
  return { token: res.body.access_token, cookie };
}

const refresh = async (api: string, cookie: string) =>
  (await fetch(`${api}/auth/refresh`, { method: 'POST', headers: { cookie } })).status;

const payloadOf = (jwt: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;

describeUnlessWaived(server !== null, '', 'the account API (GreenMail)', () => {
  const mail = server!;
  let product: TestProduct;
  let checked: CheckedCall;
  let token = '';

  /** A registered account whose address is a GreenMail mailbox. */
  async function account(name: string): Promise<TestAccount & { box: MailUser }> {
    const box = await createMailUser(mail, name);
    const acc = {
      orgName: `Org ${box.email}`,
      email: box.email,
      password: `pw-${name}-Secret1`,
      box,
    };
    expect((await register(product.api, acc)).status).toBe(201);
    return acc;
  }

  beforeAll(async () => {
    product = await startTestProduct({
      SYSTEM_SMTP_URL: `smtp://${mail.host}:${mail.smtpPort}`,
      SYSTEM_MAIL_FROM: 'Winzmail <no-reply@winzmail.test>',
      PASSWORD_RESET_MAX_PER_EMAIL: '3',
      PASSWORD_RESET_MAX_PER_IP: '12',
    });
    checked = checkedCaller(
      contractChecker((await call<OpenApiDocument>('GET', `${product.api}/openapi.json`)).body),
      product.api,
      () => token,
    );
  });

  afterAll(async () => {
    await product?.dispose();
  });

  describe('forgotten password', () => {
    it('says system mail is configured', async () => {
      const res = await checked('GET', '/public-config');
      expect(res.body).toMatchObject({ system_mail: true });
    });

    it('answers the same for a registered and an unknown address, and mails only the registered one', async () => {
      const acc = await account('forgot');
      const stranger = await createMailUser(mail, 'stranger');
      const known = await checked('POST', '/auth/forgot-password', { email: acc.email });
      const unknown = await checked('POST', '/auth/forgot-password', { email: stranger.email });
      expect(known.status).toBe(202);
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      const [received] = await mailsArrived(mail, acc.box);
      expect(received!.subject).toBe('Reset your Winzmail password');
      expect(received!.from).toBe('no-reply@winzmail.test');
      expect(received!.text).toContain('30 minutes');
      // The link leads to this product's reset page, not to whatever Host a request named.
      const link = linkIn(received!, 'reset-password')!;
      expect(link.startsWith(`${product.url}/reset-password?token=`)).toBe(true);
      expect(await readInbox(mail, stranger)).toEqual([]);
    });

    it('sets the new password from the mailed link, ends every session, and works only once', async () => {
      const acc = await account('reset');
      const [first, second] = [
        await signIn(product.api, acc.email, acc.password),
        await signIn(product.api, acc.email, acc.password),
      ];
      expect(
        (
          await call('POST', `${product.api}/auth/forgot-password`, {
            email: acc.email.toUpperCase(),
            language: 'de',
          })
        ).status,
      ).toBe(202);
      const [received] = await mailsArrived(mail, acc.box);
      // Written in the interface language the request was made in.
      expect(received!.subject).toBe('Setzen Sie Ihr Winzmail-Passwort zurück');
      const resetToken = tokenOf(linkIn(received!, 'reset-password')!);

      // Below the schema's minimum: a plain call (the checked caller refuses to send it).
      const weak = await call('POST', `${product.api}/auth/reset-password`, {
        token: resetToken,
        new_password: 'short',
      });
      expect(weak.status).toBe(400);
      const done = await call('POST', `${product.api}/auth/reset-password`, {
        token: resetToken,
        new_password: 'brand-new-Secret1',
      });
      expect(done.status).toBe(204);

      // Every session of the user ended: access tokens and refresh cookies.
      for (const s of [first, second]) {
        expect((await call('GET', `${product.api}/org/me`, undefined, s.token)).status).toBe(401);
        expect(await refresh(product.api, s.cookie)).toBe(401);
      }
      const again = await checked('POST', '/auth/reset-password', {
        token: resetToken,
        new_password: 'another-Secret1',
      });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ error: expect.stringContaining('already been used') });
      await signIn(product.api, acc.email, 'brand-new-Secret1');
      const old = await call('POST', `${product.api}/auth/login`, {
        email: acc.email,
        password: acc.password,
        captcha: await solveCaptcha(product.api),
      });
      expect(old.status).toBe(401);
    });

    it('lets exactly one of two parallel resets with one link succeed', async () => {
      const acc = await account('race');
      await call('POST', `${product.api}/auth/forgot-password`, { email: acc.email });
      const [received] = await mailsArrived(mail, acc.box);
      const resetToken = tokenOf(linkIn(received!, 'reset-password')!);
      const passwords = ['parallel-one-Secret1', 'parallel-two-Secret1'];
      const results = await Promise.all(
        passwords.map((p) =>
          call('POST', `${product.api}/auth/reset-password`, {
            token: resetToken,
            new_password: p,
          }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([204, 400]);
      const winner = passwords[results.findIndex((r) => r.status === 204)]!;
      await signIn(product.api, acc.email, winner);
    });

    it('refuses a forged, altered or foreign token with a clear 400', async () => {
      for (const bad of ['nonsense', 'abc.def', `${'x'.repeat(40)}.${'y'.repeat(43)}`]) {
        const res = await checked('POST', '/auth/reset-password', {
          token: bad,
          new_password: 'whatever-Secret1',
        });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          error: 'This link is not valid. Please ask for a new one.',
        });
      }
    });

    it('limits requests per address: past the limit 429, for a known and an unknown address alike', async () => {
      const acc = await account('limit');
      const unknown = `nobody-${Date.now()}@winzmail.test`;
      for (const email of [acc.email, unknown]) {
        for (let i = 0; i < 3; i++) {
          expect(
            (await call('POST', `${product.api}/auth/forgot-password`, { email })).status,
          ).toBe(202);
        }
        const over = await checked('POST', '/auth/forgot-password', { email });
        expect(over.status).toBe(429);
      }
      // Three links reached the registered address, no more.
      expect(await mailsArrived(mail, acc.box, 3)).toHaveLength(3);
    });

    it('limits requests per client address across addresses', async () => {
      let status = 202;
      // PASSWORD_RESET_MAX_PER_IP is 12 for this product, counting the requests of earlier tests.
      for (let i = 0; i < 20 && status === 202; i++) {
        status = (
          await call('POST', `${product.api}/auth/forgot-password`, {
            email: `spray-${i}-${Date.now()}@winzmail.test`,
          })
        ).status;
      }
      expect(status).toBe(429);
    });
  });

  describe('profile', () => {
    it('changes the password with the current one: other sessions end, this one stays', async () => {
      const acc = await account('profile-pw');
      const here = await signIn(product.api, acc.email, acc.password);
      const elsewhere = await signIn(product.api, acc.email, acc.password);
      token = here.token;
      const wrong = await checked('POST', '/account/password', {
        current_password: 'not-it-at-all',
        new_password: 'changed-Secret1',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({
        fields: { current_password: 'The current password is not correct.' },
      });
      const changed = await checked('POST', '/account/password', {
        current_password: acc.password,
        new_password: 'changed-Secret1',
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual({ ended: 1 });
      expect((await call('GET', `${product.api}/org/me`, undefined, here.token)).status).toBe(200);
      expect(await refresh(product.api, here.cookie)).toBe(200);
      expect((await call('GET', `${product.api}/org/me`, undefined, elsewhere.token)).status).toBe(
        401,
      );
      expect(await refresh(product.api, elsewhere.cookie)).toBe(401);
      await signIn(product.api, acc.email, 'changed-Secret1');
    });

    it('changes the sign-in email only when the link mailed to the new address is opened', async () => {
      const acc = await account('profile-email');
      const taken = await account('profile-taken');
      const next = await createMailUser(mail, 'profile-next');
      const here = await signIn(product.api, acc.email, acc.password);
      token = here.token;
      const clash = await checked('POST', '/account/email', {
        current_password: acc.password,
        new_email: taken.email,
      });
      expect(clash.status).toBe(409);
      const noPassword = await checked('POST', '/account/email', {
        current_password: 'wrong-password',
        new_email: next.email,
      });
      expect(noPassword.status).toBe(400);
      const asked = await checked('POST', '/account/email', {
        current_password: acc.password,
        new_email: next.email.toUpperCase(),
        language: 'fr',
      });
      expect(asked.status).toBe(202);
      expect(asked.body).toEqual({ new_email: next.email });
      const [received] = await mailsArrived(mail, next);
      expect(received!.subject).toBe('Confirmez votre nouvelle adresse de connexion Winzmail');
      // Nothing changed yet: the old address still signs in.
      await signIn(product.api, acc.email, acc.password);

      const confirmToken = tokenOf(linkIn(received!, 'confirm-email')!);
      const confirmed = await checked('POST', '/auth/confirm-email', { token: confirmToken });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toEqual({ email: next.email });
      expect((await checked('POST', '/auth/confirm-email', { token: confirmToken })).status).toBe(
        400,
      );
      await signIn(product.api, next.email, acc.password);
      const old = await call('POST', `${product.api}/auth/login`, {
        email: acc.email,
        password: acc.password,
        captcha: await solveCaptcha(product.api),
      });
      expect(old.status).toBe(401);
    });

    it('renames the organisation and answers a token that carries the new name', async () => {
      const acc = await account('profile-org');
      const here = await signIn(product.api, acc.email, acc.password);
      token = here.token;
      const blank = await checked('PUT', '/org/name', { name: '   ' });
      expect(blank.status).toBe(400);
      const renamed = await checked<{ access_token: string }>('PUT', '/org/name', {
        name: '  Renamed Ltd ',
      });
      expect(renamed.status).toBe(200);
      expect(payloadOf(renamed.body.access_token)).toMatchObject({ org_name: 'Renamed Ltd' });
      const me = await call<{ name: string }>(
        'GET',
        `${product.api}/org/me`,
        undefined,
        renamed.body.access_token,
      );
      expect(me.body.name).toBe('Renamed Ltd');
      // A later refresh carries it too.
      const res = await fetch(`${product.api}/auth/refresh`, {
        method: 'POST',
        headers: { cookie: here.cookie },
      });
      const refreshed = (await res.json()) as { access_token: string };
      expect(payloadOf(refreshed.access_token)).toMatchObject({ org_name: 'Renamed Ltd' });
    });

    it('lets only an administrator rename the organisation', async () => {
      const box = await createMailUser(mail, 'profile-staff');
      const staff = { email: box.email, password: 'pw-staff-Secret1' };
      const created = await call('POST', `${product.api}/auth/register`, {
        org: { name: 'Staff Org' },
        user: { ...staff, is_admin: false },
        captcha: await solveCaptcha(product.api),
      });
      expect(created.status).toBe(201);
      token = (await signIn(product.api, staff.email, staff.password)).token;
      const refused = await checked('PUT', '/org/name', { name: 'Taken Over' });
      expect(refused.status).toBe(403);
      const me = await call<{ name: string }>('GET', `${product.api}/org/me`, undefined, token);
      expect(me.body.name).toBe('Staff Org');
    });

    it('requires a signed-in caller', async () => {
      for (const [method, path] of [
        ['POST', '/account/password'],
        ['POST', '/account/email'],
        ['PUT', '/org/name'],
      ] as const) {
        expect((await call(method, `${product.api}${path}`, {})).status).toBe(401);
      }
    });
  });
});

describe('without system mail', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct({ SYSTEM_SMTP_URL: '' });
  });
  afterAll(async () => {
    await product?.dispose();
  });

  it('tells the web app, and refuses to pretend a link was sent', async () => {
    const config = await call('GET', `${product.api}/public-config`);
    expect(config.body).toMatchObject({ system_mail: false });
    const res = await call<{ error: string }>('POST', `${product.api}/auth/forgot-password`, {
      email: 'someone@example.com',
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toContain('SYSTEM_SMTP_URL');
    const token = await login(product.api, await registered(product.api));
    const email = await call<{ message: string }>(
      'POST',
      `${product.api}/account/email`,
      { current_password: 'x', new_email: 'new@example.com' },
      token,
    );
    expect(email.status).toBe(409);
  });
});

async function registered(api: string): Promise<TestAccount> {
  const acc = {
    orgName: 'No Mail Org',
    email: `nomail-${Date.now()}@example.com`,
    password: 'pw-nomail-Secret1',
  };
  expect((await register(api, acc)).status).toBe(201);
  return acc;
}
