// Gmail end to end inside mail-sync, with the REAL googleapis client pointed at a loopback server
// speaking Google's OAuth 2.0 and Gmail API protocols (packages/testing/src/fake-google.ts):
// connecting (PKCE, a signed single-use state), the first sync, replies in the thread, drafts in
// Gmail's Drafts, a revoked grant (disconnected, nothing lost after the reconnect), the push, and
// tokens kept out of every answer and log line.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@winzmail/testing';
import { startFakeGoogle, type FakeGoogle } from '@winzmail/testing/fake-google';
import { parentOf, recordSpans } from '@winzmail/testing/span-recorder';
import type { EmailDoc } from '../src/adapters/repositories.js';
import { generatedEvent, startMailHarness, type MailHarness } from './support/harness.js';
import { startReplyServices } from './support/replies.js';

const REDIRECT = 'http://127.0.0.1:9/winzmail/api/gmail/callback';
const log: string[] = [];
const tracing = recordSpans();
let google: FakeGoogle;
let h: MailHarness;

let replies: Awaited<ReturnType<typeof startReplyServices>>;

beforeAll(async () => {
  google = await startFakeGoogle();
  replies = await startReplyServices();
  h = await startMailHarness(
    {
      ...google.env,
      REPLY_GENERATION_ADDR: replies.address,
      // Long: what arrives is fetched by the explicit check or the push each test makes.
      MAIL_API_POLL_INTERVAL_MS: '600000',
      GMAIL_PUBSUB_TOPIC: 'projects/winzmail-test/topics/gmail',
      GMAIL_PUSH_AUDIENCE: 'https://winzmail.test/winzmail/api/gmail/push',
      GMAIL_PUSH_SERVICE_ACCOUNT: 'push@winzmail-test.iam.gserviceaccount.com',
    },
    log,
  );
}, 60_000);
afterAll(async () => {
  await h?.dispose();
  await replies?.dispose();
  await google?.close();
});

/** The consent page as a browser would use it: Allow (or Deny), and where Google sends it. */
async function consent(authUrl: string, button: 'allow' | 'deny' = 'allow') {
  const html = await (await fetch(authUrl)).text();
  const onclick = new RegExp(`id="${button}" onclick="location.href=([^"]+)"`).exec(html)?.[1];
  if (!onclick) throw new Error(`no ${button} button on the consent page: ${html.slice(0, 300)}`);
  const decoded = onclick.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)));
  const back = new URL(JSON.parse(decoded) as string);
  return {
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
    error: back.searchParams.get('error') ?? '',
  };
}

async function connect(orgId: string, email: string) {
  const { auth_url } = await h.call.InitiateGmail({
    org_id: orgId,
    email,
    redirect_uri: REDIRECT,
  });
  const back = await consent(auth_url);
  return h.call.CompleteGmail({ ...back, redirect_uri: REDIRECT });
}

const customerMail = (n: number, to: string, extra = '') =>
  [
    `From: Customer ${n} <customer${n}@example.org>`,
    `To: ${to}`,
    `Subject: Opening hours ${n}`,
    `Message-ID: <gq${n}-${randomUUID()}@example.org>`,
    `Date: ${new Date().toUTCString()}`,
    ...(extra ? [extra] : []),
    '',
    `Hello, when do you open on Saturday? (${n})`,
  ].join('\r\n');

async function importedEmail(orgId: string, subject: string): Promise<EmailDoc> {
  return eventually(
    `"${subject}" imported`,
    () => h.wired.repos.emails.findOne({ org_id: orgId, subject }),
    (e) => e !== null,
    { timeoutMs: 15_000 },
  ).then((e) => e!);
}

describe('connecting Gmail', () => {
  it('asks Google for the least scopes, offline, with PKCE and a signed state', async () => {
    const { auth_url } = await h.call.InitiateGmail({
      org_id: randomUUID(),
      email: 'someone@gmail.test',
      redirect_uri: REDIRECT,
    });
    const url = new URL(auth_url);
    expect(url.origin + url.pathname).toBe(`${google.url}/o/oauth2/v2/auth`);
    const q = url.searchParams;
    expect(q.get('scope')?.split(' ').sort()).toEqual([
      'https://www.googleapis.com/auth/gmail.compose',
      'https://www.googleapis.com/auth/gmail.readonly',
    ]);
    expect([
      q.get('access_type'),
      q.get('code_challenge_method'),
      q.get('login_hint'),
      q.get('redirect_uri'),
    ]).toEqual(['offline', 'S256', 'someone@gmail.test', REDIRECT]);
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it('stores the account with its refresh token sealed; a replayed state is refused', async () => {
    const orgId = randomUUID();
    google.createAccount('desk@gmail.test');
    const { auth_url } = await h.call.InitiateGmail({
      org_id: orgId,
      email: 'desk@gmail.test',
      redirect_uri: REDIRECT,
    });
    const back = await consent(auth_url);
    const done = await h.call.CompleteGmail({ ...back, redirect_uri: REDIRECT });
    expect(done).toEqual({ org_id: orgId, email_address: 'desk@gmail.test' });
    const stored = await h.wired.mailboxes.find(orgId);
    expect(stored).toMatchObject({ provider: 'gmail', email_address: 'desk@gmail.test' });
    expect(JSON.stringify(stored)).not.toMatch(/1\/\/[0-9a-f]{8}/);
    expect(h.wired.mailboxes.grants.read(stored!)).toMatch(/^1\/\/[0-9a-f]{32}$/);
    const config = await h.call.GetEmailConfig({ org_id: orgId });
    expect(config.config).toMatchObject({ provider: 'gmail', email_address: 'desk@gmail.test' });
    expect(JSON.stringify(config)).not.toContain(h.wired.mailboxes.grants.read(stored!));

    await expect(h.call.CompleteGmail({ ...back, redirect_uri: REDIRECT })).rejects.toThrow(
      /already used or is unknown/,
    );
  });

  it('refuses a forged or altered state, a foreign redirect, and a declined consent', async () => {
    google.createAccount('forge@gmail.test');
    const orgId = randomUUID();
    const start = () =>
      h.call
        .InitiateGmail({ org_id: orgId, email: 'forge@gmail.test', redirect_uri: REDIRECT })
        .then((a) => consent(a.auth_url));
    const back = await start();
    const [body, sig] = back.state.split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString()) as { o: string };
    const otherOrg = Buffer.from(JSON.stringify({ ...payload, o: randomUUID() })).toString(
      'base64url',
    );
    await expect(
      h.call.CompleteGmail({ ...back, state: `${otherOrg}.${sig}`, redirect_uri: REDIRECT }),
    ).rejects.toThrow(/signature does not match/);
    await expect(
      h.call.CompleteGmail({ ...back, state: 'forged.state', redirect_uri: REDIRECT }),
    ).rejects.toThrow(/refused/);
    await expect(
      h.call.CompleteGmail({ ...back, redirect_uri: 'https://evil.test/callback' }),
    ).rejects.toThrow(/redirect URI differs/);

    const declined = await h.call
      .InitiateGmail({ org_id: orgId, email: 'forge@gmail.test', redirect_uri: REDIRECT })
      .then((a) => consent(a.auth_url, 'deny'));
    await expect(h.call.CompleteGmail({ ...declined, redirect_uri: REDIRECT })).rejects.toThrow(
      /access was declined/,
    );
    expect(await h.wired.mailboxes.find(orgId)).toBeNull();
  });
});

describe('a connected Gmail mailbox', () => {
  const address = 'support@gmail.test';
  const orgId = randomUUID();

  beforeAll(async () => {
    google.createAccount(address);
    google.deliver(address, customerMail(0, address), new Date(Date.now() - 3_600_000));
    await connect(orgId, address);
  });

  it('imports the backlog unanswered, then new mail, and drafts in the thread in Gmail', async () => {
    const backlog = await importedEmail(orgId, 'Opening hours 0');
    expect(backlog).toMatchObject({ backlog: true, ref: { id: expect.any(String) } });
    expect(google.watchedTopic(address)).toBe('projects/winzmail-test/topics/gmail');

    await h.call.SetReplyMode({ org_id: orgId, reply_mode: 'draft' });
    const arrived = google.deliver(address, customerMail(1, address));
    await h.call.FetchRecentEmails({ org_id: orgId });
    const email = await importedEmail(orgId, 'Opening hours 1');
    expect(email).toMatchObject({
      backlog: false,
      status: 'pending',
      ref: { id: arrived.id, thread_id: arrived.threadId },
    });
    await h.bus.publish('reply.generated', generatedEvent(email));
    const drafts = await eventually(
      "the reply draft in Gmail's Drafts",
      async () => google.drafts(address),
      (d) => d.length === 1,
      { timeoutMs: 15_000 },
    );
    expect(drafts[0]!.threadId).toBe(arrived.threadId);
    expect(drafts[0]!.raw).toContain(`In-Reply-To: ${email.message_id}`);
    expect((await h.wired.repos.emails.findOne({ _id: email._id }))?.status).toBe('drafted');
  });

  it('mode auto: sends once, in the same thread, threaded by its headers', async () => {
    await h.call.SetReplyMode({ org_id: orgId, reply_mode: 'auto' });
    const arrived = google.deliver(address, customerMail(2, address));
    await h.call.FetchRecentEmails({ org_id: orgId });
    const email = await importedEmail(orgId, 'Opening hours 2');
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
    const sent = google.sent(address);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.threadId).toBe(arrived.threadId);
    expect(sent[0]!.raw).toMatch(/Subject: Re: Opening hours 2/);
    expect(sent[0]!.raw).toContain(`References: ${email.message_id}`);
    expect(sent[0]!.raw).toMatch(/Auto-Submitted: auto-replied/);
    expect(done?.sent?.message_id).toEqual(expect.any(String));
    // Traced as an IMAP mailbox's smtp.send is: one gmail.send, in the reply's event's trace. The
    // consumer's span ends after the send inside it, so the whole trace is waited for.
    const send = await tracing.span('gmail.send', (s) => s.name === 'gmail.send');
    const trace = await tracing.trace(send.spanContext().traceId, [
      'reply.generated publish',
      'reply.generated process',
      'gmail.send',
    ]);
    expect(tracing.spans().filter((s) => s.name === 'gmail.send')).toHaveLength(1);
    expect(send.attributes).toMatchObject({
      'app.gmail.server': new URL(google.url).host,
      'app.mail.message_id': done?.sent?.message_id,
    });
    expect(parentOf(send, trace)?.name).toBe('reply.generated process');
  });

  it("regenerate: the new reply takes the old draft's place in Gmail's Drafts", async () => {
    const email = await importedEmail(orgId, 'Opening hours 1');
    const before = await eventually(
      "the AI's draft recorded on the email",
      () => h.wired.repos.emails.findOne({ _id: email._id }),
      (e) => e?.mailbox_draft !== undefined,
    );
    await h.call.Reply({ org_id: orgId, email_id: email._id, reply_text: '' });
    const after = await h.wired.repos.emails.findOne({ _id: email._id });
    expect(after!.mailbox_draft!.provider_id).not.toBe(before!.mailbox_draft!.provider_id);
    const drafts = google.drafts(address);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]!.threadId).toBe(email.ref!.thread_id);
  });

  it("staff send their own reply: the AI's draft leaves Gmail's Drafts", async () => {
    // The email drafted above; its draft id was recorded when the draft was stored.
    const email = await importedEmail(orgId, 'Opening hours 1');
    const stored = await eventually(
      "the AI's draft recorded on the email",
      () => h.wired.repos.emails.findOne({ _id: email._id }),
      (e) => e?.mailbox_draft !== undefined,
    );
    expect(stored!.mailbox_draft).toMatchObject({ provider_id: expect.stringMatching(/^r/) });
    expect(google.drafts(address)).toHaveLength(1);
    await h.call.Reply({ org_id: orgId, email_id: email._id, reply_text: 'Our own words.' });
    expect(google.drafts(address)).toEqual([]);
    expect(await h.wired.repos.emails.findOne({ _id: email._id })).toMatchObject({
      status: 'replied',
      reason: '',
    });
  });

  it('a revoked grant: disconnected, then reconnected without losing what arrived', async () => {
    google.revoke(address);
    const meanwhile = google.deliver(address, customerMail(3, address));
    await expect(h.call.FetchRecentEmails({ org_id: orgId })).rejects.toThrow(
      /connect the account again/i,
    );
    const config = await h.call.GetEmailConfig({ org_id: orgId });
    expect(config.mailbox).toMatchObject({ state: 'disconnected' });

    const again = await connect(orgId, address);
    expect(again.email_address).toBe(address);
    const email = await importedEmail(orgId, 'Opening hours 3');
    expect(email).toMatchObject({ backlog: false, ref: { id: meanwhile.id } });
    const state = await eventually(
      'the reconnected mailbox polling',
      () => h.call.GetEmailConfig({ org_id: orgId }),
      (c) => c.mailbox?.state === 'polling',
    );
    expect(state.mailbox?.last_error).toBe('');
  });

  it('a history Gmail no longer keeps: listed again, nothing imported twice', async () => {
    google.expireHistory(address);
    google.deliver(address, customerMail(4, address));
    await h.call.FetchRecentEmails({ org_id: orgId });
    await importedEmail(orgId, 'Opening hours 4');
    const all = await h.wired.repos.emails.find({ org_id: orgId });
    expect(all.map((e) => e.subject).sort()).toEqual(
      [0, 1, 2, 3, 4].map((n) => `Opening hours ${n}`),
    );
  });

  it("the push: Google's signed token checks the mailbox now; anything else is refused", async () => {
    const data = Buffer.from(JSON.stringify({ emailAddress: address, historyId: 1 })).toString(
      'base64',
    );
    const aud = 'https://winzmail.test/winzmail/api/gmail/push';
    const signer = 'push@winzmail-test.iam.gserviceaccount.com';
    for (const token of [
      'not-a-jwt',
      google.pushToken({ aud: 'https://other.test/push', email: signer }),
      google.pushToken({ aud, email: 'someone@evil.test' }),
      google.pushToken({ aud, email: signer, iss: 'https://evil.test' }),
      google.pushToken({ aud, email: signer, exp: Math.floor(Date.now() / 1000) - 600 }),
    ])
      await expect(h.call.GmailPush({ authorization: `Bearer ${token}`, data })).rejects.toThrow(
        /push token is not valid/,
      );
    google.deliver(address, customerMail(5, address));
    await h.call.GmailPush({
      authorization: `Bearer ${google.pushToken({ aud, email: signer })}`,
      data,
    });
    await importedEmail(orgId, 'Opening hours 5');
  });

  it('never writes a token into a log line', () => {
    const refresh = h.wired.mailboxes.grants.read;
    expect(refresh).toBeDefined();
    const text = log.join('\n');
    expect(text).not.toMatch(/1\/\/[0-9a-f]{16}/); // refresh tokens
    expect(text).not.toMatch(/ya29\.[0-9a-f]{8}/); // access tokens
    expect(text).not.toMatch(/4\/[0-9a-f]{12}/); // authorisation codes
    expect(text).toContain('mailbox account connected');
  });
});
