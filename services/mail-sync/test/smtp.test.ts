import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { describeUnlessWaived } from '@winzmail/testing';
import {
  createMailUser,
  mailServer,
  readFolder,
  type MailUser,
} from '@winzmail/testing/mail-server';
import type { MailNetPolicy } from '../src/adapters/endpoint.js';
import { SendError, sendMail, verifySmtp } from '../src/adapters/smtp.js';
import { buildReply } from '../src/domain/reply-message.js';
import type { MailCredentials } from '../src/domain/types.js';

/** The SMTP adapter against GreenMail, and against a loopback server that breaks on purpose. */
const server = mailServer();
const insecure: MailNetPolicy = {
  allowLoopback: true,
  allowPrivate: false,
  allowInsecure: true,
  timeoutMs: 5_000,
};

const credsFor = (user: MailUser, port: number): MailCredentials => ({
  imap_host: '127.0.0.1',
  imap_port: 0,
  smtp_host: '127.0.0.1',
  smtp_port: port,
  email_address: user.email,
  password: user.password,
  reply_mode: 'auto',
});

const reply = (from: string, to: string) =>
  buildReply(
    {
      message_id: '<q1@customer.test>',
      references: [],
      subject: 'Opening hours',
      from_address: to,
      reply_to: '',
    },
    { mailboxAddress: from, text: 'We open at nine.', automatic: true, uniqueId: 'r1' },
  );

describeUnlessWaived(server !== null, '', 'SMTP adapter (GreenMail)', () => {
  const mail = server!;
  let support: MailUser;
  let customer: MailUser;
  beforeAll(async () => {
    [support, customer] = await Promise.all([
      createMailUser(mail, 'smtp-support'),
      createMailUser(mail, 'smtp-customer'),
    ]);
  });

  it('verifies good settings and refuses a wrong password as an auth failure', async () => {
    await expect(verifySmtp(credsFor(support, mail.smtpPort), insecure)).resolves.toBeUndefined();
    await expect(
      verifySmtp({ ...credsFor(support, mail.smtpPort), password: 'wrong' }, insecure),
    ).rejects.toMatchObject({ kind: 'auth' });
  });

  it('requires STARTTLS unless insecure mode allows plaintext', async () => {
    const strict = { ...insecure, allowInsecure: false };
    // GreenMail's plain port offers no STARTTLS: the password never crosses it in clear.
    await expect(verifySmtp(credsFor(support, mail.smtpPort), strict)).rejects.toMatchObject({
      kind: 'tls',
      message: expect.stringMatching(/STARTTLS/),
    });
  });

  it('sends exactly the bytes it composed: threaded, automatic, one copy delivered', async () => {
    const { messageId, raw } = await sendMail(
      credsFor(support, mail.smtpPort),
      insecure,
      reply(support.email, customer.email),
    );
    expect(messageId).toMatch(/^<r1@winzmail\.test>$/);
    const inbox = await readFolder(mail, customer);
    expect(inbox).toHaveLength(1);
    // The server adds its trace headers above; the rest is byte for byte what was composed.
    const lines = (text: string) => text.replace(/\r\n/g, '\n').trimEnd();
    expect(lines(inbox[0]!)).toContain(lines(raw.toString('utf8')));
    expect(raw.toString('utf8')).toMatch(/^In-Reply-To: <q1@customer\.test>$/m);
    expect(raw.toString('utf8')).toMatch(/^Auto-Submitted: auto-replied$/m);
    expect(raw.toString('utf8')).toMatch(/^Subject: Re: Opening hours$/m);
  });

  it('a failed login sends nothing and says so (it may be tried again)', async () => {
    const err = await sendMail(
      { ...credsFor(support, mail.smtpPort), password: 'wrong' },
      insecure,
      reply(support.email, customer.email),
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SendError);
    expect(err).toMatchObject({ outcome: 'not_sent' });
  });
});

/**
 * A loopback SMTP server that accepts the login and the envelope, then either refuses the
 * recipient or drops the connection once the message has been handed over — the two outcomes a
 * real server can produce that GreenMail does not.
 */
function brokenSmtp(mode: 'refuse-recipient' | 'drop-after-data'): Promise<Server> {
  const handle = (socket: Socket) => {
    let inData = false;
    socket.write('220 broken.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString('latin1').split('\r\n').filter(Boolean)) {
        if (inData) {
          if (line === '.') return socket.destroy(); // taken, never acknowledged
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-broken.test\r\n250 AUTH PLAIN\r\n');
        else if (verb === 'AUTH') socket.write('235 ok\r\n');
        else if (verb === 'MAIL') socket.write('250 ok\r\n');
        else if (verb === 'RCPT')
          socket.write(mode === 'refuse-recipient' ? '550 5.1.1 no such user\r\n' : '250 ok\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'RSET' || verb === 'QUIT') socket.write('250 ok\r\n');
        else socket.write('502 not here\r\n');
      }
    });
    socket.on('error', () => undefined);
  };
  return new Promise((resolve) => {
    const s = createServer(handle);
    s.listen(0, '127.0.0.1', () => resolve(s));
  });
}

describe('SMTP adapter: what a broken server means for sending again', () => {
  const servers: Server[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  });
  const user = { email: 'support@broken.test', password: 'pw' };
  const portOf = (s: Server) => (s.address() as { port: number }).port;

  it('a refused recipient: certainly not sent, with the server’s answer', async () => {
    const s = await brokenSmtp('refuse-recipient');
    servers.push(s);
    const err = await sendMail(
      credsFor(user, portOf(s)),
      insecure,
      reply(user.email, 'x@y.test'),
    ).catch((e: unknown) => e);
    expect(err).toMatchObject({
      outcome: 'not_sent',
      message: expect.stringMatching(/550 5\.1\.1/),
    });
  });

  it('a connection lost after the message was handed over: the outcome is unknown', async () => {
    const s = await brokenSmtp('drop-after-data');
    servers.push(s);
    const err = await sendMail(
      credsFor(user, portOf(s)),
      insecure,
      reply(user.email, 'x@y.test'),
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SendError);
    expect(err).toMatchObject({ outcome: 'unknown' });
  });
});
