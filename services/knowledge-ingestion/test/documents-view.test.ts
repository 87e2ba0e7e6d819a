import { Writable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '@winzmail/platform';
import { startTestProduct, type TestProduct } from '@winzmail/testing/product';
import { MESSAGES } from '../src/domain/messages.js';
import { settled, signedInOrg, upload } from './support/api.js';

/**
 * GET /org/documents/view/<id> of a document that is not there (unknown, or another
 * organisation's): one clean 404 and nothing more. The gRPC stream both fails and ends; a route
 * that answered on both handed Express a second error after the 404 had gone out, which Express
 * reports with an ERR_HTTP_HEADERS_SENT stack (outside tests) and answers by cutting the
 * client's connection (as did the cancelled call of a download already complete). So: every view
 * here goes over ONE keep-alive connection, which must stay open, and nothing may be logged.
 */
const lines: { level: number; msg?: string }[] = [];
const logger = createLogger({
  service: 'test',
  level: 'warn',
  destination: new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
      done();
    },
  }),
});

interface Answer {
  status: number;
  body: string;
  /** Sent over the connection the one before it used. */
  reused: boolean;
}

/** A keep-alive agent with one connection: each GET after the first reuses it, if it is open. */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
function get(url: string, token: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, reused: req.reusedSocket }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct({}, undefined, logger);
}, 60_000);
afterAll(async () => {
  agent.destroy();
  await product?.dispose();
});

describe('viewing a document that is not there', () => {
  it('answers 404 each time over the one connection, which stays open, logging nothing', async () => {
    const a = await signedInOrg(product, 'viewA');
    const b = await signedInOrg(product, 'viewB');
    const up = await upload(product, a.token, 'hours.txt', Buffer.from('We open at nine.'));
    await settled(product, a.token, up.body.id);

    const view = (id: string, token: string) =>
      get(`${product.api}/org/documents/view/${id}`, token);
    const answers = [
      await view(up.body.id, a.token),
      await view(randomUUID(), a.token),
      await view(up.body.id, b.token),
      await view(randomUUID(), b.token),
      await view(up.body.id, a.token),
    ];
    const notFound = { status: 404, body: JSON.stringify({ error: MESSAGES.notFound }) };
    expect(answers).toEqual([
      { status: 200, body: 'We open at nine.', reused: false },
      { ...notFound, reused: true },
      { ...notFound, reused: true },
      { ...notFound, reused: true },
      { status: 200, body: 'We open at nine.', reused: true },
    ]);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });
});
