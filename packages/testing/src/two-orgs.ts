import { expect } from '@jest/globals';
import {
  checkedCaller,
  contractChecker,
  type CheckedCall,
  type OpenApiDocument,
} from './openapi-contract.js';
import {
  call,
  login,
  newAccount,
  register,
  startTestProduct,
  type TestProduct,
} from './product.js';

export interface TwoOrgs {
  product: TestProduct;
  /** Calls as the first organisation (unless a call names its token), held to the API document. */
  checked: CheckedCall;
  token: string;
  /** Another organisation's: what the first one holds must never reach it. */
  otherToken: string;
}

/**
 * The whole product (npm start's wiring) with two organisations registered and signed in, and a
 * contract-checked caller as the first: the start of every gateway API suite.
 */
export async function startWithTwoOrgs(
  label: string,
  env: Record<string, string> = {},
): Promise<TwoOrgs> {
  const product = await startTestProduct(env);
  const [owner, other] = [newAccount(label), newAccount(`${label}-other`)];
  expect((await register(product.api, owner)).status).toBe(201);
  expect((await register(product.api, other)).status).toBe(201);
  const [token, otherToken] = await Promise.all([
    login(product.api, owner),
    login(product.api, other),
  ]);
  const document = (await call<OpenApiDocument>('GET', `${product.api}/openapi.json`)).body;
  const checked = checkedCaller(contractChecker(document), product.api, () => token);
  return { product, checked, token, otherToken };
}
