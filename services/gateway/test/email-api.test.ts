// The email REST API in front of the real mail-sync (the whole product, as npm start runs it)
// and the real IMAP/SMTP test server (GreenMail): every answer is held to the gateway's OpenAPI
// document, and one organisation never sees or touches another's mail.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { eventually, describeUnlessWaived } from '@winzmail/testing';
import {
  createMailUser,
  deliver,
  MAIL_TEST_ENV,
  mailServer,
  readFolder,
  type MailUser,
} from '@winzmail/testing/mail-server';
import type { CheckedCall } from '@winzmail/testing/openapi-contract';
import { type TestProduct } from '@winzmail/testing/product';
import { startWithTwoOrgs } from '@winzmail/testing/two-orgs';

const server = mailServer();

interface Email {
  id: string;
  subject: string;
  status: string;
  reply_body: string;
}

describeUnlessWaived(server !== null, '', 'the email API over mail-sync (GreenMail)', () => {
  const mail = server!;
  let product: TestProduct;
  let checked: CheckedCall;
  let otherToken: string;
  let user: MailUser;
  let customer: MailUser;

  beforeAll(async () => {
    ({ product, checked, otherToken } = await startWithTwoOrgs('mailapi', MAIL_TEST_ENV));
    [user, customer] = await Promise.all([
      createMailUser(mail, 'mailapi'),
      createMailUser(mail, 'mailapi-customer'),
    ]);
  }, 120_000);
  afterAll(async () => {
    await product?.dispose();
  });

  /** Calls the gateway and holds the request and the answer to its OpenAPI document. */
  const settings = (password: string) => ({
    imap_host: mail.host,
    imap_port: mail.imapPort,
    smtp_host: mail.host,
    smtp_port: mail.smtpPort,
    email_address: user.email,
    email_password: password,
    // No automatic replies: the emails stay as this test leaves them.
    reply_mode: 'none',
  });

  it("configures the mailbox: none yet (200), the servers' refusal as a 400, then the settings", async () => {
    // No mailbox yet is a normal state, answered as such (not a 404 logged on every page).
    const none = await checked<Record<string, unknown>>('GET', '/org/email-config');
    expect([none.status, none.body]).toEqual([200, { configured: false }]);
    const before = await checked<Record<string, unknown>>('GET', '/org/automation-status');
    expect(before.body).toEqual({
      email_service: { configured: false, state: 'not_configured', detail: '' },
      // Every service answers for itself in the whole product.
      ai_responses: { reachable: true, model: expect.any(String), detail: expect.any(String) },
      document_sync: { total: 0, ready: 0, processing: 0, failed: 0 },
    });

    const wrong = await checked<{ error: string; fields: Record<string, string> }>(
      'POST',
      '/org/email-config',
      settings('not-the-password'),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatch(/refused the email address and password/);
    expect(wrong.body.fields).toHaveProperty('email_password');

    const saved = await checked<Record<string, unknown>>(
      'POST',
      '/org/email-config',
      settings(user.password),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      imap_host: mail.host,
      imap_port: mail.imapPort,
      email_address: user.email,
      reply_mode: 'none',
      provider: 'imap',
    });
    expect(JSON.stringify(saved.body)).not.toContain(user.password);

    const read = await checked<Record<string, unknown>>('GET', '/org/email-config');
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ configured: true, email_address: user.email });
    expect(JSON.stringify(read.body)).not.toContain(user.password);
    // Another organisation still has none.
    const others = await checked('GET', '/org/email-config', undefined, otherToken);
    expect([others.status, others.body]).toEqual([200, { configured: false }]);
    expect((await checked('GET', '/api/recent-emails', undefined, otherToken)).status).toBe(404);

    const after = await checked<{ email_service: { configured: boolean; state: string } }>(
      'GET',
      '/org/automation-status',
    );
    expect(after.body.email_service.configured).toBe(true);
    expect(['connecting', 'idle', 'polling']).toContain(after.body.email_service.state);
  });

  it('lists the mail that arrives, a page at a time with the total in X-Total-Count', async () => {
    const tag = randomUUID().slice(0, 8);
    for (const n of [1, 2, 3]) {
      await deliver(mail, user.email, {
        from: customer.email,
        to: user.email,
        subject: `Order ${tag} question ${n}`,
        messageId: `<${tag}-${n}@customer.test>`,
        text: `Hello, where is order ${n}?`,
      });
    }
    const check = await checked<{ fetched: number }>('GET', '/api/recent-emails');
    expect(check.status).toBe(200);
    expect(check.body.fetched).toEqual(expect.any(Number));

    const all = await eventually(
      'the three delivered emails in the inbox',
      () => checked<Email[]>('GET', '/org/email/incoming?limit=50'),
      (res) => res.body.filter((e) => e.subject.includes(tag)).length === 3,
      { timeoutMs: 30_000 },
    );
    const total = Number(all.headers.get('x-total-count'));
    expect(total).toBe(all.body.length);

    const page = await checked<Email[]>('GET', '/org/email/incoming?limit=2&offset=1');
    expect(page.body.map((e) => e.id)).toEqual(all.body.slice(1, 3).map((e) => e.id));
    expect(Number(page.headers.get('x-total-count'))).toBe(total);

    const pending = await checked<Email[]>('GET', '/org/email/incoming?status=pending');
    expect(pending.body.every((e) => e.status === 'pending')).toBe(true);
    const replied = await checked<Email[]>('GET', '/org/email/incoming?status=replied');
    expect(replied.body).toEqual([]);
    expect(replied.headers.get('x-total-count')).toBe('0');

    // Another organisation sees none of it.
    const theirs = await checked<Email[]>('GET', '/org/email/incoming', undefined, otherToken);
    expect(theirs.body).toEqual([]);
    expect(theirs.headers.get('x-total-count')).toBe('0');

    const stats = await checked<{ total: number; pending: number; week: unknown[] }>(
      'GET',
      '/org/email/stats?utc_offset_minutes=60',
    );
    expect(stats.status).toBe(200);
    expect(stats.body.total).toBe(total);
    expect(stats.body.week).toHaveLength(7);
  });

  it('generates a reply without sending it, sends one once, and refuses what is not yours', async () => {
    const list = await checked<Email[]>('GET', '/org/email/incoming?status=pending');
    const email = list.body[0]!;

    const generated = await checked<{ reply: string; sent: boolean; generated?: object }>(
      'POST',
      '/org/email/reply',
      { email_id: email.id, reply_text: '' },
    );
    expect(generated.status).toBe(200);
    expect(generated.body.sent).toBe(false);
    expect(generated.body.reply).toEqual(expect.any(String));
    expect(generated.body.generated).toBeDefined();
    const unchanged = await checked<Email[]>('GET', '/org/email/incoming?limit=50');
    expect(unchanged.body.find((e) => e.id === email.id)?.status).toBe('pending');

    // Another organisation can neither generate for nor answer this email.
    for (const reply_text of ['', 'Not mine to answer.']) {
      const refused = await checked<{ error: string }>(
        'POST',
        '/org/email/reply',
        { email_id: email.id, reply_text },
        otherToken,
      );
      expect(refused.status).toBe(404);
    }

    const text = `Your order is on its way (${randomUUID().slice(0, 8)}).`;
    const sent = await checked<{ reply: string; sent: boolean }>('POST', '/org/email/reply', {
      email_id: email.id,
      reply_text: text,
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ sent: true });
    const after = await checked<Email[]>('GET', '/org/email/incoming?status=replied');
    expect(after.body.map((e) => [e.id, e.reply_body])).toEqual([[email.id, text]]);
    await eventually(
      "the reply in the customer's mailbox",
      () => readFolder(mail, customer),
      (messages) => messages.some((m) => m.includes(text)),
      { timeoutMs: 15_000 },
    );

    const again = await checked<{ error: string }>('POST', '/org/email/reply', {
      email_id: email.id,
      reply_text: 'A second answer',
    });
    expect(again.status).toBe(409);
    expect(
      (await checked('POST', '/org/email/reply', { email_id: 'no-such-email', reply_text: 'x' }))
        .status,
    ).toBe(404);
  });

  it('offers no Gmail or Outlook without their clients, and says why; sets the reply mode alone', async () => {
    expect((await checked('GET', '/mail-providers')).body).toEqual({
      gmail: false,
      outlook: false,
      // What an administrator sets to offer them.
      settings: {
        gmail: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
        outlook: ['MICROSOFT_CLIENT_ID'],
      },
    });
    const gmail = await checked<{ error: string }>('GET', '/gmail/initiate?email=a%40b.example');
    expect([gmail.status, gmail.body.error]).toEqual([
      409,
      'Gmail is not set up on this server (GOOGLE_CLIENT_ID).',
    ]);
    const outlook = await checked<{ error: string }>('GET', '/api/fetch-emails');
    expect([outlook.status, outlook.body.error]).toEqual([
      409,
      'Outlook is not set up on this server (MICROSOFT_CLIENT_ID).',
    ]);
    expect((await checked('GET', '/org/outlook-email-config')).body).toEqual({ email_address: '' });

    const mode = await checked<{ reply_mode: string; provider: string }>(
      'PUT',
      '/org/email-config/reply-mode',
      { reply_mode: 'none' },
    );
    expect([mode.status, mode.body.reply_mode, mode.body.provider]).toEqual([200, 'none', 'imap']);
    const other = await checked(
      'PUT',
      '/org/email-config/reply-mode',
      { reply_mode: 'auto' },
      otherToken,
    );
    expect(other.status).toBe(404);
    expect(
      (await checked<{ reply_mode: string }>('GET', '/org/email-config')).body.reply_mode,
    ).toBe('none');
  });
});
