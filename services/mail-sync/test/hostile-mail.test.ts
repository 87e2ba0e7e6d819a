import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { describeUnlessWaived, eventually } from '@winzmail/testing';
import {
  createMailUser,
  deliver,
  imapAs,
  mailServer,
  type MailUser,
} from '@winzmail/testing/mail-server';
import type { EmailDoc, MailboxDoc } from '../src/adapters/repositories.js';
import { startSyncHarness, SYNC_WAIT, type SyncHarness } from './support/sync-harness.js';

const server = mailServer();
const MB = 1024 * 1024;

const head = (subject: string, extra = '') =>
  `From: sender@example.com\r\nTo: shop@winzmail.test\r\nSubject: ${subject}\r\n${extra}`;

const nested = (depth: number): string => {
  let open = '';
  let close = '';
  for (let i = 0; i < depth; i++) {
    open += `Content-Type: multipart/mixed; boundary=b${i}\r\n\r\n--b${i}\r\n`;
    close = `--b${i}--\r\n` + close;
  }
  return `${open}Content-Type: text/plain\r\n\r\ndeep text\r\n${close}`;
};

const attachment = (subject: string, bytes: number) =>
  head(subject, 'Message-ID: <' + subject + '@example.com>\r\n') +
  'Content-Type: multipart/mixed; boundary=att\r\n\r\n--att\r\nContent-Type: text/plain\r\n\r\n' +
  'Please see the attached file.\r\n--att\r\nContent-Type: application/octet-stream\r\n' +
  'Content-Disposition: attachment; filename=big.bin\r\nContent-Transfer-Encoding: base64\r\n\r\n' +
  Buffer.alloc(bytes, 0x5a).toString('base64').replace(/.{76}/g, '$&\r\n') +
  '\r\n--att--\r\n';

/** The corpus: subject → raw message. */
const corpus: Record<string, Buffer> = {
  latin1: Buffer.concat([
    Buffer.from(head('latin1', 'Content-Type: text/plain; charset=iso-8859-1\r\n\r\n')),
    Buffer.from([0x47, 0x72, 0xfc, 0xdf, 0x65, 0x0d, 0x0a]),
  ]),
  'unknown charset': Buffer.from(
    head('unknown charset', 'Content-Type: text/plain; charset=x-klingon\r\n\r\n') + 'qapla\r\n',
  ),
  'bad encoded word': Buffer.from(
    'From: sender@example.com\r\nSubject: bad =?x-nope?Q?caf=E9?= =?utf-8?B?####?=\r\n\r\nx\r\n',
  ),
  'no message id': Buffer.from(head('no message id', '\r\n') + 'I have no Message-ID.\r\n'),
  'big header': Buffer.from(
    head('big header', 'X-Junk: start' + ('\r\n ' + 'j'.repeat(998)).repeat(1050) + '\r\n\r\n') +
      'Body after a 1 MB header.\r\n',
  ),
  nested: Buffer.from(head('nested', 'Message-ID: <nested@example.com>\r\n') + nested(60)),
  'many parts': Buffer.from(
    head('many parts', 'Content-Type: multipart/mixed; boundary=p\r\n\r\n') +
      Array.from(
        { length: 1200 },
        (_, i) => `--p\r\nContent-Type: text/plain\r\n\r\n${i}\r\n`,
      ).join('') +
      '--p--\r\n',
  ),
  'script html': Buffer.from(
    head('script html', 'Content-Type: text/html; charset=utf-8\r\n\r\n') +
      '<p>Visible words</p><script>steal()</script><img src=x onerror="steal()">\r\n',
  ),
  'nul bytes': Buffer.from(head('nul\u0000bytes', '\r\n') + 'bo\u0000dy\r\n', 'binary'),
  'no boundary': Buffer.from(
    head('no boundary', 'Content-Type: multipart/mixed\r\n\r\n--x\r\nhi\r\n'),
  ),
  truncated: Buffer.from(
    head('truncated', 'Content-Type: multipart/mixed; boundary=t\r\n\r\n') +
      '--t\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n!!!@@',
  ),
  attachment: Buffer.from(attachment('attachment', 5 * MB)),
  // Base64 makes it a 34 MB message: above the default MAIL_MAX_MESSAGE_BYTES (30 MB).
  'big attachment': Buffer.from(attachment('big-attachment', 25 * MB)),
};

describeUnlessWaived(server !== null, '', 'hostile mail against GreenMail', () => {
  const mail = server!;
  let user: MailUser;
  let h: SyncHarness;
  let mailbox: MailboxDoc;
  let stored: Map<string, EmailDoc>;

  beforeAll(async () => {
    user = await createMailUser(mail, 'hostile');
    const client = await imapAs(mail, user);
    try {
      for (const raw of Object.values(corpus)) await client.append('INBOX', raw);
      // The same bytes twice, without a Message-ID: one record.
      await client.append('INBOX', corpus['no message id']!);
    } finally {
      await client.logout();
    }
    h = await startSyncHarness(mail);
    mailbox = await h.addMailbox(user);
    // One record per corpus entry: the second copy of 'no message id' is the same record.
    expect(await h.watchers.checkNow(mailbox.org_id)).toBe(Object.keys(corpus).length);
    stored = new Map((await h.emails(mailbox)).map((e) => [e.subject, e]));
  }, 120_000);

  afterAll(async () => {
    await h?.dispose();
  });

  it('decodes legacy charsets and survives unknown ones', () => {
    expect(stored.get('latin1')?.body).toBe('Grüße');
    expect(stored.get('unknown charset')?.body).toContain('qapla');
    expect([...stored.keys()].some((s) => s.startsWith('bad '))).toBe(true);
  });

  it('stores a message without Message-ID once, under a key from its bytes', () => {
    const doc = stored.get('no message id');
    expect(doc).toMatchObject({ message_id: '', status: 'pending' });
    expect(doc?._id).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads past a 1 MB header, deep nesting and broken structure', () => {
    expect(stored.get('big header')?.body).toBe('Body after a 1 MB header.');
    expect(stored.get('nested')?.body).toBe('deep text');
    expect(stored.has('no boundary')).toBe(true);
    expect(stored.has('truncated')).toBe(true);
  });

  it('records what the parser refuses, with the reason, from the envelope', () => {
    expect(stored.get('many parts')).toMatchObject({
      status: 'no_reply_needed',
      body: '',
      from_address: 'sender@example.com',
    });
    expect(stored.get('many parts')?.reason).toMatch(/^could not be read: /);
  });

  it('keeps HTML as received and its text without script', () => {
    const doc = stored.get('script html');
    expect(doc?.body_html).toContain('<script>steal()</script>');
    expect(doc?.body).toContain('Visible words');
    expect(doc?.body).not.toContain('steal');
  });

  it('stores text without NUL bytes', () => {
    const doc = stored.get('nulbytes');
    expect(doc?.body).toBe('body');
  });

  it('drops attachment content', () => {
    const doc = stored.get('attachment');
    expect(doc?.body).toBe('Please see the attached file.');
    expect(JSON.stringify(doc).length).toBeLessThan(10_000);
  });

  it('records a message above the size limit from its headers alone', () => {
    const doc = stored.get('big-attachment');
    expect(doc).toMatchObject({
      status: 'no_reply_needed',
      body: '',
      message_id: '<big-attachment@example.com>',
    });
    expect(doc?.reason).toMatch(/^too large to read \(3\d\.\d MB\)$/);
  });

  it('keeps watching after all that', async () => {
    await eventually(
      'the watcher in IDLE',
      async () => (await h.repos.mailboxes.findOne({ _id: mailbox._id }))?.watch,
      (w) => w?.state === 'idle',
      SYNC_WAIT,
    );
    await deliver(mail, user.email, { from: 'calm@example.com', subject: 'calm', text: 'Hi' });
    await eventually(
      'the next message imported',
      () => h.emails(mailbox),
      (es) => es.some((e) => e.subject === 'calm'),
      SYNC_WAIT,
    );
  });
});
