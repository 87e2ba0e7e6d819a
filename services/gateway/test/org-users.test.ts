// Outlook-plugin users through the whole product (gateway → identity, the limit from billing's
// plans), held to the OpenAPI document; then the route's plan rule alone, with fakes.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { createLogger, notFound } from '@winzmail/platform';
import type { billing, identity as identityProto } from '@winzmail/proto';
import { eventually } from '@winzmail/testing';
import {
  contractChecker,
  type ContractChecker,
  type OpenApiDocument,
} from '@winzmail/testing/openapi-contract';
import {
  call,
  login,
  newAccount,
  register,
  startTestProduct,
  type TestProduct,
} from '@winzmail/testing/product';
import type { IdentityClient } from '../src/clients/identity.js';
import { errorHandler } from '../src/http/errors.js';
import type { OrgPlans } from '../src/org-plans.js';
import { ORG_USER_MESSAGES, orgUserRoutes, OUTLOOK_PLUGIN_PLAN } from '../src/routes/org-users.js';

interface Org {
  id: string;
  token: string;
}
interface Answer {
  id?: string;
  email?: string;
  error?: string;
  fields?: Record<string, string>;
}

let product: TestProduct;
let doc: OpenApiDocument;
let contract: ContractChecker;

/** A new organisation, signed in (in its trial, so every plan is listed). */
async function newOrg(prefix: string): Promise<Org> {
  const account = newAccount(prefix);
  const created = await register(product.api, account);
  expect(created.status).toBe(201);
  return { id: created.body.org_id as string, token: await login(product.api, account) };
}

/** The route's documented template for a concrete path. */
const templateOf = (path: string): string =>
  path
    .replace(/^\/org\/[^/]+\/users/, '/org/{orgId}/users')
    .replace(/users\/[^/]+$/, 'users/{userId}');

/** Calls the gateway; the status must be documented and a JSON answer match its schema. */
async function api<T = Answer>(method: string, path: string, token?: string, body?: unknown) {
  const res = await call<T>(method, `${product.api}${path}`, body, token);
  const operation = doc.paths[templateOf(path)]?.[method.toLowerCase()] as
    { responses: Record<string, unknown> } | undefined;
  expect(Object.keys(operation?.responses ?? {})).toContain(String(res.status));
  if (res.status !== 204) {
    expect(contract.checkResponse(method, path, res.status, res.body)).toEqual([]);
  }
  return res;
}

const list = async (org: Org) => {
  const res = await api<{ id: string; email: string }[]>('GET', `/org/${org.id}/users`, org.token);
  expect(res.status).toBe(200);
  return res.body;
};
const add = (org: Org, email: string, as: Org = org) =>
  api('POST', `/org/${org.id}/users`, as.token, { email });

/** The user_count of the organisation's 'Outlook Plugin' plan, as /org/me shows it. */
async function pluginLimit(org: Org): Promise<number> {
  const me = await eventually(
    "/org/me to show the 'Outlook Plugin' plan",
    () =>
      call<{ plans: { plan_name: string; user_count: number }[] }>(
        'GET',
        `${product.api}/org/me`,
        undefined,
        org.token,
      ),
    (r) => r.status === 200 && r.body.plans.some((p) => p.plan_name === 'Outlook Plugin'),
  );
  return me.body.plans.find((p) => p.plan_name === 'Outlook Plugin')!.user_count;
}

beforeAll(async () => {
  product = await startTestProduct();
  doc = (await call<OpenApiDocument>('GET', `${product.api}/openapi.json`)).body;
  contract = contractChecker(doc);
}, 120_000);
afterAll(async () => {
  await product?.dispose();
});

describe('Outlook-plugin users in the whole product', () => {
  let a: Org;
  let b: Org;
  let limit: number;

  beforeAll(async () => {
    [a, b] = [await newOrg('plugin-a'), await newOrg('plugin-b')];
    limit = await pluginLimit(a);
    expect(limit).toBeGreaterThan(1);
  }, 60_000);

  it('adds users up to the plan limit, then refuses with the message', async () => {
    expect(await list(a)).toEqual([]);
    const added: string[] = [];
    for (let i = 0; i < limit; i++) {
      const res = await add(a, `  Person${i}@Plugin.Example `);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ id: expect.any(String), email: `person${i}@plugin.example` });
      added.push(res.body.email!);
    }
    const over = await add(a, 'one-too-many@plugin.example');
    expect(over.status).toBe(409);
    expect(over.body.error).toBe(`You can only add up to ${limit} users.`);
    expect((await list(a)).map((u) => u.email)).toEqual(added);
  });

  it('frees a place when a user is removed', async () => {
    const users = await list(a);
    const removed = await api('DELETE', `/org/${a.id}/users/${users[0]!.id}`, a.token);
    expect(removed.status).toBe(204);
    expect((await api('DELETE', `/org/${a.id}/users/${users[0]!.id}`, a.token)).status).toBe(404);
    expect((await add(a, 'replacement@plugin.example')).status).toBe(201);
    expect((await add(a, 'second-replacement@plugin.example')).status).toBe(409);
    expect(await list(a)).toHaveLength(limit);
  });

  it('refuses a bad or missing e-mail (400) and a duplicate (409)', async () => {
    const bad = await add(b, 'not-an-address');
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.email).toEqual(expect.any(String));
    const blank = await add(b, '   ');
    expect(blank.status).toBe(400);
    expect(blank.body.fields?.email).toBe('Please enter an email address.');
    expect((await api('POST', `/org/${b.id}/users`, b.token, {})).status).toBe(400);

    expect((await add(b, 'dup@plugin.example')).status).toBe(201);
    const dup = await add(b, ' DUP@plugin.example');
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe('This user has already been added.');
    // Another organisation may have the same address.
    expect((await list(a)).some((u) => u.email === 'dup@plugin.example')).toBe(false);
    expect(await list(b)).toHaveLength(1);
  });

  it("refuses another organisation's id (403) for every call, and changes nothing", async () => {
    const before = await list(a);
    const target = before[0]!.id;
    const refused = [
      await api('GET', `/org/${a.id}/users`, b.token),
      await add(a, 'intruder@plugin.example', b),
      await api('DELETE', `/org/${a.id}/users/${target}`, b.token),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(ORG_USER_MESSAGES.otherOrg);
    }
    // a's user id under b's own organisation: not b's user.
    expect((await api('DELETE', `/org/${b.id}/users/${target}`, b.token)).status).toBe(404);
    expect(await list(a)).toEqual(before);
  });

  it('needs a signed-in caller', async () => {
    expect((await api('GET', `/org/${a.id}/users`)).status).toBe(401);
    expect(
      (await api('POST', `/org/${a.id}/users`, undefined, { email: 'x@y.example' })).status,
    ).toBe(401);
    expect((await api('DELETE', `/org/${a.id}/users/u1`, 'forged')).status).toBe(401);
  });

  it('admits exactly the limit when many adds arrive at once', async () => {
    const fresh = await newOrg('plugin-race');
    const max = await pluginLimit(fresh);
    const attempts = Math.max(20, max * 2);
    const answers = await Promise.all(
      Array.from({ length: attempts }, (_, i) => add(fresh, `racer${i}@plugin.example`)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(max);
    expect(statuses.filter((s) => s === 409)).toHaveLength(attempts - max);
    for (const res of answers.filter((r) => r.status === 409)) {
      expect(res.body.error).toBe(`You can only add up to ${max} users.`);
    }
    expect(await list(fresh)).toHaveLength(max);
  }, 60_000);
});

describe('the plan rule of the route (fake identity and plans)', () => {
  const ORG = 'org-1';
  let server: Server;
  let base: string;
  let plans: billing.OrgPlanEntry__Output[] = [];
  const adds: identityProto.AddOrgUserRequest[] = [];

  beforeAll(async () => {
    const identity = {
      AddOrgUser: async (req: identityProto.AddOrgUserRequest) => {
        adds.push(req);
        return { id: 'u1', email: req.email };
      },
      ListOrgUsers: async () => ({ users: [] }),
      RemoveOrgUser: async () => {
        throw notFound('User not found.');
      },
    } as unknown as IdentityClient;
    const orgPlans = {
      current: () => ({ plan_name: '', trial_active: false, plans }),
    } as unknown as OrgPlans;
    const app = express();
    app.use(express.json());
    app.use(
      orgUserRoutes(
        (_req, res, next) => {
          res.locals.auth = { orgId: ORG, userId: 'staff', email: 'staff@org.example' };
          next();
        },
        identity,
        orgPlans,
      ),
    );
    app.use(errorHandler(createLogger({ service: 'test', level: 'silent' })));
    server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const entry = (plan_name: string, user_count: number): billing.OrgPlanEntry__Output => ({
    plan_name,
    user_count,
    plan_expiry: '',
    plan_type: 'per_user',
    plan_price: 5,
    plan_currency: 'EUR',
  });
  const post = (email: string) => call<Answer>('POST', `${base}/org/${ORG}/users`, { email });

  it("refuses when the organisation's plans have no 'Outlook Plugin'", async () => {
    plans = [entry('Professional', 5), entry('outlook plugin', 9)];
    const res = await post('a@b.example');
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Your plan does not include the Outlook plugin.');
    expect(adds).toEqual([]);
  });

  it("passes the 'Outlook Plugin' user_count to identity as the limit, with the trimmed e-mail", async () => {
    plans = [entry('Professional', 5), entry(OUTLOOK_PLUGIN_PLAN, 3)];
    const res = await post('  a@b.example ');
    expect(res.status).toBe(201);
    expect(adds).toEqual([{ org_id: ORG, email: 'a@b.example', max_users: 3 }]);
  });

  it('maps identity errors centrally (404 for a user the organisation does not own)', async () => {
    const res = await call<Answer>('DELETE', `${base}/org/${ORG}/users/nope`);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('User not found.');
  });
});
