import { describe, expect, it } from '@jest/globals';
import { classify } from './classify.js';

const OWN = 'support@shop.example';
const mail = (headers: Record<string, string> = {}, from = 'customer@example.com') => ({
  from_address: from,
  headers,
});
const reason = (headers: Record<string, string>, from?: string) =>
  classify(mail(headers, from), OWN)?.reason;

describe('classify', () => {
  it('lets a person’s mail through', () => {
    expect(classify(mail(), OWN)).toBeNull();
    expect(reason({ 'auto-submitted': 'no' })).toBeUndefined();
    expect(reason({ precedence: 'first-class' })).toBeUndefined();
    expect(reason({ 'return-path': '<customer@example.com>' })).toBeUndefined();
    expect(reason({ 'x-auto-response-suppress': 'DR, RN' })).toBeUndefined();
    expect(reason({ 'content-type': 'multipart/alternative; boundary=x' })).toBeUndefined();
    expect(reason({}, 'noreplyer@example.com')).toBeUndefined();
    expect(reason({}, 'replies@example.com')).toBeUndefined();
  });

  it('names Auto-Submitted other than no', () => {
    expect(reason({ 'auto-submitted': 'auto-replied' })).toBe(
      'automated message (Auto-Submitted: auto-replied)',
    );
    expect(reason({ 'auto-submitted': 'Auto-Generated; owner-email="x@y"' })).toBe(
      'automated message (Auto-Submitted: auto-generated)',
    );
    expect(reason({ 'auto-submitted': '' })).toBe('automated message (Auto-Submitted: empty)');
  });

  it('names autoresponder headers', () => {
    expect(reason({ 'x-autoreply': 'yes' })).toBe('automated message (X-Autoreply)');
    expect(reason({ 'x-autorespond': 'vacation' })).toBe('automated message (X-Autorespond)');
    expect(reason({ 'x-auto-response-suppress': 'All' })).toBe(
      'asks for no automatic reply (X-Auto-Response-Suppress: All)',
    );
    expect(reason({ 'x-auto-response-suppress': 'DR, OOF' })).toContain('OOF');
  });

  it('names bulk and list mail', () => {
    expect(reason({ precedence: 'bulk' })).toBe('bulk mail (Precedence: bulk)');
    expect(reason({ precedence: 'JUNK' })).toBe('bulk mail (Precedence: junk)');
    expect(reason({ precedence: 'list' })).toBe('mailing list (Precedence: list)');
    expect(reason({ 'list-id': '<news.shop.example>' })).toBe('mailing list (List-Id)');
    expect(reason({ 'list-unsubscribe': '<mailto:u@x>' })).toBe(
      'mailing list or newsletter (List-Unsubscribe)',
    );
    expect(reason({ 'list-post': '<mailto:l@x>' })).toBe('mailing list (List-Post)');
  });

  it('names delivery reports', () => {
    expect(reason({ 'return-path': '<>' })).toBe('delivery report (empty Return-Path)');
    expect(reason({ 'return-path': '< >' })).toBe('delivery report (empty Return-Path)');
    expect(reason({ 'content-type': 'multipart/report; report-type=delivery-status' })).toBe(
      'delivery report (multipart/report)',
    );
    expect(reason({}, 'MAILER-DAEMON@mx.example.com')).toBe('delivery report (mailer-daemon)');
    expect(reason({}, 'mailer_daemon@mx.example.com')).toBe('delivery report (mailer_daemon)');
    expect(reason({}, 'postmaster@example.com')).toBe('delivery report (postmaster)');
  });

  it('names no-reply senders in their common spellings', () => {
    for (const local of [
      'noreply',
      'no-reply',
      'No_Reply',
      'do-not-reply',
      'donotreply',
      'do.not.reply',
      'noreply+bounce-42',
      'billing-noreply',
      'notifications.no-reply',
    ])
      expect(reason({}, `${local}@example.com`)).toBe(`no-reply sender (${local.toLowerCase()})`);
  });

  it('names the mailbox’s own messages, whatever the case', () => {
    expect(reason({}, 'Support@Shop.Example')).toBe('sent from this mailbox');
  });

  it('names a message without a sender', () => {
    expect(reason({}, '')).toBe('no sender address');
  });
});
