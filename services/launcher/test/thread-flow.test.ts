import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { eventually, describeWithServer, env, describeUnlessWaived } from '@winzmail/testing';
import { uploadText } from '@winzmail/testing/chat';
import { SHOP_DOCS } from '@winzmail/testing/knowledge-base';
import {
  createMailUser,
  deliver,
  emailConfigFor,
  MAIL_TEST_ENV,
  mailServer,
  readFolder,
  type MailServer,
  type MailUser,
} from '@winzmail/testing/mail-server';
import {
  call,
  login,
  newAccount,
  register,
  startTestProduct,
  type TestProduct,
} from '@winzmail/testing/product';

/**
 * The whole conversation through the real flow: the product (the real knowledge service, the
 * offline composer) answering real mail from GreenMail. A customer who asks a new question in
 * reply to an automatic answer gets the new question answered — the earlier messages are context,
 * not the question — and is never hidden as needing no reply; past the daily cap the reply waits
 * as a draft; an auto-responder that repeats itself is stopped. On the embedded adapters and on
 * Kafka + MongoDB (the conversation is read back by queries both stores must answer alike).
 */
const server = mailServer();
const run = randomBytes(4).toString('hex');
const ADAPTERS = [
  { name: 'embedded adapters', servers: [] as string[], env: (): Record<string, string> => ({}) },
  {
    name: 'Kafka + MongoDB',
    servers: ['KAFKA_BROKERS', 'MONGODB_URL'],
    env: (): Record<string, string> => ({
      KAFKA_BROKERS: env('KAFKA_BROKERS'),
      MONGODB_URL: env('MONGODB_URL'),
      KAFKA_TOPIC_PREFIX: `th${run}.`,
      MONGODB_DATABASE_PREFIX: `th${run}-`,
    }),
  },
];

interface Incoming {
  id: string;
  from_address: string;
  subject: string;
  body: string;
  status: string;
  reason: string;
  reply_body: string;
}

describeUnlessWaived(
  server !== null,
  '',
  'a conversation through the real flow (GreenMail)',
  () => {
    const mail = server!;
    for (const adapters of ADAPTERS)
      describeWithServer(adapters.servers, `on ${adapters.name}`, () =>
        conversation(mail, adapters.env),
      );
  },
);

function conversation(mail: MailServer, adapterEnv: () => Record<string, string>): void {
  let product: TestProduct;
  let token = '';
  let shop: MailUser;
  const api = () => product.api;

  beforeAll(async () => {
    // Two automatic replies per sender and conversation a day: the follow-up is sent, the one
    // after it waits as a draft.
    product = await startTestProduct({
      ...MAIL_TEST_ENV,
      LLM_PROVIDER: 'composer',
      MAIL_AUTO_REPLIES_PER_THREAD_DAY: '2',
      ...adapterEnv(),
    });
    const account = newAccount('thread');
    expect((await register(api(), account)).status).toBe(201);
    token = await login(api(), account);
    for (const [name, text] of Object.entries(SHOP_DOCS))
      await uploadText(api(), token, name, text);
    shop = await createMailUser(mail, 'thread-shop');
    const saved = await call(
      'POST',
      `${api()}/org/email-config`,
      emailConfigFor(mail, shop, 'auto'),
      token,
    );
    expect(saved.status).toBe(200);
  }, 180_000);
  afterAll(() => product?.dispose());

  const incoming = async () =>
    (await call<Incoming[]>('GET', `${api()}/org/email/incoming?limit=100`, undefined, token)).body;
  /** The email with this text in its body, once it is no longer pending. */
  const settled = (text: string) =>
    eventually(
      'the email to be settled (not pending)',
      incoming,
      (list) => list.some((e) => e.body.includes(text) && e.status !== 'pending'),
      { timeoutMs: 60_000 },
    ).then((list) => list.find((e) => e.body.includes(text))!);
  /** The replies `user` received in reply to `messageId`. */
  const repliesTo = async (user: MailUser, messageId: string) =>
    (await readFolder(mail, user))
      // Folded header lines unfolded; quoted-printable's soft line breaks joined.
      .map((m) => m.replace(/\r?\n[ \t]+/g, ' ').replace(/=\r?\n/g, ''))
      .filter((m) => m.includes(`In-Reply-To: ${messageId}`));
  /** 'replied', or the status with the reason it was not sent (what a failure should show). */
  const sentOrWhy = (e: Incoming) =>
    e.status === 'replied' ? e.status : `${e.status}: ${e.reason}`;
  const messageIdOf = (raw: string) => /^Message-ID:\s*(<[^>]+>)/im.exec(raw)![1]!;

  it('a new question in reply to an automatic answer is answered — the new question, not the old one', async () => {
    const customer = await createMailUser(mail, 'thread-customer');
    const tag = randomUUID().slice(0, 8);
    const first = `<first-${tag}@customer.test>`;
    await deliver(mail, shop.email, {
      from: customer.email,
      to: shop.email,
      subject: `Sending items back ${tag}`,
      messageId: first,
      text: 'How long do I have to send back unused items for a refund?',
    });
    expect(sentOrWhy(await settled('How long do I have to send back'))).toBe('replied');
    const [answer] = await eventually(
      'the reply to the first question',
      () => repliesTo(customer, first),
      (r) => r.length > 0,
    );
    expect(answer).toMatch(/30 days/);

    // The customer answers the automatic reply with a new question, quoting it below.
    const answerId = messageIdOf(answer!);
    const followUp = `<follow-${tag}@customer.test>`;
    await deliver(mail, shop.email, {
      from: customer.email,
      to: shop.email,
      subject: `Re: Sending items back ${tag}`,
      messageId: followUp,
      inReplyTo: answerId,
      references: [first, answerId],
      text:
        'Thanks! One more question: when do I get the tracking link for my parcel?\n\n' +
        `On Monday, ${shop.email} wrote:\n> Customers may send back unused items within 30 days.\n`,
    });
    const second = await settled('tracking link for my parcel');
    expect(sentOrWhy(second)).toBe('replied');
    expect(second.body).not.toContain('30 days');
    const [secondReply] = await eventually(
      'the reply to the follow-up',
      () => repliesTo(customer, followUp),
      (r) => r.length > 0,
    );
    expect(secondReply).toMatch(/tracking link is emailed/);
    expect(secondReply).not.toMatch(/30 days/);
    expect(secondReply).toContain(`References: ${first}`);

    // A third message the same day: past the cap, a draft with the reason — still counted.
    await deliver(mail, shop.email, {
      from: customer.email,
      to: shop.email,
      subject: `Re: Sending items back ${tag}`,
      messageId: `<third-${tag}@customer.test>`,
      inReplyTo: messageIdOf(secondReply!),
      references: [first, messageIdOf(secondReply!)],
      text: 'And which payment methods do you accept?',
    });
    const third = await settled('which payment methods');
    expect(third).toMatchObject({
      status: 'drafted',
      reason: expect.stringMatching(/already had 2 automatic replies .*\(loop guard\)/),
    });
    expect(third.reply_body).toMatch(/credit cards/);
    expect(await repliesTo(customer, `<third-${tag}@customer.test>`)).toEqual([]);
    const stats = await call<{ drafted: number; no_reply_needed: number; pending: number }>(
      'GET',
      `${api()}/org/email/stats`,
      undefined,
      token,
    );
    expect(stats.body).toMatchObject({ drafted: 1, no_reply_needed: 0, pending: 0 });
  }, 180_000);

  it('an auto-responder that sends the same text again is stopped', async () => {
    const robot = await createMailUser(mail, 'thread-robot');
    const tag = randomUUID().slice(0, 8);
    const text = `Thank you for your message (${tag}). When do I get the tracking link for my parcel?`;
    const first = `<robot-${tag}@robot.test>`;
    await deliver(mail, shop.email, {
      from: robot.email,
      to: shop.email,
      subject: `Parcel ${tag}`,
      messageId: first,
      text,
    });
    expect(sentOrWhy(await settled(text))).toBe('replied');
    const [answer] = await eventually(
      "the reply to the robot's first email",
      () => repliesTo(robot, first),
      (r) => r.length > 0,
    );
    // The robot answers the answer with the very same text.
    const again = `<robot-again-${tag}@robot.test>`;
    await deliver(mail, shop.email, {
      from: robot.email,
      to: shop.email,
      subject: `Re: Parcel ${tag}`,
      messageId: again,
      inReplyTo: messageIdOf(answer!),
      references: [first, messageIdOf(answer!)],
      text,
    });
    const looped = await eventually(
      "the robot's repeated email in the inbox",
      incoming,
      (list) => list.filter((e) => e.body === text).length === 2,
      { timeoutMs: 60_000 },
    ).then((list) => list.filter((e) => e.body === text).find((e) => e.status !== 'replied')!);
    expect(looped).toMatchObject({
      status: 'no_reply_needed',
      reason: expect.stringMatching(/same message again .*\(loop guard\)/),
    });
    expect(await repliesTo(robot, again)).toEqual([]);
  }, 180_000);
}
