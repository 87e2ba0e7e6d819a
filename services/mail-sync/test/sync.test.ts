import { afterEach, beforeAll, expect, it } from '@jest/globals';
import { describeUnlessWaived, eventually } from '@winzmail/testing';
import {
  createMailUser,
  deliver,
  imapAs,
  mailServer,
  type MailServer,
  type MailUser,
} from '@winzmail/testing/mail-server';
import { startCuttingProxy } from './support/cutting-proxy.js';
import { startSyncHarness, SYNC_WAIT, type SyncHarness } from './support/sync-harness.js';

const server = mailServer();
const DAY = 24 * 3600 * 1000;

const rawMessage = (n: number, from = 'customer@example.com') =>
  Buffer.from(
    `From: Customer ${n} <${from}>\r\nTo: shop@winzmail.test\r\nSubject: Question ${n}\r\n` +
      `Message-ID: <q${n}.${Math.random().toString(36).slice(2)}@example.com>\r\n` +
      `Date: ${new Date().toUTCString()}\r\n\r\nWhat does item ${n} cost?\r\n`,
  );

/**
 * GreenMail 2.1.13 keeps an APPEND date in the 12 o'clock hour (UTC) twelve hours early (a
 * 12-hour clock: 12:30 becomes 00:30), so a test that dates mail a minute either side of a moment
 * keeps that moment out of the hour — it failed only when run between 12:00 and 13:00.
 */
function outsideNoonHour(t: number): number {
  const atNoon = (x: number) => new Date(x).getUTCHours() === 12;
  return atNoon(t - 60_000) || atNoon(t + 60_000) ? t - 2 * 3_600_000 : t;
}

async function appendMany(
  mail: MailServer,
  user: MailUser,
  count: number,
  ageMs: (i: number) => number,
): Promise<void> {
  const client = await imapAs(mail, user);
  try {
    for (let i = 0; i < count; i++)
      await client.append('INBOX', rawMessage(i), [], new Date(Date.now() - ageMs(i)));
  } finally {
    await client.logout();
  }
}

describeUnlessWaived(server !== null, '', 'mail-sync inbound sync against GreenMail', () => {
  const mail = server!;
  const open: SyncHarness[] = [];
  const harness = async (env: Record<string, string> = {}, dir?: string) => {
    const h = await startSyncHarness(mail, env, dir);
    open.push(h);
    return h;
  };
  afterEach(async () => {
    for (const h of open.splice(0).reverse()) await h.dispose();
  });

  let backlogUser: MailUser;
  beforeAll(async () => {
    // 500 messages of the last days, and 3 older than the 7-day window.
    backlogUser = await createMailUser(mail, 'backlog');
    await appendMany(mail, backlogUser, 500, (i) => (i % 6) * DAY + 3600_000);
    await appendMany(mail, backlogUser, 3, () => 10 * DAY);
  }, 120_000);

  it('imports the recent backlog on the first connect, never to be answered, then only new mail across a restart', async () => {
    const first = await harness();
    const mailbox = await first.addMailbox(backlogUser);
    expect(await first.sync.syncOnce(mailbox)).toEqual({ imported: 500, stale: false });
    const stored = await first.emails(mailbox);
    expect(stored).toHaveLength(500);
    expect(stored.every((e) => e.backlog && e.status === 'pending')).toBe(true);
    expect(new Set(stored.map((e) => e.subject)).size).toBe(500);
    await eventually(
      '500 mail.received events',
      () => first.received.length,
      (n) => n >= 500,
      SYNC_WAIT,
    );
    expect(first.received).toHaveLength(500);
    expect(first.received.every((e) => !e.needs_reply)).toBe(true);
    const counted = await first.repos.hourCounts.find({ org_id: mailbox.org_id });
    expect(counted.reduce((sum, h) => sum + h.received, 0)).toBe(500);
    const after = await first.repos.mailboxes.findOne({ _id: mailbox._id });
    expect(after?.initialized_at).toBeTruthy();
    expect(after?.cursor?.last_uid).toBeGreaterThanOrEqual(503);

    // Nothing new: nothing imported.
    expect(await first.sync.syncOnce(mailbox)).toEqual({ imported: 0, stale: false });
    await first.stop();

    // Delivered while stopped, imported after the restart, and answerable.
    await deliver(mail, backlogUser.email, {
      from: 'late@example.com',
      subject: 'While you were away',
      text: 'Are you open on Sunday?',
    });
    const second = await harness({}, first.dataDir);
    expect(await second.sync.syncOnce(mailbox)).toEqual({ imported: 1, stale: false });
    const late = (await second.emails(mailbox)).filter((e) => !e.backlog);
    expect(late).toHaveLength(1);
    expect(late[0]).toMatchObject({
      subject: 'While you were away',
      from_address: 'late@example.com',
      status: 'pending',
      body: 'Are you open on Sunday?',
    });
    await eventually(
      'the new mail.received',
      () => second.received.length,
      (n) => n >= 1,
      SYNC_WAIT,
    );
    expect(second.received).toHaveLength(1);
    expect(second.received[0]).toMatchObject({ needs_reply: true, email_id: late[0]!._id });
  }, 120_000);

  it('answers mail that arrived after the settings were saved, even during the first sync', async () => {
    const h = await harness();
    const user = await createMailUser(mail, 'fresh');
    const savedAt = outsideNoonHour(Date.now());
    // The server's arrival times: a minute before the save, and a minute after it.
    const client = await imapAs(mail, user);
    try {
      await client.append('INBOX', rawMessage(1), [], new Date(savedAt - 60_000));
      await client.append('INBOX', rawMessage(2), [], new Date(savedAt + 60_000));
    } finally {
      await client.logout();
    }
    const mailbox = await h.addMailbox(user, { updated_at: new Date(savedAt).toISOString() });
    expect(await h.sync.syncOnce(mailbox)).toEqual({ imported: 2, stale: false });
    const stored = await h.emails(mailbox);
    expect(stored.map((e) => e.backlog).sort()).toEqual([false, true]);
    await eventually(
      '2 mail.received events',
      () => h.received.length,
      (n) => n >= 2,
      SYNC_WAIT,
    );
    expect(h.received.filter((e) => e.needs_reply)).toHaveLength(1);
  }, 60_000);

  it('re-scans after UIDVALIDITY changed, skipping what it knows', async () => {
    const h = await harness();
    const user = await createMailUser(mail, 'uidvalidity');
    await appendMany(mail, user, 3, () => 3600_000);
    const mailbox = await h.addMailbox(user);
    expect((await h.sync.syncOnce(mailbox)).imported).toBe(3);
    const cursor = (await h.repos.mailboxes.findOne({ _id: mailbox._id }))!.cursor!;
    await h.repos.mailboxes.updateOne(
      { _id: mailbox._id },
      { $set: { 'cursor.uidvalidity': cursor.uidvalidity + 1, 'cursor.last_uid': 999 } },
    );
    await deliver(mail, user.email, { from: 'new@example.com', subject: 'After', text: 'Hi' });
    expect((await h.sync.syncOnce(mailbox)).imported).toBe(1);
    const after = (await h.emails(mailbox)).find((e) => e.subject === 'After');
    expect(after).toMatchObject({ backlog: false, status: 'pending' });
    const moved = (await h.repos.mailboxes.findOne({ _id: mailbox._id }))!.cursor!;
    expect(moved.uidvalidity).toBe(cursor.uidvalidity);
  });

  it('does not import for settings that changed meanwhile', async () => {
    const h = await harness();
    const user = await createMailUser(mail, 'stale');
    const mailbox = await h.addMailbox(user);
    await h.repos.mailboxes.updateOne({ _id: mailbox._id }, { $set: { revision: 2 } });
    expect(await h.sync.syncOnce(mailbox)).toEqual({ imported: 0, stale: true });
  });

  it('records automated, bulk and looping mail as needing no reply, with the reason', async () => {
    const h = await harness();
    const user = await createMailUser(mail, 'classify');
    const mailbox = await h.addMailbox(user);
    await h.sync.syncOnce(mailbox); // the (empty) first sync: what follows is new mail
    const cases: Array<[string, string, Record<string, string>, string]> = [
      ['person', 'bob@example.com', {}, ''],
      [
        'auto',
        'bob@example.com',
        { 'Auto-Submitted': 'auto-replied' },
        'automated message (Auto-Submitted: auto-replied)',
      ],
      ['bulk', 'news@example.com', { Precedence: 'bulk' }, 'bulk mail (Precedence: bulk)'],
      ['list', 'list@example.com', { 'List-Id': '<l.example.com>' }, 'mailing list (List-Id)'],
      [
        'unsub',
        'shop@example.com',
        { 'List-Unsubscribe': '<mailto:u@example.com>' },
        'mailing list or newsletter (List-Unsubscribe)',
      ],
      ['bounce', 'MAILER-DAEMON@example.com', {}, 'delivery report (mailer-daemon)'],
      ['noreply', 'no-reply@example.com', {}, 'no-reply sender (no-reply)'],
      ['own', user.email, {}, 'sent from this mailbox'],
    ];
    for (const [subject, from, headers] of cases)
      await deliver(mail, user.email, { from, subject, text: `case ${subject}`, headers });
    // Return-Path is the receiving server's to write; an empty one arrives with a null sender.
    const client = await imapAs(mail, user);
    try {
      await client.append(
        'INBOX',
        Buffer.from('Return-Path: <>\r\nFrom: x@example.com\r\nSubject: dsn\r\n\r\nfailed\r\n'),
      );
    } finally {
      await client.logout();
    }
    expect((await h.sync.syncOnce(mailbox)).imported).toBe(cases.length + 1);
    const bySubject = new Map((await h.emails(mailbox)).map((e) => [e.subject, e]));
    for (const [subject, , , reason] of cases)
      expect([subject, bySubject.get(subject)?.status, bySubject.get(subject)?.reason]).toEqual([
        subject,
        reason ? 'no_reply_needed' : 'pending',
        reason,
      ]);
    expect(bySubject.get('dsn')?.reason).toBe('delivery report (empty Return-Path)');
    await eventually(
      'every mail.received event',
      () => h.received.length,
      (n) => n >= cases.length + 1,
      SYNC_WAIT,
    );
    expect(h.received.filter((e) => e.needs_reply).map((e) => e.subject)).toEqual(['person']);
  });

  it('the loop guard tells a person in a conversation from a machine (same text again, a burst)', async () => {
    const h = await harness();
    const user = await createMailUser(mail, 'loops');
    const mailbox = await h.addMailbox(user);
    await h.sync.syncOnce(mailbox);
    const ann = 'ann@example.com';
    await deliver(mail, user.email, {
      from: ann,
      subject: 'Refunds',
      messageId: '<first@ann.example>',
      text: 'What is the refund window?',
    });
    await h.sync.syncOnce(mailbox);
    const [first] = await h.emails(mailbox);
    // The first question was answered (as mail-sync records a sent reply).
    await h.repos.emails.updateOne(
      { _id: first!._id },
      {
        $set: {
          status: 'replied',
          reply_body: 'Customers may send items back within 30 days.',
          sent: { message_id: '<reply@shop.test>', at: new Date().toISOString(), by: 'auto' },
        },
      },
    );
    const inThread = {
      subject: 'Re: Refunds',
      inReplyTo: '<reply@shop.test>',
      references: ['<first@ann.example>', '<reply@shop.test>'],
    };
    // A person asks something new in reply, quoting the answer below.
    await deliver(mail, user.email, {
      from: ann,
      ...inThread,
      text:
        'Thanks! And do you ship to Norway?\n\nOn Mon, 23 Nov 2026 at 10:00, Shop <shop@x> wrote:\n' +
        '> Customers may send items back within 30 days.\n',
    });
    // An auto-responder without the headers that would say so, answering twice the same.
    for (let i = 0; i < 2; i++)
      await deliver(mail, user.email, {
        from: 'desk@robot.example',
        ...inThread,
        text: 'Thank you for your email. I am out of the office until Monday.',
      });
    // A burst: five messages from one sender within minutes.
    for (let i = 0; i < 5; i++)
      await deliver(mail, user.email, {
        from: 'script@burst.example',
        subject: `Order ${i}`,
        text: `Status of order ${i}?`,
      });
    await h.sync.syncOnce(mailbox);
    const emails = await h.emails(mailbox);
    const person = emails.find((e) => e.from_address === ann && e._id !== first!._id)!;
    expect(person).toMatchObject({
      status: 'pending',
      reason: '',
      body: 'Thanks! And do you ship to Norway?',
      thread_key: '<first@ann.example>',
    });
    const robot = emails.filter((e) => e.from_address === 'desk@robot.example');
    expect(robot.map((e) => e.status).sort()).toEqual(['no_reply_needed', 'pending']);
    expect(robot.find((e) => e.status === 'no_reply_needed')!.reason).toMatch(
      /same message again .*\(loop guard\)/,
    );
    const burst = emails.filter((e) => e.from_address === 'script@burst.example');
    expect(burst.filter((e) => e.status === 'pending')).toHaveLength(4);
    expect(burst.find((e) => e.status === 'no_reply_needed')!.reason).toMatch(
      /5 or more messages from this sender .*\(loop guard\)/,
    );
    // The person's question goes to reply-generation with the conversation as context.
    const event = await eventually(
      "the person's mail.received",
      () => h.received.find((e) => e.email_id === person._id),
      SYNC_WAIT,
    );
    expect(event).toMatchObject({ needs_reply: true, body: 'Thanks! And do you ship to Norway?' });
    expect(event.thread).toEqual([
      expect.objectContaining({
        from_us: false,
        from_address: ann,
        body: 'What is the refund window?',
      }),
      expect.objectContaining({
        from_us: true,
        body: 'Customers may send items back within 30 days.',
      }),
    ]);
    const loop = robot.find((e) => e.status === 'no_reply_needed')!;
    expect(
      await eventually(
        "the machine's mail.received",
        () => h.received.find((e) => e.email_id === loop._id),
        SYNC_WAIT,
      ),
    ).toMatchObject({ needs_reply: false });
  });

  it('watches with IDLE: new mail is imported without a check, and a check reports what it imported', async () => {
    const h = await harness();
    const user = await createMailUser(mail, 'idle');
    await deliver(mail, user.email, { from: 'a@example.com', subject: 'before 1', text: 'x' });
    await deliver(mail, user.email, { from: 'a@example.com', subject: 'before 2', text: 'x' });
    const mailbox = await h.addMailbox(user);
    // The first check starts the watcher; its first sync is the one reported.
    expect(await h.watchers.checkNow(mailbox.org_id)).toBe(2);
    await eventually(
      'the watcher in IDLE',
      async () => (await h.repos.mailboxes.findOne({ _id: mailbox._id }))?.watch,
      (w) => w?.state === 'idle',
      SYNC_WAIT,
    );

    await deliver(mail, user.email, { from: 'b@example.com', subject: 'live', text: 'Hello?' });
    const emails = await eventually(
      'the message delivered during IDLE imported',
      () => h.emails(mailbox),
      (es) => es.some((e) => e.subject === 'live'),
      SYNC_WAIT,
    );
    const live = emails.find((e) => e.subject === 'live');
    expect(live).toMatchObject({ backlog: false, status: 'pending' });
    expect(await h.watchers.checkNow(mailbox.org_id)).toBe(0);
    expect(await h.watchers.checkNow('no-such-org')).toBe(0);
  });

  it('shows a refused password as the watcher’s error, and recovers after a settings change', async () => {
    const h = await harness();
    const user = await createMailUser(mail, 'badpw');
    const mailbox = await h.addMailbox({ ...user, password: 'wrong' });
    await h.watchAll();
    const watch = async () => (await h.repos.mailboxes.findOne({ _id: mailbox._id }))?.watch;
    const failed = await eventually(
      'the watcher in error',
      watch,
      (w) => w?.state === 'error',
      SYNC_WAIT,
    );
    expect(failed?.last_error).toContain('refused the email address and password');
    await expect(h.watchers.checkNow(mailbox.org_id)).rejects.toMatchObject({ kind: 'auth' });

    // A settings change: the right password, a new revision.
    await h.repos.mailboxes.updateOne(
      { _id: mailbox._id },
      { $set: { revision: 2, secret: h.seal(user.password, mailbox._id) } },
    );
    await h.watchers.refresh(mailbox.org_id);
    const recovered = await eventually(
      'the watcher recovered, in IDLE',
      watch,
      (w) => w?.state === 'idle',
      SYNC_WAIT,
    );
    expect(recovered?.last_error).toBeUndefined();

    await h.repos.mailboxes.deleteOne({ _id: mailbox._id });
    await h.watchers.refresh(mailbox.org_id);
    expect(await h.watchers.checkNow(mailbox.org_id)).toBe(0);
  });

  it('reconnects after the connection drops, and misses nothing delivered meanwhile', async () => {
    const proxy = await startCuttingProxy(mail.host, mail.imapPort);
    try {
      const h = await harness();
      const user = await createMailUser(mail, 'drop');
      const mailbox = await h.addMailbox(user, { imap_port: proxy.port });
      await h.watchAll();
      const state = async () => (await h.repos.mailboxes.findOne({ _id: mailbox._id }))?.watch;
      await eventually('the watcher in IDLE', state, (w) => w?.state === 'idle', SYNC_WAIT);

      proxy.cut();
      await deliver(mail, user.email, { from: 'c@example.com', subject: 'during', text: 'x' });
      await eventually(
        'the message delivered meanwhile imported after reconnecting',
        () => h.emails(mailbox),
        (es) => es.some((e) => e.subject === 'during'),
        SYNC_WAIT,
      );
      await eventually('the watcher in IDLE again', state, (w) => w?.state === 'idle', SYNC_WAIT);
      expect((await state())?.last_error).toBeUndefined();
    } finally {
      await proxy.close();
    }
  });

  it('polls a server without IDLE', async () => {
    const noIdle = (line: string) =>
      /CAPABILITY/.test(line) ? line.replace(/ IDLE(?=[ \]\r])/g, '') : line;
    const proxy = await startCuttingProxy(mail.host, mail.imapPort, noIdle);
    try {
      const h = await harness({ MAIL_POLL_INTERVAL_MS: '300' });
      const user = await createMailUser(mail, 'poll');
      const mailbox = await h.addMailbox(user, { imap_port: proxy.port });
      await h.watchAll();
      await eventually(
        'the watcher polling',
        async () => (await h.repos.mailboxes.findOne({ _id: mailbox._id }))?.watch,
        (w) => w?.state === 'polling',
        SYNC_WAIT,
      );
      await deliver(mail, user.email, { from: 'p@example.com', subject: 'polled', text: 'x' });
      await eventually(
        'the message imported by a poll',
        () => h.emails(mailbox),
        (es) => es.some((e) => e.subject === 'polled'),
        SYNC_WAIT,
      );
    } finally {
      await proxy.close();
    }
  });
});
