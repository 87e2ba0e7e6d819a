// The gateway's real answers match its own OpenAPI document (exactly its fields, no more): the
// document is the one source the web app's types and test fixtures are generated from.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
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
  solveCaptcha,
  startTestProduct,
  type TestProduct,
} from '@winzmail/testing/product';

let product: TestProduct;
let contract: ContractChecker;
let token: string;

beforeAll(async () => {
  product = await startTestProduct();
  const doc = await call<OpenApiDocument>('GET', `${product.api}/openapi.json`);
  contract = contractChecker(doc.body);
  const account = newAccount('openapi');
  expect((await register(product.api, account)).status).toBe(201);
  token = await login(product.api, account);
});
afterAll(async () => {
  await product?.dispose();
});

/** Calls the gateway and checks the request and the JSON answer against the document. */
async function checked(method: string, path: string, body?: unknown, auth?: string) {
  if (body !== undefined) expect(contract.checkRequest(method, path, body)).toEqual([]);
  const res = await call(method, `${product.api}${path}`, body, auth);
  expect(contract.checkResponse(method, path, res.status, res.body)).toEqual([]);
  return res;
}

describe('the gateway answers as its OpenAPI document says', () => {
  it('public calls', async () => {
    expect((await checked('GET', '/public-config')).status).toBe(200);
    expect((await checked('GET', '/plans/')).status).toBe(200);
    expect((await checked('GET', '/auth/captcha')).status).toBe(200);
  });

  it('register and sign-in, with their refusals', async () => {
    const account = newAccount('openapi');
    const registration = {
      org: { name: account.orgName },
      user: { email: account.email, password: account.password, is_admin: true },
      captcha: await solveCaptcha(product.api),
      opt_in: false,
    };
    expect((await checked('POST', '/auth/register', registration)).status).toBe(201);
    const again = { ...registration, captcha: await solveCaptcha(product.api) };
    expect((await checked('POST', '/auth/register', again)).status).toBe(409);
    // A body the gateway refuses: its 400 answer still has the documented error shape.
    const refused = await call('POST', `${product.api}/auth/register`, { org: {} });
    expect(refused.status).toBe(400);
    expect(contract.checkResponse('POST', '/auth/register', 400, refused.body)).toEqual([]);
    const signIn = {
      email: account.email,
      password: account.password,
      is_admin: true,
      captcha: await solveCaptcha(product.api),
    };
    expect((await checked('POST', '/auth/login', signIn)).status).toBe(200);
    const wrong = {
      ...signIn,
      password: 'wrong-password',
      captcha: await solveCaptcha(product.api),
    };
    expect((await checked('POST', '/auth/login', wrong)).status).toBe(401);
  });

  it('the organisation and its documents', async () => {
    expect((await checked('GET', '/org/me', undefined, token)).status).toBe(200);
    expect((await checked('GET', '/org/me')).status).toBe(401);

    const form = new FormData();
    form.append('file', new Blob(['Opening hours: 9 to 5.']), 'hours.txt');
    const res = await fetch(`${product.api}/org/documents/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const uploaded = (await res.json()) as { id: string };
    expect(contract.checkResponse('POST', '/org/documents/upload', res.status, uploaded)).toEqual(
      [],
    );
    expect(res.status).toBe(201);

    // Processed, so the list shows every field filled in (chunks, status ready).
    await eventually(
      'the document to be ready in the list',
      async () =>
        (
          await call<{ id: string; status: string }[]>(
            'GET',
            `${product.api}/org/documents/list`,
            undefined,
            token,
          )
        ).body,
      (docs) => docs.some((d) => d.id === uploaded.id && d.status === 'ready'),
    );
    expect((await checked('GET', '/org/documents/list', undefined, token)).status).toBe(200);
    const deleted = await checked(
      'DELETE',
      `/org/documents/delete/${uploaded.id}`,
      undefined,
      token,
    );
    expect(deleted.status).toBe(200);
  });

  it('a wrong answer would be caught: the checker refuses an extra or a missing field', async () => {
    const me = await call<Record<string, unknown>>(
      'GET',
      `${product.api}/org/me`,
      undefined,
      token,
    );
    expect(contract.checkResponse('GET', '/org/me', 200, { ...me.body, _id: 'x' })[0]).toMatch(
      /additional properties: _id/,
    );
    const { trial_active: _dropped, ...missing } = me.body;
    expect(contract.checkResponse('GET', '/org/me', 200, missing)[0]).toMatch(/'trial_active'/);
  });
});
