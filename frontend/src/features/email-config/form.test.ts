import { describe, expect, it } from '@jest/globals';
import type { EmailConfig } from '../../api/contract';
import { bodyOf, DEFAULT_VALUES, fieldErrors, valuesOf } from './form';
import { PRESETS, presetMatching } from './presets';

const SAVED: EmailConfig = {
  imap_host: 'imap.gmail.com',
  imap_port: 993,
  smtp_host: 'smtp.gmail.com',
  smtp_port: 587,
  email_address: 'support@acme.test',
  reply_mode: 'draft',
  provider: 'imap',
  mailbox: { state: 'idle', last_sync_at: '2026-11-23T10:00:00Z', last_error: '' },
};

describe('the email configuration form', () => {
  it('starts from the spec defaults: ports 993 and 587, reply mode auto', () => {
    expect(valuesOf(null)).toEqual(DEFAULT_VALUES);
    expect(DEFAULT_VALUES).toMatchObject({ imap_port: 993, smtp_port: 587, reply_mode: 'auto' });
  });

  it('shows a saved configuration with a blank password', () => {
    expect(valuesOf(SAVED)).toEqual({
      imap_host: 'imap.gmail.com',
      imap_port: 993,
      smtp_host: 'smtp.gmail.com',
      smtp_port: 587,
      email_address: 'support@acme.test',
      email_password: '',
      reply_mode: 'draft',
    });
  });

  it('posts the whole configuration, trimmed; the password as typed (blank keeps the stored)', () => {
    expect(
      bodyOf({
        ...valuesOf(SAVED),
        imap_host: '  imap.gmail.com ',
        email_address: ' support@acme.test ',
        email_password: ' pass word ',
        reply_mode: 'none',
      }),
    ).toEqual({
      imap_host: 'imap.gmail.com',
      imap_port: 993,
      smtp_host: 'smtp.gmail.com',
      smtp_port: 587,
      email_address: 'support@acme.test',
      email_password: ' pass word ',
      reply_mode: 'none',
    });
  });

  it("puts the gateway's field errors on the form's fields, ignoring unknown ones", () => {
    expect(
      fieldErrors({ imap_host: 'a host name or address', 'body.smtp_port': 'too big', x: 'y' }),
    ).toEqual([
      { name: 'imap_host', errors: ['a host name or address'] },
      { name: 'smtp_port', errors: ['too big'] },
    ]);
  });
});

describe('quick-setup presets', () => {
  it('each has hosts and a TLS port pair mail-sync accepts (993; 465 or 587)', () => {
    expect(PRESETS.length).toBeGreaterThanOrEqual(9);
    for (const p of PRESETS) {
      expect(p.imap_host).toMatch(/^[a-z0-9.-]+\.[a-z]+$/);
      expect(p.smtp_host).toMatch(/^[a-z0-9.-]+\.[a-z]+$/);
      expect(p.imap_port).toBe(993);
      expect([465, 587]).toContain(p.smtp_port);
    }
    expect(new Set(PRESETS.map((p) => p.id)).size).toBe(PRESETS.length);
  });

  it('the Gmail preset is the spec example; a form showing its servers matches it', () => {
    const gmail = PRESETS.find((p) => p.id === 'gmail');
    expect(gmail).toMatchObject({
      imap_host: 'imap.gmail.com',
      imap_port: 993,
      smtp_host: 'smtp.gmail.com',
      smtp_port: 587,
    });
    expect(presetMatching({ ...SAVED, imap_host: ' IMAP.gmail.com' })?.id).toBe('gmail');
    expect(presetMatching({ ...SAVED, smtp_port: 465 })).toBeUndefined();
    expect(presetMatching(DEFAULT_VALUES)).toBeUndefined();
  });
});
