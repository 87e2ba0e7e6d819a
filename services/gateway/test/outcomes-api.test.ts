// The Dashboard's outcomes and the model budget over the whole product (npm start's wiring) and
// the real IMAP/SMTP test server: an email the AI has no answer for is counted as abstained in
// its mailbox's week, a thumb on a chat answer in the week's thumbs; every answer is held to the
// OpenAPI document; one organisation never sees another's.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { describeUnlessWaived, eventually } from '@winzmail/testing';
import { ask } from '@winzmail/testing/chat';
import {
  createMailUser,
  deliver,
  MAIL_TEST_ENV,
  mailServer,
  type MailUser,
} from '@winzmail/testing/mail-server';
import type { CheckedCall } from '@winzmail/testing/openapi-contract';
import { call, type TestProduct } from '@winzmail/testing/product';
import { startWithTwoOrgs } from '@winzmail/testing/two-orgs';

const server = mailServer();

interface Week {
  week: string;
  abstained: number;
  auto_sent: number;
  resolved: number;
  cost_usd: number;
  cost_per_resolved_usd: number | null;
  replay_agreement_pct: number | null;
}
interface Outcomes {
  weeks: string[];
  mailboxes: { mailbox_id: string; email_address: string; current: boolean; weeks: Week[] }[];
  thumbs: { week: string; up: number; down: number }[];
  budget: null | {
    monthly_usd: number;
    spent_usd: number;
    exceeded: boolean;
    priced: boolean;
    fallback_model: string;
  };
}

describeUnlessWaived(server !== null, '', 'the outcomes API (GreenMail)', () => {
  const mail = server!;
  let product: TestProduct;
  let checked: CheckedCall;
  let token: string;
  let otherToken: string;
  let user: MailUser;
  let customer: MailUser;

  beforeAll(async () => {
    ({ product, checked, token, otherToken } = await startWithTwoOrgs('outcomes', MAIL_TEST_ENV));
    [user, customer] = await Promise.all([
      createMailUser(mail, 'outcomes'),
      createMailUser(mail, 'outcomes-customer'),
    ]);
  }, 120_000);
  afterAll(async () => {
    await product?.dispose();
  });

  it('has eight empty weeks and no mailbox before one is connected; the composer costs nothing', async () => {
    const none = await checked<Outcomes>('GET', '/org/outcomes');
    expect(none.status).toBe(200);
    expect(none.body.weeks).toHaveLength(8);
    expect(none.body.mailboxes).toEqual([]);
    expect(none.body.thumbs).toEqual(none.body.weeks.map((week) => ({ week, up: 0, down: 0 })));
    expect(none.body.budget).toEqual({
      monthly_usd: 0,
      spent_usd: 0,
      exceeded: false,
      month: expect.stringMatching(/^\d{4}-\d{2}$/),
      priced: false,
      fallback_model: 'grounded-composer',
    });
  });

  it('counts an email the AI could not answer, and a thumb, in this week', async () => {
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
    const tag = randomUUID().slice(0, 8);
    await deliver(mail, user.email, {
      from: customer.email,
      to: user.email,
      subject: `Gift cards ${tag}`,
      messageId: `<${tag}@customer.test>`,
      text: 'Do you sell gift cards?',
    });
    await checked('GET', '/api/recent-emails');
    // The test product has no document: the AI abstains, the email is drafted.
    const counted = await eventually(
      'the abstention counted',
      () => checked<Outcomes>('GET', '/org/outcomes?weeks=2'),
      (r) => (r.body.mailboxes[0]?.weeks[0]?.abstained ?? 0) > 0,
      { timeoutMs: 60_000 },
    );
    expect(counted.body.weeks).toHaveLength(2);
    const [box] = counted.body.mailboxes;
    expect(box).toMatchObject({ email_address: user.email, current: true });
    expect(box!.weeks[0]).toMatchObject({
      abstained: 1,
      auto_sent: 0,
      resolved: 0,
      cost_usd: 0,
      cost_per_resolved_usd: null,
    });

    const answer = await ask(product.api, { token }, 'Do you sell gift cards?');
    expect(answer.status).toBe(200);
    const rated = await checked('POST', '/chat/feedback', {
      chat_id: answer.body.id,
      rating: 'up',
    });
    expect(rated.status).toBe(200);
    const thumbs = await checked<Outcomes>('GET', '/org/outcomes?weeks=2');
    expect(thumbs.body.thumbs[0]).toMatchObject({ up: 1, down: 0 });

    // Another organisation sees none of it.
    const theirs = await checked<Outcomes>('GET', '/org/outcomes', undefined, otherToken);
    expect(theirs.body.mailboxes).toEqual([]);
    expect(theirs.body.thumbs.every((t) => t.up === 0 && t.down === 0)).toBe(true);
  });

  it('sets a monthly budget to the cent, and refuses what it cannot be', async () => {
    const set = await checked<Outcomes['budget']>('PUT', '/org/model-budget', {
      monthly_usd: 12.345,
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ monthly_usd: 12.35, exceeded: false });
    expect((await checked<Outcomes>('GET', '/org/outcomes')).body.budget?.monthly_usd).toBe(12.35);
    // Another organisation's budget is its own.
    const theirs = await checked<Outcomes>('GET', '/org/outcomes', undefined, otherToken);
    expect(theirs.body.budget?.monthly_usd).toBe(0);
    for (const body of [
      { monthly_usd: -1 },
      { monthly_usd: 'ten' },
      { monthly_usd: 2_000_000 },
      {},
    ])
      expect((await call('PUT', `${product.api}/org/model-budget`, body, token)).status).toBe(400);
    for (const weeks of ['0', '27', 'many'])
      expect(
        (await call('GET', `${product.api}/org/outcomes?weeks=${weeks}`, undefined, token)).status,
      ).toBe(400);
    expect((await call('GET', `${product.api}/org/outcomes`)).status).toBe(401);
    expect((await call('PUT', `${product.api}/org/model-budget`, { monthly_usd: 1 })).status).toBe(
      401,
    );
  });
});
