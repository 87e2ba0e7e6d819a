import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventBus } from '@winzmail/platform/bus';
import { importPKCS8, SignJWT } from 'jose';
import { eventually } from '@winzmail/testing';
import { call, login, newAccount, register } from '@winzmail/testing/product';
import { startGatewayReplicas, type GatewayReplicas } from './support/replicas.js';
import { OrgDetails } from '../src/schemas/org.js';

/**
 * /org/me from the gateway's read model: identity and billing behind their gRPC servers, one
 * in-process bus, gateways in front of them started at different moments.
 */
let replicas: GatewayReplicas;
let bus: EventBus;

const orgMe = (api: string, token: string) =>
  call<ReturnType<typeof OrgDetails.parse>>('GET', `${api}/org/me`, undefined, token);

beforeAll(async () => {
  replicas = await startGatewayReplicas('org-me');
  bus = replicas.bus;
});

afterAll(async () => {
  await replicas?.stop();
});

describe('GET /org/me from the read model', () => {
  const account = newAccount('readmodel');
  let api: string;
  let token: string;
  let orgId: string;

  it('shows the trial after registration, in exactly the documented shape', async () => {
    api = await replicas.gateway('gateway-a');
    const created = await register(api, account);
    expect(created.status).toBe(201);
    orgId = created.body.org_id as string;
    token = await login(api, account);
    // Identity signed the organisation's name into the token: no GetOrg on this path.
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      org_name?: string;
    };
    expect(claims.org_name).toBe(account.orgName);
    const me = await eventually(
      '/org/me to show the trial',
      () => orgMe(api, token),
      (r) => r.body.trial_active,
    );
    expect(me.status).toBe(200);
    // Strict: nothing of the event (valid_until, revision) leaks into the answer.
    expect(OrgDetails.strict().parse(me.body)).toMatchObject({
      id: orgId,
      name: account.orgName,
      user_email: account.email,
      plan_name: 'Free Trial',
      plan_price: 0,
      trial_active: true,
    });
    expect(me.body.plans.map((p) => p.plan_name)).toContain('Outlook Plugin');
  });

  it('changes when a newer subscription.changed arrives', async () => {
    const expiry = new Date(Date.now() + 40 * 86_400_000).toISOString();
    const professional = {
      plan_name: 'Professional',
      plan_expiry: expiry,
      plan_type: 'flat',
      user_count: 5,
      plan_price: 49,
      plan_currency: 'USD',
    };
    await bus.publish('subscription.changed', {
      event_id: `subscription.changed:${orgId}:2`,
      org_id: orgId,
      occurred_at: new Date().toISOString(),
      subscription: {
        plan_name: 'Professional',
        plan_price: 49,
        plan_currency: 'USD',
        plan_expiry: expiry,
        trial_active: false,
        plans: [professional],
        valid_until: expiry,
        revision: 2,
      },
    });
    const me = await eventually(
      '/org/me to show the Professional plan',
      () => orgMe(api, token),
      (r) => r.body.plan_name === 'Professional',
    );
    expect(OrgDetails.strict().parse(me.body)).toEqual({
      id: orgId,
      user_email: account.email,
      name: account.orgName,
      plan_name: 'Professional',
      plan_price: 49,
      plan_currency: 'USD',
      plan_expiry: expiry,
      trial_active: false,
      plans: [professional],
    });
  });

  it('fills a replica started later from the topic (a fresh group reads it from the start)', async () => {
    const later = await replicas.gateway('gateway-b');
    const me = await eventually(
      'the later replica to show the Professional plan',
      () => orgMe(later, token),
      (r) => r.body.plan_name === 'Professional',
    );
    expect(me.body.trial_active).toBe(false);
  });

  it("asks billing when the model has nothing (a bus that never carried the org's events)", async () => {
    const isolated = await replicas.gateway('gateway-c', await replicas.openBus());
    const me = await orgMe(isolated, token);
    expect(me.status).toBe(200);
    // Billing's own record: the trial (the Professional event above was not billing's).
    expect(me.body).toMatchObject({ id: orgId, plan_name: 'Free Trial', trial_active: true });
  });

  it('asks identity for the name when the token predates the org_name claim', async () => {
    const [h, p] = token.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, string>;
    const pem = await readFile(
      join(replicas.dataDir, 'identity', 'secrets', 'jwt-ed25519.pem'),
      'utf8',
    );
    const old = await new SignJWT({
      org: claims.org!,
      email: claims.email!,
      adm: true,
      sid: claims.sid!,
    })
      .setProtectedHeader({
        alg: 'EdDSA',
        kid: (JSON.parse(Buffer.from(h!, 'base64url').toString()) as { kid: string }).kid,
      })
      .setSubject(claims.sub!)
      .setIssuer(claims.iss!)
      .setAudience(claims.aud!)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await importPKCS8(pem, 'EdDSA'));
    const me = await orgMe(api, old);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: orgId, name: account.orgName, user_email: account.email });
  });
});
