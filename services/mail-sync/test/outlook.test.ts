// Outlook end to end inside mail-sync, with the REAL @azure/msal-node pointed at a loopback server
// speaking the Microsoft identity platform's device-code flow and Microsoft Graph
// (packages/testing/src/fake-microsoft.ts): signing in from any replica, the plugin account, the
// inbox delta, replies in the conversation, drafts in Drafts, a revoked grant, and tokens kept out
// of every answer and log line.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '@winzmail/platform';
import { eventually } from '@winzmail/testing';
import { startFakeMicrosoft, type FakeMicrosoft } from '@winzmail/testing/fake-microsoft';
import { parentOf, recordSpans } from '@winzmail/testing/span-recorder';
import { microsoftSettingsOf } from '../src/adapters/microsoft.js';
import type { EmailDoc } from '../src/adapters/repositories.js';
import { loadMailConfig } from '../src/config.js';
import { OutlookAuth } from '../src/accounts/outlook-auth.js';
import {
  generatedEvent,
  REPLY_TEXT,
  startMailHarness,
  type MailHarness,
} from './support/harness.js';
import { startReplyServices } from './support/replies.js';

const log: string[] = [];
const tracing = recordSpans();
let ms: FakeMicrosoft;
let h: MailHarness;
/** A second OutlookAuth on the same store: another replica, sharing nothing in memory. */
let replica: OutlookAuth;

let replies: Awaited<ReturnType<typeof startReplyServices>>;

beforeAll(async () => {
  ms = await startFakeMicrosoft();
  replies = await startReplyServices();
  const env = {
    ...ms.env,
    MAIL_API_POLL_INTERVAL_MS: '600000',
    REPLY_GENERATION_ADDR: replies.address,
  };
  h = await startMailHarness(env, log);
  replica = new OutlookAuth({
    settings: microsoftSettingsOf(loadMailConfig({ ...process.env, ...env }))!,
    repos: h.wired.repos,
    box: h.wired.box,
    mailboxes: h.wired.mailboxes,
    logger: createLogger({ service: 'replica', level: 'silent' }),
  });
}, 60_000);
afterAll(async () => {
  await h?.dispose();
  await replies?.dispose();
  await ms?.close();
});

/** Signs `email` in for `orgId` with a device code: started here, finished on the replica. */
async function signIn(orgId: string, email: string, type = 'auto_reply') {
  const session = await h.call.StartOutlookDeviceAuth({ org_id: orgId });
  ms.approve(session.user_code, email);
  return replica.complete(orgId, session.device_code, type);
}

const customerMail = (n: number, to: string) =>
  [
    `From: Customer ${n} <customer${n}@example.org>`,
    `To: ${to}`,
    `Subject: Delivery ${n}`,
    `Message-ID: <oq${n}-${randomUUID()}@example.org>`,
    `Date: ${new Date().toUTCString()}`,
    '',
    `Hello, where is my parcel? (${n})`,
  ].join('\r\n');

async function importedEmail(orgId: string, subject: string): Promise<EmailDoc> {
  return eventually(
    `"${subject}" imported`,
    () => h.wired.repos.emails.findOne({ org_id: orgId, subject }),
    (e) => e !== null,
    { timeoutMs: 15_000 },
  ).then((e) => e!);
}

describe('signing in to Outlook with a device code', () => {
  it('works from another replica, only for the organisation that started it, once', async () => {
    ms.createAccount('desk@contoso.test');
    const orgId = randomUUID();
    const session = await h.call.StartOutlookDeviceAuth({ org_id: orgId });
    expect(session).toMatchObject({
      user_code: expect.stringMatching(/^[0-9A-F]{9}$/),
      verification_uri: `${ms.url}/devicelogin`,
      expires_in: 900,
      message: expect.stringContaining(session.user_code),
    });
    // Confirmed before signing in: not complete yet, and the code still works afterwards.
    await expect(replica.complete(orgId, session.device_code, 'auto_reply')).rejects.toThrow(
      /not complete yet/,
    );
    await expect(
      h.call.CompleteOutlookDeviceAuth({
        org_id: randomUUID(),
        device_code: session.device_code,
        type: 'auto_reply',
      }),
    ).rejects.toThrow(/No such Outlook sign-in/);
    ms.approve(session.user_code, 'desk@contoso.test');
    expect(await replica.complete(orgId, session.device_code, 'auto_reply')).toEqual({
      email_address: 'desk@contoso.test',
    });
    await expect(
      h.call.CompleteOutlookDeviceAuth({
        org_id: orgId,
        device_code: session.device_code,
        type: 'auto_reply',
      }),
    ).rejects.toThrow(/No such Outlook sign-in/);

    const stored = await h.wired.mailboxes.find(orgId);
    expect(stored).toMatchObject({ provider: 'outlook', email_address: 'desk@contoso.test' });
    expect(JSON.stringify(stored)).not.toMatch(/0\.AAAA|eyJ0eXAi/);
    const cache = JSON.parse(h.wired.mailboxes.grants.read(stored!)) as Record<string, object>;
    expect(Object.keys(cache.Account!)).toHaveLength(1);
    expect(Object.keys(cache.RefreshToken!)).toHaveLength(1);
    expect((await h.call.GetEmailConfig({ org_id: orgId })).config).toMatchObject({
      provider: 'outlook',
      imap_host: '',
    });
  });

  it("type outlook connects the plugin's account, apart from the mailbox the AI answers", async () => {
    ms.createAccount('plugin@contoso.test');
    const orgId = randomUUID();
    expect(await h.call.GetOutlookEmailConfig({ org_id: orgId })).toEqual({ email_address: '' });
    await signIn(orgId, 'plugin@contoso.test', 'outlook');
    expect(await h.call.GetOutlookEmailConfig({ org_id: orgId })).toEqual({
      email_address: 'plugin@contoso.test',
    });
    expect(await h.wired.mailboxes.find(orgId)).toBeNull();
  });

  it("a new start abandons the organisation's earlier code (one poller, not one per click)", async () => {
    ms.createAccount('twice@contoso.test');
    const orgId = randomUUID();
    const first = await h.call.StartOutlookDeviceAuth({ org_id: orgId });
    const second = await h.call.StartOutlookDeviceAuth({ org_id: orgId });
    // MSAL stops polling for the first at its next turn; confirming it then says why.
    await expect(replica.complete(orgId, first.device_code, 'auto_reply')).rejects.toThrow(
      /newer Outlook sign-in replaced this one/,
    );
    ms.approve(second.user_code, 'twice@contoso.test');
    expect(await replica.complete(orgId, second.device_code, 'auto_reply')).toEqual({
      email_address: 'twice@contoso.test',
    });
  });

  it('refuses an expired code, a declined sign-in and an unknown type', async () => {
    const orgId = randomUUID();
    const late = await h.call.StartOutlookDeviceAuth({ org_id: orgId });
    ms.expireCodes();
    await expect(replica.complete(orgId, late.device_code, 'auto_reply')).rejects.toThrow(
      /code expired/,
    );
    const declined = await h.call.StartOutlookDeviceAuth({ org_id: orgId });
    ms.deny(declined.user_code);
    await expect(replica.complete(orgId, declined.device_code, 'auto_reply')).rejects.toThrow(
      /refused the sign-in/,
    );
    await expect(replica.complete(orgId, declined.device_code, 'imap')).rejects.toThrow(
      /type must be/,
    );
    expect(await h.wired.mailboxes.find(orgId)).toBeNull();
  });
});

describe('a connected Outlook mailbox', () => {
  const address = 'support@contoso.test';
  const orgId = randomUUID();

  beforeAll(async () => {
    ms.createAccount(address);
    ms.deliver(address, customerMail(0, address), new Date(Date.now() - 3_600_000));
    await signIn(orgId, address);
  });

  it('imports the backlog unanswered, then new mail, and drafts the reply in Drafts', async () => {
    expect(await importedEmail(orgId, 'Delivery 0')).toMatchObject({ backlog: true });
    await h.call.SetReplyMode({ org_id: orgId, reply_mode: 'draft' });
    const arrived = ms.deliver(address, customerMail(1, address));
    await h.call.FetchRecentEmails({ org_id: orgId });
    const email = await importedEmail(orgId, 'Delivery 1');
    expect(email).toMatchObject({
      backlog: false,
      ref: { id: arrived.id, thread_id: arrived.conversationId },
    });
    await h.bus.publish('reply.generated', generatedEvent(email));
    // A Graph draft is made in two calls (createReply, then PATCH of its body): the draft is
    // there, empty, before its body is.
    const drafts = await eventually(
      'the reply draft, with its body, in Drafts',
      async () => ms.drafts(address),
      (d) => d.length === 1 && d[0]!.body !== '',
      { timeoutMs: 15_000 },
    );
    expect(drafts[0]).toMatchObject({
      conversationId: arrived.conversationId,
      inReplyTo: email.message_id,
      body: REPLY_TEXT,
    });
  });

  it('mode auto: sends once, in the conversation, asking Exchange not to auto-answer', async () => {
    await h.call.SetReplyMode({ org_id: orgId, reply_mode: 'auto' });
    const arrived = ms.deliver(address, customerMail(2, address));
    await h.call.FetchRecentEmails({ org_id: orgId });
    const email = await importedEmail(orgId, 'Delivery 2');
    await Promise.all([
      h.bus.publish('reply.generated', generatedEvent(email)),
      h.bus.publish('reply.generated', generatedEvent(email)),
    ]);
    const done = await eventually(
      'the email replied',
      () => h.wired.repos.emails.findOne({ _id: email._id }),
      (e) => e?.status === 'replied',
      { timeoutMs: 15_000 },
    );
    const sent = ms.sent(address);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      conversationId: arrived.conversationId,
      inReplyTo: email.message_id,
      subject: 'RE: Delivery 2',
      body: REPLY_TEXT,
      headers: [{ name: 'X-Auto-Response-Suppress', value: 'All' }],
    });
    expect(done?.sent?.message_id).toBe(sent[0]!.internetMessageId);
    // Traced as an IMAP mailbox's smtp.send is: one graph.send, in the reply's event's trace. The
    // consumer's span ends after the send inside it, so the whole trace is waited for.
    const send = await tracing.span('graph.send', (s) => s.name === 'graph.send');
    const trace = await tracing.trace(send.spanContext().traceId, [
      'reply.generated publish',
      'reply.generated process',
      'graph.send',
    ]);
    expect(tracing.spans().filter((s) => s.name === 'graph.send')).toHaveLength(1);
    expect(send.attributes).toMatchObject({
      'app.graph.server': new URL(ms.url).host,
      'app.mail.message_id': sent[0]!.internetMessageId,
    });
    expect(parentOf(send, trace)?.name).toBe('reply.generated process');
  });

  it("regenerate: the new reply takes the old draft's place in Drafts", async () => {
    const email = await importedEmail(orgId, 'Delivery 1');
    const before = await eventually(
      "the AI's draft recorded on the email",
      () => h.wired.repos.emails.findOne({ _id: email._id }),
      (e) => e?.mailbox_draft !== undefined,
    );
    await h.call.Reply({ org_id: orgId, email_id: email._id, reply_text: '' });
    const after = await h.wired.repos.emails.findOne({ _id: email._id });
    const drafts = ms.drafts(address);
    expect(drafts).toHaveLength(1);
    expect(after!.mailbox_draft).toMatchObject({ provider_id: drafts[0]!.id });
    expect(drafts[0]!.id).not.toBe(before!.mailbox_draft!.provider_id);
  });

  it("staff send their own reply: the AI's draft leaves Drafts", async () => {
    // The email drafted above; its Graph message id was recorded when the draft was made.
    const email = await importedEmail(orgId, 'Delivery 1');
    const [draft] = ms.drafts(address);
    const stored = await eventually(
      "the AI's draft recorded on the email",
      () => h.wired.repos.emails.findOne({ _id: email._id }),
      (e) => e?.mailbox_draft !== undefined,
    );
    expect(stored!.mailbox_draft).toMatchObject({ provider_id: draft!.id });
    await h.call.Reply({ org_id: orgId, email_id: email._id, reply_text: 'Our own words.' });
    expect(ms.drafts(address)).toEqual([]);
    expect(await h.wired.repos.emails.findOne({ _id: email._id })).toMatchObject({
      status: 'replied',
      reason: '',
    });
    // Already gone (deleted by hand in Outlook): Graph's 404 is no failure, nothing to show.
    await h.wired.repos.emails.updateOne(
      { _id: email._id },
      { $set: { mailbox_draft: stored!.mailbox_draft } },
    );
    const again = await h.wired.repos.emails.findOne({ _id: email._id });
    expect(await h.wired.outbound.removeDraft(again!, (await h.wired.mailboxes.find(orgId))!)).toBe(
      '',
    );
  });

  it('a revoked grant: disconnected, then signed in again without losing what arrived', async () => {
    ms.revoke(address);
    ms.deliver(address, customerMail(3, address));
    await expect(h.call.FetchRecentEmails({ org_id: orgId })).rejects.toThrow(
      /Microsoft no longer accepts.*connect the account again/i,
    );
    expect((await h.call.GetEmailConfig({ org_id: orgId })).mailbox).toMatchObject({
      state: 'disconnected',
    });
    await signIn(orgId, address);
    expect(await importedEmail(orgId, 'Delivery 3')).toMatchObject({ backlog: false });
  });

  it('a delta Graph no longer knows (410): listed again, nothing imported twice', async () => {
    ms.forgetDeltas();
    ms.deliver(address, customerMail(4, address));
    await h.call.FetchRecentEmails({ org_id: orgId });
    await importedEmail(orgId, 'Delivery 4');
    const all = await h.wired.repos.emails.find({ org_id: orgId });
    expect(all.map((e) => e.subject).sort()).toEqual([0, 1, 2, 3, 4].map((n) => `Delivery ${n}`));
  });

  it('never writes a token into a log line', () => {
    const text = log.join('\n');
    expect(text).not.toMatch(/0\.AAAA[A-Za-z0-9_-]{8}/);
    expect(text).not.toMatch(/eyJ0eXAi\.[0-9a-f]{8}/);
    expect(text).not.toMatch(/DAQABAAEAAA[A-Za-z0-9_-]{8}/);
    expect(text).toContain('mailbox account connected');
  });
});
