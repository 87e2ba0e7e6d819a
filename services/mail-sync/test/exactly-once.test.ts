import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { describeUnlessWaived, eventually } from '@winzmail/testing';
import {
  createMailUser,
  mailServer,
  readFolder,
  type MailUser,
} from '@winzmail/testing/mail-server';
import type { EmailDoc } from '../src/adapters/repositories.js';
import { INTERRUPTED_REASON, STALE_CLAIM_MS } from '../src/domain/send-claim.js';
import {
  generatedEvent,
  orgWithMailbox,
  startMailHarness,
  storedEmail,
  type MailHarness,
} from './support/harness.js';

/**
 * Exactly once: however often reply.generated arrives, however many send at the same moment, and
 * after a crash mid-send, the customer gets at most one reply — counted in their real mailbox.
 */
const server = mailServer();

describeUnlessWaived(server !== null, '', 'mail-sync sends exactly once (GreenMail)', () => {
  const mail = server!;
  let h: MailHarness;
  let customer: MailUser;
  beforeAll(async () => {
    h = await startMailHarness();
    customer = await createMailUser(mail, 'once');
  }, 60_000);
  afterAll(() => h?.dispose());

  const emailNow = (e: EmailDoc) => h.wired.repos.emails.findOne({ _id: e._id });
  const repliesTo = async (e: EmailDoc) =>
    (await readFolder(mail, customer)).filter((m) => m.includes(`In-Reply-To: ${e.message_id}`));

  /** Once a later event of the organisation is handled, every earlier one was (per-key order). */
  async function settled(email: EmailDoc): Promise<void> {
    const mailbox = (await h.wired.mailboxes.find(email.org_id))!;
    const later = await storedEmail(h, mailbox, customer.email, { reply_mode: 'draft' });
    await h.bus.publish('reply.generated', generatedEvent(later));
    await eventually(
      "the organisation's later email drafted",
      () => emailNow(later),
      (d) => d?.status === 'drafted',
    );
  }

  it('the same reply.generated delivered 10 times: one reply', async () => {
    const { mailbox } = await orgWithMailbox(h, mail, 'auto');
    const email = await storedEmail(h, mailbox, customer.email);
    const event = generatedEvent(email);
    await Promise.all(Array.from({ length: 10 }, () => h.bus.publish('reply.generated', event)));
    await settled(email);
    expect(await emailNow(email)).toMatchObject({ status: 'replied' });
    expect(await repliesTo(email)).toHaveLength(1);
  });

  it('10 handlers at the same moment (as on 10 replicas): one reply', async () => {
    const { mailbox } = await orgWithMailbox(h, mail, 'auto');
    const email = await storedEmail(h, mailbox, customer.email);
    const event = generatedEvent(email);
    await Promise.all(Array.from({ length: 10 }, () => h.wired.emails.onReplyGenerated(event)));
    expect(await emailNow(email)).toMatchObject({ status: 'replied' });
    expect(await repliesTo(email)).toHaveLength(1);
  });

  it('Send twice at once from the Inbox: one is sent, the other refused', async () => {
    const { orgId, mailbox } = await orgWithMailbox(h, mail, 'draft');
    const email = await storedEmail(h, mailbox, customer.email);
    const outcomes = await Promise.allSettled(
      ['First answer.', 'Second answer.'].map((reply_text) =>
        h.call.Reply({ org_id: orgId, email_id: email._id, reply_text }),
      ),
    );
    const ok = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'ALREADY_EXISTS' });
    expect(await repliesTo(email)).toHaveLength(1);
    // And once replied, later sends are refused too.
    await expect(
      h.call.Reply({ org_id: orgId, email_id: email._id, reply_text: 'Third.' }),
    ).rejects.toMatchObject({
      code: 'ALREADY_EXISTS',
      message: 'This email was already replied to.',
    });
  });

  it('a send cut off by a crash is never repeated: the email asks staff to check Sent', async () => {
    const { orgId, mailbox } = await orgWithMailbox(h, mail, 'auto');
    const email = await storedEmail(h, mailbox, customer.email);
    // The claim as a crash between claiming and recording the send leaves it.
    await h.wired.repos.claims.insertOne({
      _id: email._id,
      org_id: orgId,
      claimed_at: new Date(Date.now() - STALE_CLAIM_MS - 60_000).toISOString(),
      by: 'auto',
      state: 'sending',
    });
    await h.bus.publish('reply.generated', generatedEvent(email));
    expect(
      await eventually(
        'the email with a stale claim handled',
        () => emailNow(email),
        (d) => d?.status !== 'pending',
      ),
    ).toMatchObject({ status: 'drafted', reason: INTERRUPTED_REASON });
    const listed = await h.call.ListIncoming({ org_id: orgId, limit: 0, offset: 0, status: '' });
    expect(listed.emails.find((e) => e.id === email._id)).toMatchObject({
      reason: INTERRUPTED_REASON,
    });
    await expect(
      h.call.Reply({ org_id: orgId, email_id: email._id, reply_text: 'Manual.' }),
    ).rejects.toMatchObject({ code: 'FAILED_PRECONDITION' });
    expect(await repliesTo(email)).toEqual([]);
  });

  it('a send under way elsewhere (a fresh claim): the event changes nothing', async () => {
    const { orgId, mailbox } = await orgWithMailbox(h, mail, 'auto');
    const email = await storedEmail(h, mailbox, customer.email);
    await h.wired.repos.claims.insertOne({
      _id: email._id,
      org_id: orgId,
      claimed_at: new Date().toISOString(),
      by: 'staff',
      state: 'sending',
    });
    await h.bus.publish('reply.generated', generatedEvent(email));
    await settled(email);
    expect(await emailNow(email)).toMatchObject({ status: 'pending' });
    await expect(
      h.call.Reply({ org_id: orgId, email_id: email._id, reply_text: 'Manual.' }),
    ).rejects.toMatchObject({
      code: 'ALREADY_EXISTS',
      message: 'A reply to this email is being sent.',
    });
    expect(await repliesTo(email)).toEqual([]);
  });
});
