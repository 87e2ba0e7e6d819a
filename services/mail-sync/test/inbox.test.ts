import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { describeUnlessWaived, eventually } from '@winzmail/testing';
import {
  createMailUser,
  deliver,
  mailServer,
  readFolder,
  type MailUser,
} from '@winzmail/testing/mail-server';
import type { EmailDoc, MailboxDoc } from '../src/adapters/repositories.js';
import { keptPermille } from '../src/domain/accuracy.js';
import {
  generatedEvent,
  orgWithMailbox,
  REPLY_TEXT,
  startMailHarness,
  storedEmail,
  type MailHarness,
} from './support/harness.js';
import { startReplyServices } from './support/replies.js';

/**
 * The Inbox's calls: the list (newest first, paged, by status), Generate (nothing sent or
 * stored), Send (threaded, by a person), the figures — and nothing of one organisation reachable
 * from another.
 */
const server = mailServer();

describeUnlessWaived(server !== null, '', 'mail-sync Inbox API (GreenMail)', () => {
  const mail = server!;
  let replies: Awaited<ReturnType<typeof startReplyServices>>;
  let h: MailHarness;
  let customer: MailUser;
  beforeAll(async () => {
    replies = await startReplyServices();
    h = await startMailHarness({ REPLY_GENERATION_ADDR: replies.address });
    customer = await createMailUser(mail, 'inbox');
  }, 120_000);
  afterAll(async () => {
    await h?.dispose();
    await replies?.dispose();
  });

  const emailNow = (e: EmailDoc) => h.wired.repos.emails.findOne({ _id: e._id });
  const list = (orgId: string, query: { limit?: number; offset?: number; status?: string } = {}) =>
    h.call.ListIncoming({
      org_id: orgId,
      limit: query.limit ?? 0,
      offset: query.offset ?? 0,
      status: query.status ?? '',
    });

  /** Emails one second apart, oldest first. */
  async function emailsIn(mailbox: MailboxDoc, count: number): Promise<EmailDoc[]> {
    const out: EmailDoc[] = [];
    for (let i = 0; i < count; i++)
      out.push(
        await storedEmail(h, mailbox, customer.email, {
          subject: `Question ${i}`,
          created_at: new Date(Date.UTC(2026, 10, 20, 10, 0, i)).toISOString(),
        }),
      );
    return out;
  }

  it('lists newest first, pages with a total, filters by status', async () => {
    const { orgId, mailbox } = await orgWithMailbox(h, mail, 'draft');
    const emails = await emailsIn(mailbox, 5);
    await h.bus.publish('reply.generated', generatedEvent(emails[1]!));
    await eventually(
      'the second email drafted',
      () => emailNow(emails[1]!),
      (d) => d?.status === 'drafted',
    );
    const all = await list(orgId);
    expect(all.total).toBe(5);
    expect(all.emails.map((e) => e.subject)).toEqual([4, 3, 2, 1, 0].map((i) => `Question ${i}`));
    expect(all.emails[3]).toMatchObject({
      id: emails[1]!._id,
      status: 'drafted',
      reply_body: REPLY_TEXT,
      from_address: customer.email,
      from_name: 'Sam Lee',
      // The stored excerpt comes back as the Source's text.
      sources: [
        expect.objectContaining({
          filename: 'hours.txt',
          text: 'On Saturdays the shop opens at nine.',
        }),
      ],
    });
    const page = await list(orgId, { limit: 2, offset: 2 });
    expect(page.total).toBe(5);
    expect(page.emails.map((e) => e.subject)).toEqual(['Question 2', 'Question 1']);
    const drafted = await list(orgId, { status: 'drafted' });
    expect(drafted).toMatchObject({ total: 1, emails: [{ id: emails[1]!._id }] });
    await expect(list(orgId, { status: 'lost' })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
  });

  it('Generate: a reply for the editor — nothing sent, nothing stored', async () => {
    const { orgId, mailbox } = await orgWithMailbox(h, mail, 'draft');
    const email = await storedEmail(h, mailbox, customer.email);
    const answer = await h.call.Reply({ org_id: orgId, email_id: email._id, reply_text: '' });
    expect(answer.sent).toBe(false);
    expect(answer.reply.length).toBeGreaterThan(0);
    expect(answer.generated).toMatchObject({ text: answer.reply, model: 'grounded-composer' });
    expect(await emailNow(email)).toMatchObject({ status: 'pending', reply_body: '' });
    expect(await h.wired.repos.claims.findOne({ _id: email._id })).toBeNull();
  });

  it('Send: threaded, not marked automatic; replied with the text; accuracy against the draft', async () => {
    const { orgId, mailbox, user } = await orgWithMailbox(h, mail, 'draft');
    const email = await storedEmail(h, mailbox, customer.email);
    await h.bus.publish('reply.generated', generatedEvent(email));
    await eventually(
      'the email drafted',
      () => emailNow(email),
      (d) => d?.status === 'drafted',
    );
    const edited = REPLY_TEXT.replace('nine', 'ten');
    expect(
      await h.call.Reply({ org_id: orgId, email_id: email._id, reply_text: edited }),
    ).toMatchObject({ reply: edited, sent: true });
    const done = await emailNow(email);
    expect(done).toMatchObject({
      status: 'replied',
      reply_body: edited,
      sent: { by: 'staff', kept_permille: keptPermille(REPLY_TEXT, edited) },
    });
    const [reply, ...more] = (await readFolder(mail, customer)).filter((m) =>
      m.includes(`In-Reply-To: ${email.message_id}`),
    );
    expect(more).toEqual([]);
    expect(reply).toContain('We open at ten on Saturdays');
    expect(reply).not.toMatch(/Auto-Submitted/);
    const stats = await h.call.GetEmailStats({ org_id: orgId, utc_offset_minutes: 0 });
    expect(stats).toMatchObject({
      total: 1,
      replied: 1,
      pending: 0,
      drafted: 0,
      ai_sent: 1,
      ai_sent_unedited: 0,
      ai_kept_permille_sum: keptPermille(REPLY_TEXT, edited),
      mailbox: { state: expect.any(String) },
    });
    expect(stats.week).toHaveLength(7);
    expect(stats.week.reduce((n, d) => n + d.replied, 0)).toBe(1);
    const copies = await eventually(
      "the reply's copy in Sent",
      () => readFolder(mail, user, 'Sent').catch(() => []),
      (s) => s.length > 0,
    );
    expect(copies).toHaveLength(1);
  });

  describe("the AI's draft in the mailbox (IMAP Drafts)", () => {
    const drafts = (user: MailUser) => readFolder(mail, user, 'Drafts').catch((): string[] => []);
    /** A drafted email, its draft stored in Drafts and recorded on the email. */
    async function drafted() {
      const org = await orgWithMailbox(h, mail, 'draft');
      const email = await storedEmail(h, org.mailbox, customer.email);
      await h.bus.publish('reply.generated', generatedEvent(email));
      const withDraft = await eventually(
        "the AI's draft stored in Drafts and recorded on the email",
        () => emailNow(email),
        (d) => d?.mailbox_draft !== undefined,
      );
      expect(withDraft!.mailbox_draft).toMatchObject({
        folder: 'Drafts',
        uid: expect.any(Number),
        uid_validity: expect.stringMatching(/^\d+$/),
        message_id: expect.stringMatching(/^<.+>$/),
      });
      const [draft] = await drafts(org.user);
      expect(draft).toContain(`Message-ID: ${withDraft!.mailbox_draft!.message_id}`);
      return { ...org, email: withDraft! };
    }

    it('staff send their own reply: the AI draft leaves Drafts', async () => {
      const { orgId, user, email } = await drafted();
      await h.call.Reply({ org_id: orgId, email_id: email._id, reply_text: 'Our own words.' });
      expect(await drafts(user)).toEqual([]);
      expect(await emailNow(email)).toMatchObject({ status: 'replied', reason: '' });
      expect((await emailNow(email))!.mailbox_draft).toBeUndefined();
    });

    it('found by its Message-ID when the folder’s UIDs no longer hold (UIDVALIDITY changed)', async () => {
      const { orgId, user, email } = await drafted();
      await h.wired.repos.emails.updateOne(
        { _id: email._id },
        { $set: { 'mailbox_draft.uid_validity': '1', 'mailbox_draft.uid': 999_999 } },
      );
      await h.call.Reply({ org_id: orgId, email_id: email._id, reply_text: 'Our own words.' });
      expect(await drafts(user)).toEqual([]);
    });

    it('regenerate: the new reply takes the old draft’s place', async () => {
      const { orgId, user, email } = await drafted();
      const answer = await h.call.Reply({ org_id: orgId, email_id: email._id, reply_text: '' });
      const now = await emailNow(email);
      expect(now!.mailbox_draft!.message_id).not.toBe(email.mailbox_draft!.message_id);
      const after = await drafts(user);
      expect(after).toHaveLength(1);
      expect(after[0]).toContain(`Message-ID: ${now!.mailbox_draft!.message_id}`);
      expect(after[0]).not.toContain('We open at nine');
      expect(answer.reply).not.toContain('We open at nine');
    });

    it('a draft that cannot be removed: the send stands, the reason is shown, nothing crashes', async () => {
      const { orgId, email } = await drafted();
      await h.wired.repos.emails.updateOne(
        { _id: email._id },
        { $set: { 'mailbox_draft.folder': 'No such folder' } },
      );
      expect(
        await h.call.Reply({ org_id: orgId, email_id: email._id, reply_text: 'Sent anyway.' }),
      ).toMatchObject({ sent: true });
      expect(await emailNow(email)).toMatchObject({
        status: 'replied',
        reason: expect.stringMatching(/draft could not be removed .* delete it there/),
      });
    });
  });

  it('counts by status for the Dashboard and the Inbox header', async () => {
    const { orgId, mailbox } = await orgWithMailbox(h, mail, 'draft');
    await storedEmail(h, mailbox, customer.email);
    await storedEmail(h, mailbox, customer.email, { status: 'no_reply_needed', reason: 'bulk' });
    const drafted = await storedEmail(h, mailbox, customer.email);
    await h.bus.publish('reply.generated', generatedEvent(drafted));
    await eventually(
      'the third email drafted',
      () => emailNow(drafted),
      (d) => d?.status === 'drafted',
    );
    expect(await h.call.GetEmailStats({ org_id: orgId, utc_offset_minutes: 60 })).toMatchObject({
      total: 3,
      pending: 1,
      drafted: 1,
      replied: 0,
      no_reply_needed: 1,
      ai_sent: 0,
    });
  });

  it("another organisation's email is NOT_FOUND on every call, and nothing of it is listed", async () => {
    const { mailbox } = await orgWithMailbox(h, mail, 'auto');
    const theirs = await storedEmail(h, mailbox, customer.email);
    const { orgId: ours } = await orgWithMailbox(h, mail, 'auto');
    for (const reply_text of ['', 'Hello']) {
      await expect(
        h.call.Reply({ org_id: ours, email_id: theirs._id, reply_text }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    await expect(
      h.call.Reply({ org_id: randomUUID(), email_id: theirs._id, reply_text: 'Hello' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await list(ours)).toEqual({ emails: [], total: 0 });
    expect(await h.call.GetEmailStats({ org_id: ours, utc_offset_minutes: 0 })).toMatchObject({
      total: 0,
      pending: 0,
    });
    // A reply.generated naming another organisation changes nothing.
    await h.bus.publish('reply.generated', { ...generatedEvent(theirs), org_id: ours });
    const later = await storedEmail(h, (await h.wired.mailboxes.find(ours))!, customer.email, {
      reply_mode: 'draft',
    });
    await h.bus.publish('reply.generated', generatedEvent(later));
    await eventually(
      "our organisation's later email drafted",
      () => emailNow(later),
      (d) => d?.status === 'drafted',
    );
    expect(await emailNow(theirs)).toMatchObject({ status: 'pending' });
    await expect(h.call.GetEmailConfig({ org_id: randomUUID() })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('check now: the mailbox is read before the call returns; no mailbox → NOT_FOUND', async () => {
    const { orgId, user } = await orgWithMailbox(h, mail, 'draft');
    const subject = `Check now ${randomInt(1e9)}`;
    await deliver(mail, user.email, { from: customer.email, to: user.email, subject, text: 'Hi' });
    // How many this check found depends on whether the watcher's IDLE was first; either way
    // the message is stored once the call returns.
    await h.call.FetchRecentEmails({ org_id: orgId });
    expect((await list(orgId)).emails.map((e) => e.subject)).toContain(subject);
    await expect(h.call.FetchRecentEmails({ org_id: randomUUID() })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('every call needs an organisation', async () => {
    await expect(list('')).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    await expect(
      h.call.GetEmailStats({ org_id: ' ', utc_offset_minutes: 0 }),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
  });
});
