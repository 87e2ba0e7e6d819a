import { jest } from '@jest/globals';
import type { EmailConfig, OrgDetails } from '../api/contract';
import { API_PATH } from '../config';
import { checkRequest, checkResponse, reportContractProblems } from './contract';

export type Handler = (request: Request) => Response | Promise<Response>;

export interface RecordedCall {
  method: string;
  path: string;
  /** The query string without its '?' ('' when none). */
  query: string;
  headers: Headers;
  body: unknown;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** A JSON answer as the gateway sends it. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText: STATUS_TEXT[status] ?? '',
    headers: { 'content-type': 'application/json' },
  });
}

/** Holds a JSON answer (and the request that asked for it) to the gateway's OpenAPI schema. */
async function checkAgainstSchema(call: RecordedCall, response: Response): Promise<void> {
  if (call.body !== undefined)
    reportContractProblems(checkRequest(call.method, call.path, call.body));
  if (!response.headers.get('content-type')?.includes('application/json')) return;
  const body = (await response.clone().json()) as unknown;
  reportContractProblems(checkResponse(call.method, call.path, response.status, body));
}

/**
 * Replaces fetch with a route table keyed "METHOD /path" (path below /winzmail/api).
 * Unknown routes answer 404 { error } like the gateway does; every call is recorded. Each
 * answer and request body is checked against the gateway's OpenAPI document.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.startsWith(API_PATH)
      ? url.pathname.slice(API_PATH.length)
      : url.pathname;
    const text = request.method === 'GET' ? '' : await request.clone().text();
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const call = {
      method: request.method,
      path,
      query: url.search.slice(1),
      headers: request.headers,
      body,
    };
    calls.push(call);
    const handler = routes[`${request.method} ${path}`];
    if (!handler) return json(404, { error: 'Not found' });
    const response = await handler(request);
    await checkAgainstSchema(call, response);
    return response;
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return {
    calls,
    callsTo(method: string, path: string) {
      return calls.filter((c) => c.method === method && c.path === path);
    },
  };
}

/** A promise you settle from the test (e.g. to observe a loading state). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export const ORG: OrgDetails = {
  id: 'org-1',
  user_email: 'owner@acme.test',
  name: 'Acme Ltd',
  plan_name: null,
  plan_price: null,
  plan_currency: null,
  plan_expiry: null,
  trial_active: true,
  plans: [],
};

/** GET /org/email-config's answer: the mailbox's settings, or none yet. */
export function emailConfigAnswer(config: EmailConfig | null = null): Response {
  return json(200, config ? { configured: true, ...config } : { configured: false });
}

/** GET /mail-providers' answer: which sign-ins the server offers, and what turns each on. */
export function mailProvidersAnswer(gmail: boolean, outlook: boolean): Response {
  return json(200, {
    gmail,
    outlook,
    settings: {
      gmail: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      outlook: ['MICROSOFT_CLIENT_ID'],
    },
  });
}

/** The calls every signed-in page makes: org details and email config (no mailbox yet). */
export function signedInRoutes(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET /org/me': () => json(200, ORG),
    'GET /org/email-config': () => emailConfigAnswer(),
    ...overrides,
  };
}
