import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { describeUnlessWaived } from '@winzmail/testing';
import { createMailUser, mailServer, type MailUser } from '@winzmail/testing/mail-server';
import { settingsFor, startMailHarness, type MailHarness } from './support/harness.js';

/**
 * Email configuration against the real GreenMail server: settings are stored only after both the
 * IMAP and the SMTP server accepted them, with a clear reason otherwise; the password is never
 * returned and never stored in plain text.
 */
const server = mailServer();

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as { port: number };
  await new Promise((r) => s.close(r));
  return port;
}

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) out.push(join(entry.parentPath, entry.name));
  return out;
}

describeUnlessWaived(server !== null, '', 'mail-sync email configuration (GreenMail)', () => {
  const mail = server!;
  let h: MailHarness;
  let user: MailUser;
  beforeAll(async () => {
    h = await startMailHarness();
    user = await createMailUser(mail, 'settings');
  }, 60_000);
  afterAll(() => h?.dispose());

  const notConfigured = (orgId: string) =>
    expect(h.call.GetEmailConfig({ org_id: orgId })).rejects.toMatchObject({ code: 'NOT_FOUND' });

  it.each([
    [
      'a wrong password',
      () => ({ email_password: 'wrong-password' }),
      /refused the email address and password/,
      'email_password',
    ],
    [
      'a closed IMAP port',
      async () => ({ imap_port: await closedPort() }),
      /IMAP server 127\.0\.0\.1:\d+ refused the connection/,
      'imap_host',
    ],
    [
      'a closed SMTP port',
      async () => ({ smtp_port: await closedPort() }),
      /SMTP server 127\.0\.0\.1:\d+ refused the connection/,
      'smtp_host',
    ],
    [
      'a private address',
      () => ({ imap_host: '10.0.0.1' }),
      /points to an address that is not allowed/,
      'imap_host',
    ],
    [
      'an unknown host',
      () => ({ smtp_host: 'no-such-host.invalid' }),
      /no-such-host\.invalid was not found/,
      'smtp_host',
    ],
  ])('%s: a clear reason, and nothing stored', async (_case, change, message, field) => {
    const orgId = randomUUID();
    const config = { ...settingsFor(mail, user), ...(await change()) };
    const err = await h.call.SetEmailConfig({ org_id: orgId, config }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: expect.stringMatching(message),
    });
    expect((err as { fields?: Record<string, string> }).fields).toHaveProperty(field);
    await notConfigured(orgId);
  });

  it('good settings are stored; the password is never returned nor stored in plain text', async () => {
    const orgId = randomUUID();
    const saved = await h.call.SetEmailConfig({
      org_id: orgId,
      config: settingsFor(mail, user, 'draft'),
    });
    const read = await h.call.GetEmailConfig({ org_id: orgId });
    for (const answer of [saved, read]) {
      expect(answer).toMatchObject({
        configured: true,
        config: {
          imap_host: mail.host,
          imap_port: mail.imapPort,
          smtp_host: mail.host,
          smtp_port: mail.smtpPort,
          email_address: user.email,
          email_password: '',
          reply_mode: 'draft',
          provider: 'imap',
        },
      });
      expect(JSON.stringify(answer)).not.toContain(user.password);
    }
    const files = await filesUnder(h.dataDir);
    // The store's file holds the mailbox (its address), not its password.
    const store = files.find((f) => f.endsWith('winzmail.mdb'));
    expect(store && (await readFile(store)).includes(Buffer.from(user.email))).toBe(true);
    for (const file of files) expect(await readFile(file, 'utf8')).not.toContain(user.password);
  });

  it('a blank password keeps the stored one (and is checked with it); none stored → required', async () => {
    const orgId = randomUUID();
    await expect(
      h.call.SetEmailConfig({
        org_id: orgId,
        config: { ...settingsFor(mail, user), email_password: '' },
      }),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: 'A password is required.' });
    await notConfigured(orgId);

    await h.call.SetEmailConfig({ org_id: orgId, config: settingsFor(mail, user, 'auto') });
    // Only the reply mode: saved as it is.
    const modeOnly = await h.call.SetEmailConfig({
      org_id: orgId,
      config: { ...settingsFor(mail, user, 'none'), email_password: '' },
    });
    expect(modeOnly.config).toMatchObject({ reply_mode: 'none' });
    // Another host name for the same server: checked again, with the stored password.
    const renamed = await h.call.SetEmailConfig({
      org_id: orgId,
      config: { ...settingsFor(mail, user, 'none'), imap_host: 'localhost', email_password: '' },
    });
    expect(renamed.config).toMatchObject({ imap_host: 'localhost', reply_mode: 'none' });
    // A change that fails its check leaves the saved settings as they were.
    await expect(
      h.call.SetEmailConfig({
        org_id: orgId,
        config: { ...settingsFor(mail, user), smtp_port: await closedPort(), email_password: '' },
      }),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect((await h.call.GetEmailConfig({ org_id: orgId })).config).toMatchObject({
      imap_host: 'localhost',
      smtp_port: mail.smtpPort,
    });
    const mailbox = await h.wired.mailboxes.find(orgId);
    expect(h.wired.mailboxes.credentials(mailbox!).password).toBe(user.password);
    expect(mailbox!.revision).toBe(3);
  });

  it('refuses a form with bad fields, naming each', async () => {
    await expect(
      h.call.SetEmailConfig({
        org_id: randomUUID(),
        config: { ...settingsFor(mail, user), imap_port: 70000, reply_mode: 'sometimes' },
      }),
    ).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      fields: { imap_port: expect.any(String), reply_mode: expect.any(String) },
    });
  });
});
