import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, login, newAccount, register } from '@winzmail/testing/product';
import { spawnProduct, type ProductProcess } from '@winzmail/testing/product-process';
import { head, rawHttp, type RawSend } from '@winzmail/testing/raw-http';

/**
 * Malformed HTTP, as a hostile or broken client sends it, against the whole product in its own
 * process (as `npm start` runs it): each request is answered 4xx (or, where the client never
 * finished its request, its connection is closed) — and after each one the product still
 * serves, nothing was logged as an unhandled error, and the process has not exited.
 */
let product: ProductProcess;
let token: string;
let host: string;
let base: string;

beforeAll(async () => {
  product = await spawnProduct();
  const account = newAccount('malformed');
  expect((await register(product.api, account)).status).toBe(201);
  token = await login(product.api, account);
  const url = new URL(product.api);
  host = url.host;
  base = url.pathname;
}, 60_000);

afterAll(async () => {
  await product?.stop();
});

const CRLF = '\r\n';
const bearer = () => `Authorization: Bearer ${token}`;
const json = (body: string | Buffer) => [
  'Content-Type: application/json',
  `Content-Length: ${Buffer.byteLength(body)}`,
];
const multipart = (boundary: string, body: string) => [
  `Content-Type: multipart/form-data; boundary=${boundary}`,
  `Content-Length: ${Buffer.byteLength(body)}`,
];
const filePart = (boundary: string, disposition: string, content: string) =>
  `--${boundary}${CRLF}Content-Disposition: ${disposition}${CRLF}Content-Type: text/plain${CRLF}${CRLF}${content}${CRLF}`;
const pause = (ms: number) => () => new Promise<void>((r) => setTimeout(r, ms));

/** A request with a body, as one write. */
function request(method: string, path: string, lines: string[], body: string | Buffer): RawSend {
  return {
    parts: [head(method, `${base}${path}`, host, ['Connection: close', ...lines]), body],
    then: 'keep',
  };
}

async function documentCount(): Promise<number> {
  const res = await call<unknown[]>('GET', `${product.api}/org/documents/list`, undefined, token);
  expect(res.status).toBe(200);
  return res.body.length;
}

/** The product still answers, signed in and not; nothing escaped a handler; it is running. */
async function stillServing(): Promise<void> {
  expect((await fetch(`${product.api}/healthz`)).status).toBe(200);
  expect((await call('GET', `${product.api}/org/me`, undefined, token)).status).toBe(200);
  expect(product.exited()).toBeNull();
  expect(product.logs().filter((l) => String(l.msg).startsWith('unhandled error'))).toEqual([]);
}

describe('malformed HTTP', () => {
  const b = 'zzz';
  const cases: [string, () => RawSend, (status: number | null) => void][] = [
    [
      'multipart cut before its closing boundary',
      () =>
        request(
          'POST',
          '/org/documents/upload',
          [
            bearer(),
            ...multipart(
              b,
              `--${b}${CRLF}Content-Disposition: form-data; name="file"; filename="a.txt"${CRLF}${CRLF}unterminated`,
            ),
          ],
          `--${b}${CRLF}Content-Disposition: form-data; name="file"; filename="a.txt"${CRLF}${CRLF}unterminated`,
        ),
      (s) => expect(s).toBe(400),
    ],
    [
      'multipart with a boundary other than its header names',
      () => {
        const body = `${filePart('yyy', 'form-data; name="file"; filename="a.txt"', 'text')}--yyy--${CRLF}`;
        return request('POST', '/org/documents/upload', [bearer(), ...multipart(b, body)], body);
      },
      (s) => expect(s).toBe(400),
    ],
    [
      'multipart without a boundary',
      () => {
        const body = `${filePart(b, 'form-data; name="file"; filename="a.txt"', 'text')}--${b}--${CRLF}`;
        const lines = ['Content-Type: multipart/form-data', `Content-Length: ${body.length}`];
        return request('POST', '/org/documents/upload', [bearer(), ...lines], body);
      },
      (s) => expect(s).toBe(400),
    ],
    [
      'a multipart part without a name',
      () => {
        const body = `${filePart(b, 'form-data; filename="a.txt"', 'text')}--${b}--${CRLF}`;
        return request('POST', '/org/documents/upload', [bearer(), ...multipart(b, body)], body);
      },
      (s) => expect(s).toBe(400),
    ],
    [
      'two files in one upload',
      () => {
        const body =
          filePart(b, 'form-data; name="file"; filename="a.txt"', 'first file') +
          filePart(b, 'form-data; name="file"; filename="b.txt"', 'second file') +
          `--${b}--${CRLF}`;
        return request('POST', '/org/documents/upload', [bearer(), ...multipart(b, body)], body);
      },
      (s) => expect(s).toBe(400),
    ],
    [
      'a body shorter than its Content-Length (the client then stops sending)',
      () => ({
        parts: [
          head('POST', `${base}/chat/ask`, host, [
            bearer(),
            'Content-Type: application/json',
            'Content-Length: 100',
          ]),
          '{"message":"hi"}',
        ],
        then: 'end',
      }),
      (s) => expect(s).toBe(400),
    ],
    [
      'a body longer than its Content-Length',
      () => ({
        parts: [
          head('POST', `${base}/chat/ask`, host, [
            bearer(),
            'Content-Type: application/json',
            'Content-Length: 5',
          ]),
          '{"message":"the rest is not part of this request"}',
        ],
        then: 'keep',
      }),
      (s) => expect(s).toBe(400),
    ],
    [
      'a chunked upload aborted half way',
      () => ({
        parts: [
          head('POST', `${base}/org/documents/upload`, host, [
            bearer(),
            `Content-Type: multipart/form-data; boundary=${b}`,
            'Transfer-Encoding: chunked',
          ]),
          ((part: string) => `${part.length.toString(16)}${CRLF}${part}${CRLF}`)(
            `--${b}${CRLF}Content-Disposition: form-data; name="file"; filename="a.txt"${CRLF}${CRLF}half of`,
          ),
          pause(200),
        ],
        then: 'destroy',
        waitMs: 500,
      }),
      (s) => expect(s).toBeNull(),
    ],
    [
      'a chunked JSON body aborted half way',
      () => ({
        parts: [
          head('POST', `${base}/chat/ask`, host, [
            bearer(),
            'Content-Type: application/json',
            'Transfer-Encoding: chunked',
          ]),
          `c${CRLF}{"message":"${CRLF}`,
          pause(200),
        ],
        then: 'destroy',
        waitMs: 500,
      }),
      (s) => expect(s).toBeNull(),
    ],
    [
      'invalid JSON',
      () => request('POST', '/auth/login', json('{"email": "a@b.c",'), '{"email": "a@b.c",'),
      (s) => expect(s).toBe(400),
    ],
    [
      'invalid UTF-8 in a JSON body',
      () => {
        const body = Buffer.concat([
          Buffer.from('{"message":"caf'),
          Buffer.from([0xc3, 0x28, 0xff]),
          Buffer.from('"}'),
        ]);
        return request('POST', '/chat/ask', [bearer(), ...json(body)], body);
      },
      (s) => expect(s).toBe(400),
    ],
    [
      'a NUL byte in a field',
      () => {
        const body = '{"message":"hello\\u0000world"}';
        return request('POST', '/chat/ask', [bearer(), ...json(body)], body);
      },
      (s) => expect(s).toBe(400),
    ],
    [
      'JSON nested 1,000 deep',
      () => {
        const body = `{"message":${'['.repeat(1000)}${']'.repeat(1000)}}`;
        return request('POST', '/chat/ask', [bearer(), ...json(body)], body);
      },
      (s) => expect(s).toBe(400),
    ],
    [
      'JSON nested 45,000 deep (within the body limit)',
      () => {
        const body = `{"message":${'['.repeat(45_000)}${']'.repeat(45_000)}}`;
        return request('POST', '/chat/ask', [bearer(), ...json(body)], body);
      },
      (s) => expect(s).toBe(400),
    ],
    [
      'headers over the limit',
      () => ({
        parts: [
          head('GET', `${base}/org/me`, host, [bearer(), `X-Padding: ${'a'.repeat(40_000)}`]),
        ],
        then: 'keep',
      }),
      (s) => expect(s).toBe(431),
    ],
    [
      'a request line that is not HTTP',
      () => ({ parts: [`GARBAGE \u0000 / NOT-HTTP${CRLF}${CRLF}`], then: 'keep' }),
      (s) => expect(s).toBe(400),
    ],
  ];

  it.each(cases)(
    '%s: answered 4xx, the product keeps serving',
    async (_name, send, expectStatus) => {
      const before = await documentCount();
      const { status } = await rawHttp(product.api, send());
      expectStatus(status);
      await stillServing();
      // Nothing of a refused upload is kept.
      expect(await documentCount()).toBe(before);
    },
  );

  it('a client that stops reading a streamed answer (SSE) does not stop the product', async () => {
    const body = JSON.stringify({ message: 'What are your opening hours?' });
    const { status } = await rawHttp(product.api, {
      parts: [
        head('POST', `${base}/chat/ask`, host, [
          bearer(),
          'Accept: text/event-stream',
          ...json(body),
        ]),
        body,
        pause(300),
      ],
      // Never reads again: the socket is reset with the answer unread.
      then: 'destroy',
      waitMs: 0,
    });
    expect([200, null]).toContain(status);
    await stillServing();
  });

  it('the unterminated upload of the issue leaves nothing and the upload still works after', async () => {
    const form = new FormData();
    form.append('file', new Blob(['Opening hours: 9 to 5.'], { type: 'text/plain' }), 'hours.txt');
    const res = await fetch(`${product.api}/org/documents/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(201);
    expect(await documentCount()).toBe(1);
    await stillServing();
  });
});
