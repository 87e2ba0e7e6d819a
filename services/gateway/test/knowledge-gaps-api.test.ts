// The knowledge-gap queue's REST API in front of the whole product (npm start's wiring) and the
// real IMAP/SMTP test server: a customer's question the AI abstains on (the test product has no
// documents) reaches the queue through mail-sync and knowledge-ingestion; staff's answer becomes
// a document and the question leaves the queue; every answer is held to the OpenAPI document; one
// organisation never sees or resolves another's.
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

interface Gaps {
  groups: {
    count: number;
    this_week: number;
    last_week: number;
    examples: { question: string; source: string; reference_id: string }[];
  }[];
  total: number;
  grouped_by: string;
}
interface Entry {
  document: { id: string; filename: string; status: string };
  resolved: number;
}

describeUnlessWaived(server !== null, '', 'the knowledge-gap API (GreenMail)', () => {
  const mail = server!;
  let product: TestProduct;
  let checked: CheckedCall;
  let token: string;
  let otherToken: string;
  let user: MailUser;
  let customer: MailUser;

  beforeAll(async () => {
    ({ product, checked, token, otherToken } = await startWithTwoOrgs('gapsapi', MAIL_TEST_ENV));
    [user, customer] = await Promise.all([
      createMailUser(mail, 'gapsapi'),
      createMailUser(mail, 'gapsapi-customer'),
    ]);
  }, 120_000);
  afterAll(async () => {
    await product?.dispose();
  });

  it('starts empty', async () => {
    const none = await checked<Gaps>('GET', '/org/knowledge-gaps');
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ groups: [], total: 0, grouped_by: 'words' });
  });

  let emailId: string;
  it('queues a question the AI abstained on', async () => {
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
      subject: 'Gift cards',
      messageId: `<${tag}@customer.test>`,
      text: 'Do you sell gift cards?',
    });
    const queued = await eventually(
      'the abstained question in the queue',
      () => checked<Gaps>('GET', '/org/knowledge-gaps'),
      (r) => r.body.total === 1,
      { timeoutMs: 60_000 },
    );
    expect(queued.body.groups).toEqual([
      expect.objectContaining({
        count: 1,
        this_week: 1,
        last_week: 0,
        examples: [
          expect.objectContaining({
            question: 'Do you sell gift cards?',
            source: 'email_abstained',
          }),
        ],
      }),
    ]);
    emailId = queued.body.groups[0]!.examples[0]!.reference_id;
    const inbox = await checked<{ id: string; status: string }[]>(
      'GET',
      '/org/email/incoming?status=drafted',
    );
    expect(inbox.body.map((e) => e.id)).toContain(emailId);

    // Another organisation sees nothing of it.
    const theirs = await checked<Gaps>('GET', '/org/knowledge-gaps', undefined, otherToken);
    expect(theirs.body).toMatchObject({ groups: [], total: 0 });
  });

  it('refuses a bad entry with its fields, and another organisation’s email', async () => {
    const bad = await call<{ error: string; fields: Record<string, string> }>(
      'POST',
      `${product.api}/org/knowledge-gaps/entries`,
      { question: '  ', answer: 'x'.repeat(4001) },
      token,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['answer', 'question']);
    const theirs = await checked(
      'POST',
      '/org/knowledge-gaps/entries',
      { question: 'Do you sell gift cards?', answer: 'No.', email_id: emailId },
      otherToken,
    );
    expect(theirs.status).toBe(404);
    const documents = await call<unknown[]>(
      'GET',
      `${product.api}/org/documents/list`,
      undefined,
      otherToken,
    );
    expect(documents.body).toEqual([]);
  });

  it("adds staff's answer to the knowledge base; the question leaves the queue", async () => {
    const added = await checked<Entry>('POST', '/org/knowledge-gaps/entries', {
      question: 'Do you sell gift cards?',
      answer: 'Yes, gift cards from 10 to 200 euros are sold in the shop.',
      email_id: emailId,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      document: { filename: 'Q&A – Do you sell gift cards.md', status: 'processing' },
      resolved: 1,
    });
    await eventually(
      'the entry to be indexed',
      () => checked<{ id: string; status: string }[]>('GET', '/org/documents/list'),
      (r) => r.body.some((d) => d.id === added.body.document.id && d.status === 'ready'),
      { timeoutMs: 30_000 },
    );
    expect((await checked<Gaps>('GET', '/org/knowledge-gaps')).body).toMatchObject({
      groups: [],
      total: 0,
    });
  });

  it('queues a chat question without an answer, and an answer rated down', async () => {
    const staff = { token };
    const unanswered = await ask(product.api, staff, 'Do you repair bicycles?');
    expect(unanswered.status).toBe(200);
    const answered = await ask(product.api, staff, 'Do you sell gift cards?');
    const rated = await checked('POST', '/chat/feedback', {
      chat_id: answered.body.id,
      rating: 'down',
      reason: 'It did not say where.',
    });
    expect(rated.status).toBe(200);
    const gaps = await eventually(
      'the chat questions in the queue',
      () => checked<Gaps>('GET', '/org/knowledge-gaps'),
      (r) => {
        const sources = r.body.groups.flatMap((g) => g.examples.map((e) => e.source));
        return sources.includes('chat_abstained') && sources.includes('negative_feedback');
      },
      { timeoutMs: 30_000 },
    );
    const examples = gaps.body.groups.flatMap((g) => g.examples);
    expect(examples).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          source: 'chat_abstained',
          question: 'Do you repair bicycles?',
          reference_id: unanswered.body.id,
        }),
        expect.objectContaining({
          source: 'negative_feedback',
          question: 'Do you sell gift cards?',
          reference_id: answered.body.id,
        }),
      ]),
    );
  });
});
