import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { EventMap } from '@winzmail/proto';
import { describeUnlessWaived, eventually } from '@winzmail/testing';
import {
  createMailUser,
  mailServer,
  readFolder,
  type MailUser,
} from '@winzmail/testing/mail-server';
import type { EmailDoc } from '../src/adapters/repositories.js';
import { capReason } from '../src/domain/loop-guard.js';
import type { ReplyMode } from '../src/domain/types.js';
import {
  generatedEvent,
  orgWithMailbox,
  REPLY_TEXT,
  startMailHarness,
  storedEmail,
  type MailHarness,
} from './support/harness.js';

/**
 * reply.generated → what happens to the email: drafted (and in the mailbox's Drafts), or sent
 * threaded through GreenMail (and in Sent) when the mode and the verdicts allow; the loop guard.
 */
const server = mailServer();

describeUnlessWaived(server !== null, '', 'mail-sync reply flow (GreenMail)', () => {
  const mail = server!;
  let h: MailHarness;
  let customer: MailUser;
  const sent: EventMap['reply.sent'][] = [];
  beforeAll(async () => {
    h = await startMailHarness();
    customer = await createMailUser(mail, 'customer');
    await h.bus.subscribe('reply.sent', `test-${randomUUID()}`, async (e) => {
      sent.push(e);
    });
  }, 60_000);
  afterAll(() => h?.dispose());

  const emailNow = (e: EmailDoc) => h.wired.repos.emails.findOne({ _id: e._id });
  const settledEmail = (e: EmailDoc) =>
    eventually(
      'the email handled',
      () => emailNow(e),
      (d) => d?.status !== 'pending',
    );
  /** A folder's messages with folded header lines unfolded; none while it does not exist. */
  const folder = async (user: MailUser, name = 'INBOX') => {
    const messages = await readFolder(mail, user, name).catch((err: unknown) => {
      if (name === 'INBOX') throw err;
      return [];
    });
    return messages.map((m) => m.replace(/\r?\n[ \t]+/g, ' '));
  };
  /** Replies the customer received to one message (by In-Reply-To). */
  const repliesTo = async (e: EmailDoc, user = customer) =>
    (await folder(user)).filter((m) => m.includes(`In-Reply-To: ${e.message_id}`));

  async function setUp(mode: ReplyMode) {
    const org = await orgWithMailbox(h, mail, mode);
    const email = await storedEmail(h, org.mailbox, customer.email);
    return { ...org, email };
  }

  it('mode draft: drafted with the reply and its sources, and the draft in the Drafts folder', async () => {
    const { user, email } = await setUp('draft');
    await h.bus.publish('reply.generated', generatedEvent(email));
    const done = await settledEmail(email);
    expect(done).toMatchObject({
      status: 'drafted',
      reason: '',
      reply_body: REPLY_TEXT,
      sources: [expect.objectContaining({ filename: 'hours.txt', number: 1 })],
      draft: expect.objectContaining({ grounded: true, model: 'grounded-composer' }),
    });
    const drafts = await eventually(
      'the draft in Drafts',
      () => folder(user, 'Drafts'),
      (d) => d.length > 0,
    );
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toContain(`In-Reply-To: ${email.message_id}`);
    expect(drafts[0]).toContain('Subject: Re: Opening hours');
    expect(drafts[0]).not.toMatch(/Auto-Submitted/);
    expect(await repliesTo(email)).toEqual([]);
  });

  it('mode auto: the sender gets one threaded, automatic reply; a copy in Sent; reply.sent', async () => {
    const { user, email } = await setUp('auto');
    await h.bus.publish('reply.generated', generatedEvent(email));
    const done = await settledEmail(email);
    expect(done).toMatchObject({
      status: 'replied',
      reply_body: REPLY_TEXT,
      sent: expect.objectContaining({ by: 'auto', kept_permille: 1000 }),
    });
    const [reply] = await repliesTo(email);
    expect(await repliesTo(email)).toHaveLength(1);
    expect(reply).toContain(`From: ${user.email}`);
    expect(reply).toContain('Subject: Re: Opening hours');
    expect(reply).toContain(`References: <root@customer.test> ${email.message_id}`);
    expect(reply).toContain('Auto-Submitted: auto-replied');
    expect(reply).toContain(`Message-ID: ${done!.sent!.message_id}`);
    expect(reply).toContain('We open at nine on Saturdays.');
    const copies = await eventually(
      "the reply's copy in Sent",
      () => folder(user, 'Sent'),
      (s) => s.length > 0,
    );
    expect(copies).toHaveLength(1);
    expect(copies[0]).toContain(`Message-ID: ${done!.sent!.message_id}`);
    await eventually(
      'reply.sent for the email',
      async () => sent.filter((e) => e.email_id === email._id),
      (s) => s.length > 0,
    );
    expect(sent.find((e) => e.email_id === email._id)).toMatchObject({
      org_id: email.org_id,
      message_id: done!.sent!.message_id,
    });
  });

  it.each([
    [
      'not grounded',
      { grounded: false },
      'not sent automatically: the reply is not grounded in your documents',
    ],
    [
      'an abstention',
      { abstained: true },
      'not sent automatically: the AI did not have the information',
    ],
    [
      'a flagged message',
      { screening: { passed: false, flags: ['injection:override'] } },
      'not sent automatically: the message looked unsafe (injection:override)',
    ],
  ])('mode auto, %s: drafted with the reason, nothing sent', async (_case, verdicts, reason) => {
    const { email } = await setUp('auto');
    await h.bus.publish('reply.generated', generatedEvent(email, verdicts));
    expect(await settledEmail(email)).toMatchObject({
      status: 'drafted',
      reason,
      reply_body: REPLY_TEXT,
    });
    expect(await repliesTo(email)).toEqual([]);
  });

  it('backlog is never answered automatically, even in mode auto', async () => {
    const { mailbox } = await setUp('auto');
    const old = await storedEmail(h, mailbox, customer.email, { backlog: true });
    await h.bus.publish('reply.generated', generatedEvent(old));
    expect(await settledEmail(old)).toMatchObject({ status: 'drafted' });
    expect(await repliesTo(old)).toEqual([]);
  });

  it('the daily cap: one automatic reply per sender and conversation a day, then drafts', async () => {
    const { mailbox, email, user } = await setUp('auto');
    const again = await storedEmail(h, mailbox, customer.email, { thread_key: email.thread_key });
    const otherThread = await storedEmail(h, mailbox, customer.email);
    await h.bus.publish('reply.generated', generatedEvent(email));
    expect(await settledEmail(email)).toMatchObject({ status: 'replied' });
    await h.bus.publish('reply.generated', generatedEvent(again));
    // A person who writes again is never hidden: the reply waits for staff, in Drafts too.
    expect(await settledEmail(again)).toMatchObject({
      status: 'drafted',
      reason: capReason(1),
      reply_body: REPLY_TEXT,
    });
    expect(await repliesTo(again)).toEqual([]);
    const drafts = await eventually(
      'the draft in Drafts',
      () => folder(user, 'Drafts'),
      (d) => d.length > 0,
    );
    expect(drafts.filter((d) => d.includes(`In-Reply-To: ${again.message_id}`))).toHaveLength(1);
    await h.bus.publish('reply.generated', generatedEvent(otherThread));
    expect(await settledEmail(otherThread)).toMatchObject({ status: 'replied' });
  });

  it('mode none: the email is left as it is', async () => {
    const { mailbox } = await setUp('auto');
    const quiet = await storedEmail(h, mailbox, customer.email, { reply_mode: 'none' });
    await h.bus.publish('reply.generated', generatedEvent(quiet));
    // One organisation's events are handled in order: once a later one is done, this one was.
    const later = await storedEmail(h, mailbox, customer.email, { reply_mode: 'draft' });
    await h.bus.publish('reply.generated', generatedEvent(later));
    await settledEmail(later);
    expect(await emailNow(quiet)).toMatchObject({ status: 'pending', reply_body: '' });
  });
});
