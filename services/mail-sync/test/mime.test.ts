import { describe, expect, it } from '@jest/globals';
import { LIMITS, parseMessage, splitReply } from '../src/adapters/mime.js';

const crlf = (lines: string[]) => Buffer.from(lines.join('\r\n'));

describe('parseMessage', () => {
  it('reads the fields a record needs and splits the reply from the quote', async () => {
    const parsed = await parseMessage(
      crlf([
        'From: "Bob Smith" <Bob@Example.com>',
        'To: support@shop.example, "Sales" <sales@shop.example>',
        'Reply-To: bob.private@example.com',
        'Subject: =?UTF-8?B?UHLDpGlz?= list',
        'Message-ID: <m1@example.com>',
        'In-Reply-To: <m0@shop.example>',
        'References: <root@shop.example> <m0@shop.example>',
        'Date: Mon, 23 Nov 2026 10:00:00 +0100',
        'Precedence: bulk',
        'List-Id: News <news.example.com>',
        'X-Custom: ignored',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'What does it cost?',
        '',
        'On Sun, Nov 22, 2026 at 9:00 AM Shop <support@shop.example> wrote:',
        '> We have new prices.',
        '',
      ]),
    );
    expect(parsed).toMatchObject({
      message_id: '<m1@example.com>',
      in_reply_to: '<m0@shop.example>',
      references: ['<root@shop.example>', '<m0@shop.example>'],
      from_address: 'Bob@Example.com',
      from_name: 'Bob Smith',
      reply_to: 'bob.private@example.com',
      to: ['support@shop.example', 'sales@shop.example'],
      subject: 'Präis list',
      body: 'What does it cost?',
      date: '2026-11-23T09:00:00.000Z',
      html: '',
      headers: { precedence: 'bulk', 'list-id': 'News <news.example.com>' },
    });
    expect(parsed.quoted).toContain('> We have new prices.');
    expect(parsed.headers).not.toHaveProperty('x-custom');
  });

  it('turns HTML into text when there is no text part, and keeps the HTML as received', async () => {
    const html = '<p>Hello <b>there</b></p><script>alert(1)</script><img src=x onerror="alert(2)">';
    const parsed = await parseMessage(
      crlf(['From: a@example.com', 'Subject: html', 'Content-Type: text/html', '', html, '']),
    );
    expect(parsed.html).toContain('<script>alert(1)</script>');
    expect(parsed.body).toContain('Hello');
    expect(parsed.body).toContain('there');
    expect(parsed.body).not.toContain('alert');
  });

  it('decodes legacy charsets and survives an unknown one', async () => {
    const latin1 = Buffer.concat([
      crlf([
        'From: a@example.com',
        'Subject: x',
        'Content-Type: text/plain; charset=iso-8859-1',
        '',
        '',
      ]),
      Buffer.from([0x47, 0x72, 0xfc, 0xdf, 0x65]),
    ]);
    expect((await parseMessage(latin1)).body).toBe('Grüße');
    const unknown = crlf([
      'From: a@example.com',
      'Subject: x',
      'Content-Type: text/plain; charset=x-no-such-charset',
      '',
      'plain words',
    ]);
    expect((await parseMessage(unknown)).body).toContain('plain words');
  });

  it('drops attachment content and bounds what it keeps', async () => {
    const big = 'A'.repeat(LIMITS.body * 3);
    const parsed = await parseMessage(
      crlf([
        'From: a@example.com',
        'Subject: ' + 'S'.repeat(5000),
        'Content-Type: multipart/mixed; boundary=b',
        '',
        '--b',
        'Content-Type: text/plain',
        '',
        big,
        '--b',
        'Content-Type: application/octet-stream',
        'Content-Disposition: attachment; filename=a.bin',
        'Content-Transfer-Encoding: base64',
        '',
        Buffer.alloc(300_000, 7).toString('base64'),
        '--b--',
        '',
      ]),
    );
    expect(parsed.subject.length).toBeLessThanOrEqual(LIMITS.subject);
    expect(parsed.body.length).toBeLessThanOrEqual(LIMITS.body);
    expect(JSON.stringify(parsed).length).toBeLessThan(LIMITS.body + LIMITS.quoted + 20_000);
  });

  it('gives empty fields, not errors, for a message without headers', async () => {
    const parsed = await parseMessage(Buffer.from('just some text\r\n'));
    expect(parsed).toMatchObject({ message_id: '', from_address: '', subject: '', date: '' });
  });

  it('reads a header block alone (a message too large to download)', async () => {
    const parsed = await parseMessage(
      crlf(['From: a@example.com', 'Subject: huge', 'Message-ID: <h@x>', '', '']),
    );
    expect(parsed).toMatchObject({ subject: 'huge', message_id: '<h@x>', body: '' });
  });
});

describe('splitReply', () => {
  it('keeps an all-quote message as its body', () => {
    expect(splitReply('> only a quote\n> more').body).toContain('only a quote');
  });
  it('moves the signature to quoted', () => {
    const { body, quoted } = splitReply('Thanks!\n\n-- \nBob\nACME Inc.');
    expect(body).toBe('Thanks!');
    expect(quoted).toContain('ACME Inc.');
  });
});
