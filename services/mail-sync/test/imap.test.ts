import { createServer, type AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { describeUnlessWaived } from '../../platform/test/support/waivers.js';
import {
  createMailUser,
  mailServer,
  readFolder,
  type MailUser,
} from '../../../tests/fixtures/mail-server.js';
import { MailConnectError } from '../src/adapters/connect-errors.js';
import type { MailNetPolicy } from '../src/adapters/endpoint.js';
import {
  appendToFolder,
  connectImap,
  openImap,
  pickFolder,
  verifyImap,
} from '../src/adapters/imap.js';
import type { MailCredentials } from '../src/domain/types.js';

const server = mailServer();

/** The test server is plaintext on loopback: what MAIL_ALLOW_LOOPBACK/INSECURE allow. */
const testPolicy: MailNetPolicy = {
  allowLoopback: true,
  allowPrivate: false,
  allowInsecure: true,
  timeoutMs: 5000,
};
const securePolicy: MailNetPolicy = { ...testPolicy, allowInsecure: false };

async function kindOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'no error';
  } catch (err) {
    expect(err).toBeInstanceOf(MailConnectError);
    return (err as MailConnectError).kind;
  }
}

describe('pickFolder', () => {
  const folder = (path: string, specialUse?: string) =>
    ({ path, specialUse }) as Parameters<typeof pickFolder>[0][number];

  it('prefers the special-use folder, then a common name, else none', () => {
    expect(pickFolder([folder('INBOX'), folder('Entwürfe', '\\Drafts')], 'drafts')).toBe(
      'Entwürfe',
    );
    expect(pickFolder([folder('INBOX'), folder('Sent Items')], 'sent')).toBe('Sent Items');
    expect(pickFolder([folder('[Gmail]/Drafts')], 'drafts')).toBe('[Gmail]/Drafts');
    expect(pickFolder([folder('INBOX'), folder('Sent')], 'drafts')).toBeUndefined();
  });
});

describeUnlessWaived(server !== null, '', 'IMAP adapter against GreenMail', () => {
  const mail = server!;
  let user: MailUser;
  const creds = (over: Partial<MailCredentials> = {}): MailCredentials => ({
    imap_host: mail.host,
    imap_port: mail.imapPort,
    smtp_host: mail.host,
    smtp_port: mail.smtpPort,
    email_address: user.email,
    password: user.password,
    reply_mode: 'draft',
    ...over,
  });

  beforeAll(async () => {
    user = await createMailUser(mail, 'imap');
  });

  it('verifies good settings', async () => {
    await expect(verifyImap(creds(), testPolicy)).resolves.toBeUndefined();
  });

  it('tells a wrong password apart', async () => {
    expect(await kindOf(verifyImap(creds({ password: 'wrong' }), testPolicy))).toBe('auth');
  });

  it('tells a closed port apart', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await kindOf(verifyImap(creds({ imap_port: port }), testPolicy))).toBe('refused');
  });

  it('refuses a server without STARTTLS when plaintext is not allowed', async () => {
    const err = await verifyImap(creds(), securePolicy).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MailConnectError);
    expect((err as MailConnectError).kind).toBe('tls');
    expect((err as MailConnectError).message).toContain('does not offer STARTTLS');
  });

  it('refuses an untrusted (self-signed) certificate when insecure is not allowed', async () => {
    // resolveEndpoint chooses implicit TLS by port (993); GreenMail's IMAPS listens elsewhere,
    // so the endpoint it would produce for port 993 is pointed at GreenMail's port.
    const endpoint = {
      address: mail.host,
      servername: 'localhost',
      port: mail.imapsPort,
      implicitTls: true,
      requireStartTls: true,
      rejectUnauthorized: true,
      timeoutMs: 5000,
    };
    expect(await kindOf(connectImap(endpoint, creds()))).toBe('tls');
    const accepted = await connectImap({ ...endpoint, rejectUnauthorized: false }, creds());
    await accepted.logout();
  });

  it('blocks a private address before connecting', async () => {
    const err = await verifyImap(creds({ imap_host: '10.0.0.1' }), testPolicy).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(MailConnectError);
    expect((err as MailConnectError).kind).toBe('blocked');
    expect((err as MailConnectError).message).toContain('10.0.0.1');
  });

  it('tells an unknown host apart', async () => {
    expect(await kindOf(verifyImap(creds({ imap_host: 'no-such-host.invalid' }), testPolicy))).toBe(
      'host',
    );
  });

  it('appends to Drafts, creating the folder, and to Sent', async () => {
    const fresh = await createMailUser(mail, 'folders');
    const c = creds({ email_address: fresh.email, password: fresh.password });
    const raw = (subject: string) =>
      Buffer.from(
        `From: ${fresh.email}\r\nTo: someone@example.com\r\nSubject: ${subject}\r\n` +
          `Message-ID: <${subject}@winzmail.test>\r\n\r\nHello.\r\n`,
      );
    await appendToFolder(c, testPolicy, 'drafts', raw('draft-1'), ['\\Draft']);
    await appendToFolder(c, testPolicy, 'drafts', raw('draft-2'), ['\\Draft']);
    await appendToFolder(c, testPolicy, 'sent', raw('sent-1'), ['\\Seen']);
    const drafts = await readFolder(mail, fresh, 'Drafts');
    expect(drafts).toHaveLength(2);
    expect(drafts[0]).toContain('Subject: draft-1');
    expect(drafts[1]).toContain('Subject: draft-2');
    const sent = await readFolder(mail, fresh, 'Sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('Subject: sent-1');

    const client = await openImap(c, testPolicy);
    try {
      const lock = await client.getMailboxLock('Drafts');
      try {
        const flags = [];
        for await (const msg of client.fetch('1:*', { flags: true })) flags.push(msg.flags);
        expect(flags.every((f) => f?.has('\\Draft'))).toBe(true);
      } finally {
        lock.release();
      }
    } finally {
      await client.logout();
    }
  });
});
