// The email routes of the gateway in front of identity and billing: who may call them, what
// input they refuse, and what they answer without a mail service (none set up, or one that is
// down). The answers of a running mail-sync are held to the document in email-api.test.ts.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '@winzmail/platform';
import {
  contractChecker,
  type ContractChecker,
  type OpenApiDocument,
} from '@winzmail/testing/openapi-contract';
import { call, login, newAccount, register } from '@winzmail/testing/product';
import { closedAddress, startTestGateway, type TestGateway } from './support/gateway.js';

const PASSWORD = 'app-password-Zq7#never-logged';
const CONFIG = {
  imap_host: 'imap.example.com',
  imap_port: 993,
  smtp_host: 'smtp.example.com',
  smtp_port: 587,
  email_address: 'support@example.com',
  email_password: PASSWORD,
  reply_mode: 'draft',
};

/** Every email call, with a body the gateway accepts. */
const CALLS: [method: string, path: string, body?: unknown][] = [
  ['GET', '/org/email-config'],
  ['POST', '/org/email-config', CONFIG],
  ['GET', '/org/email/incoming?limit=20&offset=40&status=drafted'],
  ['POST', '/org/email/reply', { email_id: 'e1', reply_text: 'Thanks!' }],
  ['GET', '/api/recent-emails'],
  ['GET', '/org/email/stats?utc_offset_minutes=-300'],
  ['GET', '/gmail/initiate?email=support%40example.com'],
  ['GET', '/api/fetch-emails'],
  ['POST', '/api/fetch-emails', { device_code: 'dc-1', type: 'auto_reply' }],
  ['GET', '/org/outlook-email-config'],
  ['PUT', '/org/email-config/reply-mode', { reply_mode: 'draft' }],
  ['GET', '/mail-providers'],
];

const logLines: string[] = [];
const logger = createLogger({
  service: 'gateway-test',
  level: 'debug',
  destination: new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(chunk.toString());
      done();
    },
  }),
});

let withoutMail: TestGateway;
let mailDown: TestGateway;
let token: string;
let contract: ContractChecker;

beforeAll(async () => {
  [withoutMail, mailDown] = await Promise.all([
    startTestGateway({ MAIL_SYNC_ADDR: '', REPLY_GENERATION_ADDR: '' }),
    closedAddress().then((address) =>
      startTestGateway({ MAIL_SYNC_ADDR: address, REPLY_GENERATION_ADDR: '' }, logger),
    ),
  ]);
  // Both gateways trust their own identity: one account each, the first one's token for both
  // would be refused. The tests below use `mailDown` unless they say otherwise.
  const account = newAccount('email');
  expect((await register(mailDown.api, account)).status).toBe(201);
  token = await login(mailDown.api, account);
  contract = contractChecker(
    (await call<OpenApiDocument>('GET', `${mailDown.api}/openapi.json`)).body,
  );
}, 120_000);
afterAll(async () => {
  await Promise.all([withoutMail?.dispose(), mailDown?.dispose()]);
});

/** Calls the gateway and holds the answer to its OpenAPI document. */
async function checked(
  gateway: TestGateway,
  method: string,
  path: string,
  body?: unknown,
  auth?: string,
) {
  const res = await call<{ error: string; fields?: Record<string, string> }>(
    method,
    `${gateway.api}${path}`,
    body,
    auth,
  );
  expect(contract.checkResponse(method, path.split('?')[0]!, res.status, res.body)).toEqual([]);
  return res;
}

describe('the email routes', () => {
  it('are documented in the OpenAPI document, the list with its X-Total-Count header', async () => {
    const doc = await call<{
      paths: Record<string, Record<string, { responses: Record<string, { headers?: object }> }>>;
    }>('GET', `${mailDown.api}/openapi.json`);
    for (const [method, path] of CALLS) {
      expect(doc.body.paths[path.split('?')[0]!]?.[method.toLowerCase()]).toBeDefined();
    }
    expect(doc.body.paths['/org/automation-status']?.get).toBeDefined();
    const list = doc.body.paths['/org/email/incoming']!.get!.responses['200']!;
    expect(Object.keys(list.headers ?? {})).toEqual(['X-Total-Count']);
  });

  it('answer 401 without a token, or with a forged one', async () => {
    for (const [method, path, body] of [...CALLS, ['GET', '/org/automation-status'] as const]) {
      expect((await checked(mailDown, method, path, body)).status).toBe(401);
      expect((await checked(mailDown, method, path, body, 'not-a-token')).status).toBe(401);
    }
  });
});

describe('input the gateway refuses (400, one message per field)', () => {
  const refused = async (method: string, path: string, body?: unknown) => {
    const res = await checked(mailDown, method, path, body, token);
    expect(res.status).toBe(400);
    return res.body.fields ?? {};
  };

  it('mailbox settings: hosts, ports, address, reply mode, unknown fields', async () => {
    const fields = await refused('POST', '/org/email-config', {
      imap_host: '',
      imap_port: 0,
      smtp_host: 'smtp example com',
      smtp_port: 70_000,
      email_address: 'not-an-address',
      reply_mode: 'sometimes',
    });
    expect(Object.keys(fields).sort()).toEqual(
      ['email_address', 'imap_host', 'imap_port', 'reply_mode', 'smtp_host', 'smtp_port'].sort(),
    );
    // The organisation comes from the token only: a body naming one is refused.
    expect(
      Object.keys(await refused('POST', '/org/email-config', { ...CONFIG, org_id: 'other' })),
    ).toEqual(['body']);
    expect(Object.keys(await refused('POST', '/org/email-config', {}))).toEqual(
      expect.arrayContaining(['imap_host', 'smtp_host', 'email_address']),
    );
  });

  it('the list: limit, offset and status', async () => {
    expect(await refused('GET', '/org/email/incoming?limit=0')).toHaveProperty('limit');
    expect(await refused('GET', '/org/email/incoming?limit=501')).toHaveProperty('limit');
    expect(await refused('GET', '/org/email/incoming?limit=ten')).toHaveProperty('limit');
    expect(await refused('GET', '/org/email/incoming?limit=5&limit=6')).toHaveProperty('limit');
    expect(await refused('GET', '/org/email/incoming?offset=-1')).toHaveProperty('offset');
    expect(await refused('GET', '/org/email/incoming?status=spam')).toHaveProperty('status');
  });

  it('a reply without an email, or with unknown fields', async () => {
    expect(await refused('POST', '/org/email/reply', { reply_text: 'Hi' })).toHaveProperty(
      'email_id',
    );
    expect(await refused('POST', '/org/email/reply', { email_id: '' })).toHaveProperty('email_id');
    expect(
      await refused('POST', '/org/email/reply', { email_id: 'e1', org_id: 'other' }),
    ).toHaveProperty('body');
  });

  it('the Outlook sign-in: a device code and a type (auto_reply or outlook) only', async () => {
    expect(await refused('POST', '/api/fetch-emails', { type: 'outlook' })).toHaveProperty(
      'device_code',
    );
    expect(
      await refused('POST', '/api/fetch-emails', { device_code: 'dc', type: 'imap' }),
    ).toHaveProperty('type');
    expect(
      await refused('POST', '/api/fetch-emails', {
        device_code: 'dc',
        type: 'outlook',
        org_id: 'other',
      }),
    ).toHaveProperty('body');
  });

  it('the reply mode alone: one of auto, draft, none', async () => {
    expect(
      await refused('PUT', '/org/email-config/reply-mode', { reply_mode: 'always' }),
    ).toHaveProperty('reply_mode');
  });

  it('the stats: a time zone offset beyond ±14 h', async () => {
    expect(await refused('GET', '/org/email/stats?utc_offset_minutes=900')).toHaveProperty(
      'utc_offset_minutes',
    );
    expect(await refused('GET', '/org/email/stats?utc_offset_minutes=1.5')).toHaveProperty(
      'utc_offset_minutes',
    );
  });
});

describe('a mail service that does not answer', () => {
  it('makes every email call answer 503 with a JSON error', async () => {
    for (const [method, path, body] of CALLS) {
      const res = await checked(mailDown, method, path, body, token);
      expect([method, path, res.status]).toEqual([method, path, 503]);
      expect(res.body.error).toEqual(expect.any(String));
      expect(JSON.stringify(res.body)).not.toContain(PASSWORD);
    }
  });

  it("sends Google's returning browser back to the dashboard with the outcome, never an error page", async () => {
    const back = async (query: string) => {
      const res = await fetch(`${mailDown.api}/gmail/callback?${query}`, { redirect: 'manual' });
      expect(res.status).toBe(303);
      return res.headers.get('location');
    };
    expect(await back('code=4%2Fsecret-code-1&state=signed.state-1&scope=x')).toBe(
      '/winzmail/dashboard?gmail=failed',
    );
    // The authorisation code and the state never reach a log line (the access log included).
    const text = logLines.join('\n');
    expect(text).toContain('/gmail/callback?code=[redacted]&state=[redacted]&scope=x');
    expect(text).not.toMatch(/secret-code-1|state-1/);
    expect(await back('error=access_denied&state=s')).toBe('/winzmail/dashboard?gmail=declined');
    const plain = await fetch(`${withoutMail.api}/gmail/callback?code=c&state=s`, {
      redirect: 'manual',
    });
    expect(plain.headers.get('location')).toBe('/winzmail/dashboard?gmail=failed');
  });

  it("answers Gmail's push 400 when it is no Pub/Sub message, else 503", async () => {
    expect((await checked(mailDown, 'POST', '/gmail/push', { nothing: true })).status).toBe(400);
    const push = { message: { data: Buffer.from('{}').toString('base64') } };
    expect((await checked(mailDown, 'POST', '/gmail/push', push)).status).toBe(503);
  });

  it('is reported in its part of the automation status; the others answer for themselves', async () => {
    const res = await checked(mailDown, 'GET', '/org/automation-status', undefined, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      email_service: {
        configured: false,
        state: 'unavailable',
        detail: 'The mail service is not reachable.',
      },
      ai_responses: { reachable: false, model: '', detail: 'The reply service is not set up.' },
      document_sync: {
        total: 0,
        ready: 0,
        processing: 0,
        failed: 0,
        detail: 'The knowledge service is not set up.',
      },
    });
  });

  it('never lets the mailbox password into the log', async () => {
    const res = await call('POST', `${mailDown.api}/org/email-config`, CONFIG, token);
    const id = res.headers.get('x-request-id')!;
    const line = () => logLines.find((l) => l.includes(id));
    // The access log line is written when the response has finished.
    while (!line()) await new Promise((resolve) => setImmediate(resolve));
    expect(line()).toContain('/org/email-config');
    expect(logLines.join('\n')).not.toContain(PASSWORD);
  });
});

describe('without a mail service set up (no MAIL_SYNC_ADDR)', () => {
  let own: string;
  beforeAll(async () => {
    const account = newAccount('nomail');
    expect((await register(withoutMail.api, account)).status).toBe(201);
    own = await login(withoutMail.api, account);
  }, 60_000);

  it('every email call answers 503 and says why', async () => {
    for (const [method, path, body] of CALLS) {
      const res = await checked(withoutMail, method, path, body, own);
      expect([method, path, res.status]).toEqual([method, path, 503]);
      expect(res.body.error).toBe('Email is not available: the mail service is not set up.');
    }
  });

  it('still asks for a token first', async () => {
    expect((await checked(withoutMail, 'GET', '/org/email/incoming')).status).toBe(401);
  });

  it('the automation status says the mail service is not set up', async () => {
    const res = await checked(withoutMail, 'GET', '/org/automation-status', undefined, own);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email_service: {
        configured: false,
        state: 'unavailable',
        detail: 'The mail service is not set up.',
      },
    });
  });
});
