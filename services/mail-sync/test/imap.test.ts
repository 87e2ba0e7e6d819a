import { createServer, type AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ImapFlow } from 'imapflow';
import { describeUnlessWaived, eventually } from '@winzmail/testing';
import {
  createMailUser,
  mailServer,
  readFolder,
  type MailUser,
} from '@winzmail/testing/mail-server';
import { MailConnectError } from '../src/adapters/connect-errors.js';
import type { MailNetPolicy } from '../src/adapters/endpoint.js';
import { ImapAppender } from '../src/adapters/imap-appender.js';
import { connectImap, openImap, pickFolder, verifyImap } from '../src/adapters/imap.js';
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

  /** An appender whose sessions are counted and kept for the test to look at. */
  const counted = (idleMs = 30_000) => {
    const sessions: ImapFlow[] = [];
    const appender = new ImapAppender(testPolicy, idleMs, async (c, p) => {
      const client = await openImap(c, p);
      sessions.push(client);
      return client;
    });
    return { appender, sessions };
  };
  const message = (from: string, subject: string) =>
    Buffer.from(
      `From: ${from}\r\nTo: someone@example.com\r\nSubject: ${subject}\r\n` +
        `Message-ID: <${subject}@winzmail.test>\r\n\r\nHello.\r\n`,
    );

  it('appends to Drafts, creating the folder, and to Sent, on one session', async () => {
    const fresh = await createMailUser(mail, 'folders');
    const c = creds({ email_address: fresh.email, password: fresh.password });
    const target = { id: 'mb-1', revision: 1, credentials: () => c };
    const raw = (subject: string) => message(fresh.email, subject);
    const { appender, sessions } = counted();
    await appender.append(target, 'drafts', raw('draft-1'), ['\\Draft']);
    await appender.append(target, 'drafts', raw('draft-2'), ['\\Draft']);
    await appender.append(target, 'sent', raw('sent-1'), ['\\Seen']);
    expect(sessions).toHaveLength(1);
    await appender.stop();
    expect(sessions[0]!.usable).toBe(false);
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

  it('stores copies sent at once one after another on the one session', async () => {
    const fresh = await createMailUser(mail, 'burst');
    const c = creds({ email_address: fresh.email, password: fresh.password });
    const target = { id: 'mb-2', revision: 1, credentials: () => c };
    const { appender, sessions } = counted();
    await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        appender.append(target, 'drafts', message(fresh.email, `d-${i}`), ['\\Draft']),
      ),
    );
    await appender.stop();
    expect(sessions).toHaveLength(1);
    const drafts = await readFolder(mail, fresh, 'Drafts');
    expect(drafts.map((d) => /Subject: (d-\d)/.exec(d)?.[1]).sort()).toEqual([
      'd-1',
      'd-2',
      'd-3',
      'd-4',
      'd-5',
    ]);
  });

  it('logs in again after the settings changed, the connection dropped or it sat idle', async () => {
    const fresh = await createMailUser(mail, 'renew');
    const c = creds({ email_address: fresh.email, password: fresh.password });
    const { appender, sessions } = counted(200);
    const at = (revision: number) => ({ id: 'mb-3', revision, credentials: () => c });
    await appender.append(at(1), 'drafts', message(fresh.email, 'r-1'), ['\\Draft']);
    // New settings: the session logged in with the old ones is replaced.
    await appender.append(at(2), 'drafts', message(fresh.email, 'r-2'), ['\\Draft']);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]!.usable).toBe(false);
    // The connection drops: the next copy opens a new one.
    sessions[1]!.close();
    await appender.append(at(2), 'drafts', message(fresh.email, 'r-3'), ['\\Draft']);
    expect(sessions).toHaveLength(3);
    // Idle past idleMs: logged out.
    await eventually(
      'the idle session logged out',
      () => sessions[2]!.usable,
      (usable) => !usable,
      { timeoutMs: 5_000, intervalMs: 25 },
    );
    await appender.append(at(2), 'drafts', message(fresh.email, 'r-4'), ['\\Draft']);
    expect(sessions).toHaveLength(4);
    await appender.stop();
    expect(await readFolder(mail, fresh, 'Drafts')).toHaveLength(4);
  });
});
