import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
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

/**
 * DeleteOrg over gRPC: refused to anyone but the administrator and to a wrong name; then every
 * session ends at once, nobody signs in, org.deleted is published once (its id names the
 * organisation), and asking again or redelivering the event changes nothing.
 */
let running: TestIdentity;
let identity: Identity;
const deleted: EventMap['org.deleted'][] = [];
const revoked: EventMap['session.revoked'][] = [];

beforeAll(async () => {
  running = await startTestIdentity();
  identity = running.identity;
  const { bus } = running.service;
  await bus.subscribe('org.deleted', 'identity-org-deletion-test', async (e) => {
    deleted.push(e);
  });
  await bus.subscribe('session.revoked', 'identity-org-deletion-test.sessions', async (e) => {
    revoked.push(e);
  });
}, 60_000);
afterAll(async () => {
  await running.dispose();
});

const code = (call: Promise<unknown>) =>
  call.then(
    () => 'OK',
    (err: unknown) => (err instanceof AppError ? err.code : String(err)),
  );

async function signedUp(isAdmin: boolean) {
  const account = newAccount('deletion');
  const { org_id, user_id } = await identity.Register({
    org_name: account.orgName,
    email: account.email,
    password: account.password,
    is_admin: isAdmin,
    opt_in: false,
    captcha: await captchaFrom(identity),
  });
  const signIn = async () =>
    identity.Login({
      email: account.email,
      password: account.password,
      is_admin: isAdmin,
      client_ip: '127.0.0.1',
      captcha: await captchaFrom(identity),
    });
  return { account, orgId: org_id, userId: user_id, signIn };
}

describe('DeleteOrg', () => {
  it('ends the sessions, removes the users and publishes org.deleted once', async () => {
    const org = await signedUp(true);
    await org.signIn();
    await org.signIn();
    const ask = (confirm_name: string, user_id = org.userId) =>
      identity.DeleteOrg({ org_id: org.orgId, user_id, confirm_name });

    expect(await code(ask('Someone else'))).toBe('INVALID_ARGUMENT');
    expect(await code(ask(org.account.orgName, 'not-a-user'))).toBe('NOT_FOUND');
    const { sessions } = await ask(` ${org.account.orgName.toUpperCase()} `);
    expect(sessions).toHaveLength(2);
    expect(await code(org.signIn())).toBe('UNAUTHENTICATED');
    expect(await code(identity.GetOrg({ org_id: org.orgId, user_id: '' }))).toBe('NOT_FOUND');
    // Asked again: nothing more happens.
    // (found marked and answered with nothing, or already gone, whichever comes first)
    expect(['OK', 'NOT_FOUND']).toContain(await code(ask(org.account.orgName)));
    await eventually(
      'org.deleted and both session.revoked',
      async () => ({
        deleted: deleted.filter((e) => e.org_id === org.orgId),
        revoked: revoked.filter((e) => e.org_id === org.orgId),
      }),
      (seen) => seen.deleted.length >= 1 && seen.revoked.length === 2,
    );
    expect(deleted.find((e) => e.org_id === org.orgId)?.event_id).toBe(`org.deleted:${org.orgId}`);
    // Redelivered: identity's own consumer finds nothing left (the organisation is gone).
    await running.service.bus.publish(
      'org.deleted',
      deleted.find((e) => e.org_id === org.orgId)!,
    );
    expect(await code(identity.GetOrg({ org_id: org.orgId, user_id: '' }))).toBe('NOT_FOUND');
  });

  it('is refused to a user who is not the administrator', async () => {
    const org = await signedUp(false);
    await org.signIn();
    expect(
      await code(
        identity.DeleteOrg({
          org_id: org.orgId,
          user_id: org.userId,
          confirm_name: org.account.orgName,
        }),
      ),
    ).toBe('PERMISSION_DENIED');
    expect(await code(org.signIn())).toBe('OK');
  });
});
