import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@winzmail/testing';
import {
  call,
  newAccount,
  register,
  solveCaptcha,
  type TestAccount,
} from '@winzmail/testing/product';
import { startGatewayReplicas, type GatewayReplicas } from './support/replicas.js';

/**
 * Sessions that end: identity and billing behind their gRPC servers, one in-process bus, and
 * several gateway replicas in front. A token copied before logout must stop working on every
 * replica within seconds, although each verifies tokens locally and caches its verdicts.
 */
let replicas: GatewayReplicas;
/** Two replicas sharing the bus. */
let a: string;
let b: string;

interface Session {
  token: string;
  /** `winzmail_refresh=<value>`, as the browser sends it back. */
  cookie: string;
}

const COOKIE = /^winzmail_refresh=([^;]*)/;
const refreshCookieOf = (headers: Headers): string | undefined =>
  headers
    .getSetCookie()
    .map((c) => COOKIE.exec(c))
    .find(Boolean)?.[0];

async function signIn(api: string, account: TestAccount): Promise<Session & { setCookie: string }> {
  const res = await call<{ access_token: string }>('POST', `${api}/auth/login`, {
    email: account.email,
    password: account.password,
    captcha: await solveCaptcha(api),
  });
  expect(res.status).toBe(200);
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('winzmail_refresh='))!;
  return { token: res.body.access_token, cookie: refreshCookieOf(res.headers)!, setCookie };
}

async function post(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { method: 'POST', headers });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
    cookie: refreshCookieOf(res.headers),
    headers: res.headers,
  };
}
const refresh = (api: string, cookie: string) => post(`${api}/auth/refresh`, { cookie });
const orgMe = (api: string, token: string) => call('GET', `${api}/org/me`, undefined, token);
/** Until `api` refuses the token: revocation reaches a replica by event. */
const refusedOn = (api: string, token: string) =>
  eventually(
    'the replica to refuse the revoked token',
    () => orgMe(api, token),
    (r) => r.status === 401,
    { timeoutMs: 5_000 },
  );

beforeAll(async () => {
  replicas = await startGatewayReplicas('sessions');
  a = await replicas.gateway('gateway-a');
  b = await replicas.gateway('gateway-b');
});

afterAll(async () => {
  await replicas?.stop();
});

describe('sign-in', () => {
  it('answers a short-lived access token and sets the refresh token only as a locked-down cookie', async () => {
    const account = newAccount('cookie');
    expect((await register(a, account)).status).toBe(201);
    const res = await call('POST', `${a}/auth/login`, {
      email: account.email,
      password: account.password,
      captcha: await solveCaptcha(a),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(res.body).sort()).toEqual(['access_token', 'expires_in', 'token_type']);
    expect(res.body.expires_in).toBe(600);
    const [setCookie, ...others] = res.headers.getSetCookie();
    expect(others).toEqual([]);
    const attributes = setCookie!.split(/;\s*/).slice(1);
    expect(attributes).toEqual(
      expect.arrayContaining(['Path=/winzmail/api/auth', 'HttpOnly', 'Secure', 'SameSite=Strict']),
    );
    expect(attributes.find((x) => x.startsWith('Max-Age='))).toBe(`Max-Age=${7 * 24 * 3600}`);
    const token = res.body.access_token as string;
    const me = await orgMe(a, token);
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
  });
});

describe('logout', () => {
  const account = newAccount('logout');
  let session: Session;

  beforeAll(async () => {
    expect((await register(a, account)).status).toBe(201);
    session = await signIn(a, account);
  });

  it('ends the session at once on the replica that served it and within seconds on another', async () => {
    // Both replicas know (and have cached) the token before the logout.
    expect((await orgMe(a, session.token)).status).toBe(200);
    expect((await orgMe(b, session.token)).status).toBe(200);

    const out = await post(`${a}/auth/logout`, {
      cookie: session.cookie,
      authorization: `Bearer ${session.token}`,
    });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join()).toMatch(
      /^winzmail_refresh=;.*Expires=Thu, 01 Jan 1970/,
    );

    const onA = await orgMe(a, session.token);
    expect(onA.status).toBe(401);
    expect(onA.body.error).toMatch(/session has ended/i);
    expect((await refusedOn(b, session.token)).body.error).toMatch(/session has ended/i);
    expect((await refresh(b, session.cookie)).status).toBe(401);
  });

  it('ends the session with only the access token (a client without the cookie)', async () => {
    const other = await signIn(b, account);
    expect(
      (await post(`${b}/auth/logout`, { authorization: `Bearer ${other.token}` })).status,
    ).toBe(204);
    expect((await orgMe(b, other.token)).status).toBe(401);
    await refusedOn(a, other.token);
    expect((await refresh(a, other.cookie)).status).toBe(401);
  });

  it('is refused by a replica started after the logout, which never saw the event', async () => {
    const live = await signIn(a, account);
    const ended = await signIn(a, account);
    expect((await post(`${a}/auth/logout`, { cookie: ended.cookie })).status).toBe(204);
    // Its own bus: nothing published before reaches it; the list identity keeps does.
    const c = await replicas.gateway('gateway-c', await replicas.openBus());
    expect((await orgMe(c, ended.token)).status).toBe(401);
    expect((await orgMe(c, session.token)).status).toBe(401);
    expect((await orgMe(c, live.token)).status).toBe(200);
  });

  it('succeeds when already signed out', async () => {
    expect((await post(`${a}/auth/logout`, {})).status).toBe(204);
    expect((await post(`${a}/auth/logout`, { cookie: session.cookie })).status).toBe(204);
  });
});

describe('refresh', () => {
  const account = newAccount('refresh');
  beforeAll(async () => {
    expect((await register(a, account)).status).toBe(201);
  });

  it('rotates the refresh token on every use and gives a working access token', async () => {
    const first = await signIn(a, account);
    const r1 = await refresh(b, first.cookie);
    expect(r1.status).toBe(200);
    expect(r1.cookie).toBeDefined();
    expect(r1.cookie).not.toBe(first.cookie);
    expect((await orgMe(b, r1.body.access_token as string)).status).toBe(200);
    const r2 = await refresh(a, r1.cookie!);
    expect(r2.status).toBe(200);
    expect(r2.cookie).not.toBe(r1.cookie);
  });

  it('gives a concurrent refresh with the just-rotated token an access token but no new cookie', async () => {
    const first = await signIn(a, account);
    const [x, y] = await Promise.all([refresh(a, first.cookie), refresh(b, first.cookie)]);
    expect([x.status, y.status]).toEqual([200, 200]);
    // Exactly one rotated; the other leaves the browser with the successor it already has.
    expect([x.cookie, y.cookie].filter(Boolean)).toHaveLength(1);
    const successor = (x.cookie ?? y.cookie)!;
    expect((await refresh(a, successor)).status).toBe(200);
  });

  it('ends the whole session when a rotated refresh token is replayed', async () => {
    const first = await signIn(a, account);
    const r1 = await refresh(a, first.cookie);
    const r2 = await refresh(a, r1.cookie!);
    const token = r2.body.access_token as string;
    expect((await orgMe(b, token)).status).toBe(200);

    // The login's token, two rotations old: someone else holds a copy.
    const replay = await refresh(a, first.cookie);
    expect(replay.status).toBe(401);
    // The family is revoked: the legitimate holder's current token and access tokens too.
    expect((await refresh(a, r2.cookie!)).status).toBe(401);
    await refusedOn(a, token);
    await refusedOn(b, token);
  });

  it('refuses a missing or made-up cookie', async () => {
    expect((await refresh(a, '')).status).toBe(401);
    expect((await refresh(a, 'winzmail_refresh=nope.nope')).status).toBe(401);
    expect((await refresh(a, 'winzmail_refresh=garbage')).status).toBe(401);
  });
});

describe('sign out everywhere', () => {
  it("ends every session of the organisation's users on every replica, and no other organisation's", async () => {
    const account = newAccount('everywhere');
    const bystander = newAccount('bystander');
    expect((await register(a, account)).status).toBe(201);
    expect((await register(a, bystander)).status).toBe(201);
    const here = await signIn(a, account);
    const elsewhere = await signIn(b, account);
    const other = await signIn(b, bystander);

    const res = await call('POST', `${a}/auth/sign-out-everywhere`, undefined, here.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended: 2 });

    for (const s of [here, elsewhere]) {
      expect((await orgMe(a, s.token)).status).toBe(401);
      await refusedOn(b, s.token);
      expect((await refresh(b, s.cookie)).status).toBe(401);
    }
    expect((await orgMe(b, other.token)).status).toBe(200);
    expect((await refresh(b, other.cookie)).status).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    expect((await call('POST', `${a}/auth/sign-out-everywhere`)).status).toBe(401);
  });
});
