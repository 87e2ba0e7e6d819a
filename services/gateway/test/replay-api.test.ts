// The replay REST API in front of the whole product (npm start's wiring) and the real IMAP/SMTP
// test server: a mailbox with an answered history is replayed on connect; every answer is held
// to the OpenAPI document; one organisation never sees another's replay.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { describeUnlessWaived, eventually } from '@winzmail/testing';
import {
  createMailUser,
  deliver,
  imapAs,
  MAIL_TEST_ENV,
  mailServer,
  type MailUser,
} from '@winzmail/testing/mail-server';
import type { CheckedCall } from '@winzmail/testing/openapi-contract';
import { call, type TestProduct } from '@winzmail/testing/product';
import { startWithTwoOrgs } from '@winzmail/testing/two-orgs';

const server = mailServer();

interface Replay {
  run: null | {
    state: string;
    reason: string;
    replayed: number;
    counts: { threads: number; answered: number; abstained: number };
  };
  threads: { question: { body: string }; staff_reply: string; ai_reply: string; outcome: string }[];
  total: number;
  min_agreement: number;
}

describeUnlessWaived(server !== null, '', 'the replay API over mail-sync (GreenMail)', () => {
  const mail = server!;
  let product: TestProduct;
  let checked: CheckedCall;
  let token: string;
  let otherToken: string;
  let user: MailUser;

  beforeAll(async () => {
    ({ product, checked, token, otherToken } = await startWithTwoOrgs('replayapi', MAIL_TEST_ENV));
    user = await createMailUser(mail, 'replayapi');
    // One answered thread: the customer's question in INBOX, staff's reply in Sent.
    const at = new Date(Date.now() - 3 * 86_400_000);
    await deliver(mail, user.email, {
      from: 'kim@customer.test',
      raw: [
        'From: Kim <kim@customer.test>',
        `To: ${user.email}`,
        'Subject: Gift cards',
        'Message-ID: <q1@customer.test>',
        `Date: ${at.toUTCString()}`,
        '',
        'Do you sell gift cards?',
      ].join('\r\n'),
    });
    const client = await imapAs(mail, user);
    try {
      const sent = (await client.mailboxCreate('Sent')).path;
      await client.append(
        sent,
        [
          `From: ${user.email}`,
          'To: kim@customer.test',
          'Subject: Re: Gift cards',
          'Message-ID: <r1@shop.test>',
          'In-Reply-To: <q1@customer.test>',
          'References: <q1@customer.test>',
          `Date: ${new Date(at.getTime() + 3_600_000).toUTCString()}`,
          '',
          'Yes, in the shop, from 10 to 200 euros.',
        ].join('\r\n'),
        ['\\Seen'],
      );
    } finally {
      await client.logout();
    }
  }, 120_000);
  afterAll(async () => {
    await product?.dispose();
  });

  it('has no replay before a mailbox, and cannot start one', async () => {
    const none = await checked<Replay>('GET', '/org/replay');
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ run: null, threads: [], total: 0, min_agreement: 0 });
    expect((await checked('POST', '/org/replay')).status).toBe(404);
  });

  it('replays the history when the mailbox connects, showing each thread side by side', async () => {
    const saved = await checked('POST', '/org/email-config', {
      imap_host: mail.host,
      imap_port: mail.imapPort,
      smtp_host: mail.host,
      smtp_port: mail.smtpPort,
      email_address: user.email,
      email_password: user.password,
      reply_mode: 'draft',
    });
    expect(saved.status).toBe(200);
    const done = await eventually(
      'the replay on connect',
      () => checked<Replay>('GET', '/org/replay'),
      (r) => r.body.run?.state === 'done',
      { timeoutMs: 60_000 },
    );
    expect(done.body.run).toMatchObject({ reason: 'connected', counts: { threads: 1 } });
    expect(done.body.threads).toEqual([
      expect.objectContaining({
        question: expect.objectContaining({ body: 'Do you sell gift cards?' }),
        staff_reply: 'Yes, in the shop, from 10 to 200 euros.',
        // The test product has no document: nothing to answer from.
        outcome: 'abstained',
      }),
    ]);
    // Another organisation sees nothing of it.
    const other = await checked<Replay>('GET', '/org/replay', undefined, otherToken);
    expect(other.body).toEqual({ run: null, threads: [], total: 0, min_agreement: 0 });
  });

  it('starts again on demand, and refuses what it does not understand', async () => {
    const started = await checked<{ state: string; reason: string }>('POST', '/org/replay');
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ reason: 'staff' });
    await eventually(
      'the replay on demand',
      () => checked<Replay>('GET', '/org/replay'),
      (r) => r.body.run?.state === 'done' && r.body.run.reason === 'staff',
      { timeoutMs: 60_000 },
    );
    const bad = await call('GET', `${product.api}/org/replay?outcome=sometimes`, undefined, token);
    expect(bad.status).toBe(400);
    const filtered = await checked<Replay>('GET', '/org/replay?outcome=answered');
    expect(filtered.body).toMatchObject({ threads: [], total: 0 });
  });

  it('holds auto-send back until the required agreement is met', async () => {
    const minimum = await checked<Replay>('PUT', '/org/replay/minimum', { min_agreement: 70 });
    expect(minimum.status).toBe(200);
    expect(minimum.body.min_agreement).toBe(70);
    const refused = await checked<{ error: string }>('PUT', '/org/email-config/reply-mode', {
      reply_mode: 'auto',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/replayed answers/);
    const out = await call(
      'PUT',
      `${product.api}/org/replay/minimum`,
      { min_agreement: 101 },
      token,
    );
    expect(out.status).toBe(400);
    await checked('PUT', '/org/replay/minimum', { min_agreement: 0 });
    const allowed = await checked<{ reply_mode: string }>('PUT', '/org/email-config/reply-mode', {
      reply_mode: 'auto',
    });
    expect(allowed.status).toBe(200);
    expect(allowed.body.reply_mode).toBe('auto');
  });
});
