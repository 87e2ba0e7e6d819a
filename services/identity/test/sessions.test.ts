import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { decodeJwt } from 'jose';
import { AppError } from '@winzmail/platform';
import type { EventMap } from '@winzmail/proto';
import { eventually } from '@winzmail/testing';
import { newAccount } from '@winzmail/testing/product';
import {
  captchaFrom,
  startTestIdentity,
  type Identity,
  type TestIdentity,
} from './support/identity.js';

/** Identity's sessions over gRPC: sign-in opens one, ending it publishes session.revoked. */
let running: TestIdentity;
let identity: Identity;
const revoked: EventMap['session.revoked'][] = [];

beforeAll(async () => {
  running = await startTestIdentity();
  identity = running.identity;
  await running.service.bus.subscribe(
    'session.revoked',
    'identity-sessions-test',
    async (event) => {
      revoked.push(event);
    },
  );
}, 60_000);
afterAll(async () => {
  await running.dispose();
});

async function signedUp(target: Identity = identity) {
  const captcha = () => captchaFrom(target);
  const account = newAccount('sessions');
  const { org_id } = await target.Register({
    org_name: account.orgName,
    email: account.email,
    password: account.password,
    is_admin: true,
    opt_in: false,
    captcha: await captcha(),
  });
  const signIn = async () =>
    target.Login({
      email: account.email,
      password: account.password,
      is_admin: true,
      client_ip: '127.0.0.1',
      captcha: await captcha(),
    });
  return { orgId: org_id, signIn };
}

const code = (call: Promise<unknown>) =>
  call.then(
    () => 'OK',
    (err: unknown) => (err instanceof AppError ? err.code : String(err)),
  );

describe('sessions', () => {
  it('sign-in answers a 10-minute access token naming its session, and a refresh token for it', async () => {
    const { orgId, signIn } = await signedUp();
    const login = await signIn();
    const claims = decodeJwt(login.access_token);
    expect(claims.org).toBe(orgId);
    expect(typeof claims.sid).toBe('string');
    expect(claims.exp! - claims.iat!).toBe(600);
    expect(login.expires_in).toBe(600);
    expect(login.refresh_token.startsWith(`${String(claims.sid)}.`)).toBe(true);
    expect(login.refresh_expires_in).toBe(7 * 24 * 3600);
  });

  it('ending a session publishes session.revoked, lists it, and refuses its refresh token', async () => {
    const { orgId, signIn } = await signedUp();
    const login = await signIn();
    const sid = String(decodeJwt(login.access_token).sid);
    const { sessions } = await identity.EndSession({ refresh_token: login.refresh_token });
    expect(sessions.map((s) => s.session_id)).toEqual([sid]);
    const until = Date.parse(sessions[0]!.until);
    // Outlasts every access token the session was given (10 min), by a margin.
    expect(until - Date.now()).toBeGreaterThan(600_000);

    const [event] = await eventually(
      'session.revoked for the session',
      async () => revoked.filter((e) => e.session?.session_id === sid),
      (found) => found.length > 0,
    );
    expect(event).toMatchObject({
      event_id: `session.revoked:${sid}`,
      org_id: orgId,
      session: { session_id: sid, org_id: orgId, until: sessions[0]!.until },
    });
    const listed = await identity.ListRevokedSessions({});
    expect(listed.sessions.map((s) => s.session_id)).toContain(sid);

    expect(await code(identity.RefreshSession({ refresh_token: login.refresh_token }))).toBe(
      'UNAUTHENTICATED',
    );
    // Idempotent: ending it again ends nothing.
    expect((await identity.EndSession({ refresh_token: login.refresh_token })).sessions).toEqual(
      [],
    );
  });

  it('a session id from an access token ends only within its organisation', async () => {
    const mine = await signedUp();
    const theirs = await signedUp();
    const login = await mine.signIn();
    const sid = String(decodeJwt(login.access_token).sid);
    const wrongOrg = await identity.EndSession({ session_id: sid, org_id: theirs.orgId });
    expect(wrongOrg.sessions).toEqual([]);
    expect(await code(identity.RefreshSession({ refresh_token: login.refresh_token }))).toBe('OK');
    const right = await identity.EndSession({ session_id: sid, org_id: mine.orgId });
    expect(right.sessions.map((s) => s.session_id)).toEqual([sid]);
  });

  it("ends every live session of the organisation's users, and none of another's", async () => {
    const mine = await signedUp();
    const theirs = await signedUp();
    const [a, b] = [await mine.signIn(), await mine.signIn()];
    const other = await theirs.signIn();
    const { sessions } = await identity.EndOrgSessions({ org_id: mine.orgId });
    expect(sessions.map((s) => s.session_id).sort()).toEqual(
      [a, b].map((l) => String(decodeJwt(l.access_token).sid)).sort(),
    );
    for (const l of [a, b]) {
      expect(await code(identity.RefreshSession({ refresh_token: l.refresh_token }))).toBe(
        'UNAUTHENTICATED',
      );
    }
    expect(await code(identity.RefreshSession({ refresh_token: other.refresh_token }))).toBe('OK');
  });
});

describe('a refresh whose answer never arrived', () => {
  // A page reloaded while its refresh was in flight: identity rotated, the browser kept the old
  // cookie. Identity's clock is moved past the grace period.
  let offset = 0;
  let moved: TestIdentity;
  beforeAll(async () => {
    moved = await startTestIdentity({}, { clock: () => Date.now() + offset });
  }, 60_000);
  afterAll(async () => {
    await moved.dispose();
  });

  it('rotates again from the token the browser still holds; the lost successor is then reuse', async () => {
    const { signIn } = await signedUp(moved.identity);
    const login = await signIn();
    const lost = await moved.identity.RefreshSession({ refresh_token: login.refresh_token });
    expect(lost.refresh_token).not.toBe('');

    offset += 11_000;
    const recovered = await moved.identity.RefreshSession({ refresh_token: login.refresh_token });
    expect(recovered.access_token).not.toBe('');
    expect(recovered.refresh_token).not.toBe('');
    expect(recovered.refresh_token).not.toBe(lost.refresh_token);
    const next = await moved.identity.RefreshSession({ refresh_token: recovered.refresh_token });
    expect(next.refresh_token).not.toBe('');

    // The successor that was never delivered shows up after all: two parties hold the session.
    expect(await code(moved.identity.RefreshSession({ refresh_token: lost.refresh_token }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(await code(moved.identity.RefreshSession({ refresh_token: next.refresh_token }))).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('ends the session when a token whose successor was used is presented, grace or not', async () => {
    const { signIn } = await signedUp(moved.identity);
    const login = await signIn();
    const first = await moved.identity.RefreshSession({ refresh_token: login.refresh_token });
    const second = await moved.identity.RefreshSession({ refresh_token: first.refresh_token });
    offset += 11_000;
    expect(await code(moved.identity.RefreshSession({ refresh_token: login.refresh_token }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(await code(moved.identity.RefreshSession({ refresh_token: second.refresh_token }))).toBe(
      'UNAUTHENTICATED',
    );
  });
});
