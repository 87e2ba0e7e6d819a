import { describe, expect, it } from '@jest/globals';
import {
  buildReply,
  MAX_REFERENCES,
  replyReferences,
  replySubject,
  type ReplyContext,
} from './reply-message.js';

const original: ReplyContext = {
  message_id: '<m2@customer.example>',
  references: ['<m1@customer.example>'],
  subject: 'Opening hours',
  from_address: 'ann@customer.example',
  reply_to: '',
};
const settings = {
  mailboxAddress: 'support@shop.example',
  text: 'We open at nine.',
  automatic: false,
  uniqueId: 'abc-123',
};

describe('buildReply', () => {
  it('answers the sender, threaded, from the mailbox, with a Message-ID on its domain', () => {
    const mail = buildReply(original, settings);
    expect(mail).toEqual({
      from: 'support@shop.example',
      to: 'ann@customer.example',
      subject: 'Re: Opening hours',
      messageId: '<abc-123@shop.example>',
      inReplyTo: '<m2@customer.example>',
      references: ['<m1@customer.example>', '<m2@customer.example>'],
      text: 'We open at nine.',
      headers: {},
    });
  });

  it('goes to Reply-To when the message names one', () => {
    expect(buildReply({ ...original, reply_to: 'team@customer.example' }, settings).to).toBe(
      'team@customer.example',
    );
  });

  it('marks an automatic reply (RFC 3834), and only an automatic one', () => {
    expect(buildReply(original, { ...settings, automatic: true }).headers).toEqual({
      'Auto-Submitted': 'auto-replied',
      'X-Auto-Response-Suppress': 'All',
    });
    expect(buildReply(original, settings).headers).toEqual({});
  });

  it('strips line breaks from every header value it sets (no header injection)', () => {
    const hostile: ReplyContext = {
      message_id: '<m@x>\r\nBcc: victim@evil.example',
      references: ['<r@x>\nX-Evil: 1'],
      subject: 'Hi\r\nBcc: victim@evil.example',
      from_address: 'ann@customer.example\r\nBcc: victim@evil.example',
      reply_to: '',
    };
    const mail = buildReply(hostile, { ...settings, mailboxAddress: 'support@shop.example\n' });
    const values = [mail.from, mail.to, mail.subject, mail.inReplyTo, ...mail.references];
    for (const v of values) expect(v).not.toMatch(/[\r\n]/);
    expect(mail.messageId).toBe('<abc-123@shop.example>');
  });

  it('has no In-Reply-To when the message had no Message-ID, and keeps its references', () => {
    const mail = buildReply({ ...original, message_id: '' }, settings);
    expect(mail.inReplyTo).toBe('');
    expect(mail.references).toEqual(['<m1@customer.example>']);
  });
});

describe('replySubject', () => {
  it.each([
    ['Opening hours', 'Re: Opening hours'],
    ['Re: Opening hours', 'Re: Opening hours'],
    ['RE: Opening hours', 'RE: Opening hours'],
    ['AW: Öffnungszeiten', 'AW: Öffnungszeiten'],
    ['Sv: Åbningstider', 'Sv: Åbningstider'],
    ['Re[2]: Opening hours', 'Re[2]: Opening hours'],
    ['Fwd: Opening hours', 'Re: Fwd: Opening hours'],
    ['Regarding hours', 'Re: Regarding hours'],
    ['', 'Re:'],
  ])('%j → %j', (subject, expected) => {
    expect(replySubject(subject)).toBe(expected);
  });
});

describe('replyReferences', () => {
  it('keeps the thread root and the latest ones, the answered message last', () => {
    const refs = Array.from({ length: 30 }, (_, i) => `<r${i}@x>`);
    const out = replyReferences(refs, '<last@x>');
    expect(out).toHaveLength(MAX_REFERENCES);
    expect(out[0]).toBe('<r0@x>');
    expect(out.at(-1)).toBe('<last@x>');
    expect(out.at(-2)).toBe('<r29@x>');
  });

  it('drops duplicates and blanks', () => {
    expect(replyReferences(['<a@x>', '', '<a@x>'], '<a@x>')).toEqual(['<a@x>']);
  });
});
