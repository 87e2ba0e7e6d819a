// A mail host that accepts the connection and then never says a word (a firewall that swallows
// the traffic, a port of something else): the Email configuration page must say that it did not
// answer in time — not that TLS failed, nor that it "answered in a way we could not use".
import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { classifyConnectError, MailConnectError } from '../src/adapters/connect-errors.js';
import type { MailNetPolicy } from '../src/adapters/endpoint.js';
import { connectImap, verifyImap } from '../src/adapters/imap.js';
import { verifySmtp } from '../src/adapters/smtp.js';
import type { MailCredentials } from '../src/domain/types.js';
import { startMailHarness, type MailHarness } from './support/harness.js';

/** Short, so each case ends quickly; the classification does not depend on the length. */
const TIMEOUT_MS = 400;
const policy: MailNetPolicy = {
  allowLoopback: true,
  allowPrivate: false,
  allowInsecure: true,
  timeoutMs: TIMEOUT_MS,
};

interface SilentServer {
  port: number;
  /** Stops listening and cuts the connections still open. */
  close(): Promise<void>;
}

/**
 * Accepts every connection and never answers: says nothing at all, or only `greeting`; `after`
 * ms later it hangs up, if given.
 */
async function silentServer(after?: number, greeting = ''): Promise<SilentServer> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    if (greeting) socket.write(greeting);
    if (after !== undefined) setTimeout(() => socket.destroy(), after);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      sockets.forEach((s) => s.destroy());
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

const creds = (port: number): MailCredentials => ({
  imap_host: '127.0.0.1',
  imap_port: port,
  smtp_host: '127.0.0.1',
  smtp_port: port,
  email_address: 'desk@shop.test',
  password: 'secret',
  reply_mode: 'draft',
});

async function failure(promise: Promise<unknown>): Promise<MailConnectError> {
  const err = await promise.then(
    () => new Error('connected to a server that never answers'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MailConnectError);
  return err as MailConnectError;
}

let silent: SilentServer;
let hangsUp: SilentServer;
let greetsOnly: SilentServer;
let h: MailHarness;
beforeAll(async () => {
  silent = await silentServer();
  hangsUp = await silentServer(50);
  greetsOnly = await silentServer(undefined, '* OK IMAP ready\r\n');
  h = await startMailHarness({ MAIL_TIMEOUT_MS: String(TIMEOUT_MS) });
}, 60_000);
afterAll(async () => {
  await h?.dispose();
  await silent?.close();
  await hangsUp?.close();
  await greetsOnly?.close();
});

describe('a mail host that never answers', () => {
  it('IMAP (no greeting): did not answer in time', async () => {
    const err = await failure(verifyImap(creds(silent.port), policy));
    expect(err.kind).toBe('timeout');
    expect(err.message).toBe(`IMAP server 127.0.0.1:${silent.port} did not answer in time.`);
  });

  it('IMAP over TLS from the start (no handshake): did not answer in time', async () => {
    const endpoint = {
      address: '127.0.0.1',
      servername: '',
      port: silent.port,
      implicitTls: true,
      requireStartTls: true,
      rejectUnauthorized: true,
      timeoutMs: TIMEOUT_MS,
    };
    expect((await failure(connectImap(endpoint, creds(silent.port)))).kind).toBe('timeout');
  });

  it('IMAP that greets and then never answers the login: did not answer in time', async () => {
    const err = await failure(verifyImap(creds(greetsOnly.port), policy));
    expect(err.kind).toBe('timeout');
  });

  it('SMTP (no greeting): did not answer in time', async () => {
    const err = await failure(verifySmtp(creds(silent.port), policy));
    expect(err.kind).toBe('timeout');
    expect(err.message).toBe(`SMTP server 127.0.0.1:${silent.port} did not answer in time.`);
  });

  it('a host that hangs up without a word closed the connection', async () => {
    expect((await failure(verifyImap(creds(hangsUp.port), policy))).kind).toBe('refused');
    expect((await failure(verifySmtp(creds(hangsUp.port), policy))).kind).toBe('refused');
  });

  it('saving the settings names the timeout on the IMAP field', async () => {
    const err = await h.call
      .SetEmailConfig({
        org_id: randomUUID(),
        config: { ...creds(silent.port), email_password: 'secret', provider: 'imap' },
      })
      .then(
        () => null,
        (e: unknown) => e as { code?: string; message?: string; fields?: Record<string, string> },
      );
    expect(err).toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: `IMAP server 127.0.0.1:${silent.port} did not answer in time.`,
      fields: { imap_host: expect.stringMatching(/did not answer in time/) },
    });
  });
});

describe('classifyConnectError', () => {
  const kind = (err: unknown) => classifyConnectError(err, 'IMAP server h:1').kind;

  it('reads a timeout by its code, whatever the text guesses', () => {
    // imapflow's own words when no greeting came: a guess, not a TLS failure.
    const greeting = Object.assign(
      new Error('Failed to receive greeting from server in required time. Maybe should use TLS?'),
      { code: 'GREETING_TIMEOUT' },
    );
    expect(kind(greeting)).toBe('timeout');
    for (const code of ['CONNECT_TIMEOUT', 'UPGRADE_TIMEOUT', 'ETIMEOUT', 'ETIMEDOUT'])
      expect(kind(Object.assign(new Error('no words'), { code }))).toBe('timeout');
  });

  it('a hang-up before any answer is a closed connection, not an unusable answer', () => {
    for (const code of ['ClosedAfterConnectText', 'ClosedAfterConnectTLS', 'ECONNECTION'])
      expect(kind(Object.assign(new Error('Connection closed'), { code }))).toBe('refused');
    expect(kind(Object.assign(new Error('BAD unknown command'), { code: 'Other' }))).toBe(
      'protocol',
    );
  });
});
