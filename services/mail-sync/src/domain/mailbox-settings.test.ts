import { describe, expect, it } from '@jest/globals';
import { AppError } from '@winzmail/platform/errors';
import {
  connectionChanged,
  mailboxChanged,
  parseSettings,
  type SettingsInput,
} from './mailbox-settings.js';

const form: SettingsInput = {
  imap_host: ' imap.example.com ',
  imap_port: 993,
  smtp_host: 'smtp.example.com',
  smtp_port: 587,
  email_address: ' support@example.com ',
  email_password: 'app password',
  reply_mode: 'draft',
  provider: '',
};

const fieldErrors = (input: SettingsInput): Record<string, string> => {
  try {
    parseSettings(input);
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('INVALID_ARGUMENT');
    return (err as AppError).fields ?? {};
  }
  throw new Error('expected the settings to be refused');
};

describe('parseSettings', () => {
  it('trims the fields and keeps the password as typed', () => {
    expect(parseSettings(form)).toEqual({
      settings: {
        imap_host: 'imap.example.com',
        imap_port: 993,
        smtp_host: 'smtp.example.com',
        smtp_port: 587,
        email_address: 'support@example.com',
        reply_mode: 'draft',
      },
      password: 'app password',
    });
  });

  it('fills the spec’s defaults for unset ports and reply mode; a blank password is ""', () => {
    const { settings, password } = parseSettings({
      ...form,
      imap_port: 0,
      smtp_port: 0,
      reply_mode: '',
      email_password: '   ',
    });
    expect(settings).toMatchObject({ imap_port: 993, smtp_port: 587, reply_mode: 'auto' });
    expect(password).toBe('');
  });

  it('names every bad field at once', () => {
    expect(
      fieldErrors({
        ...form,
        imap_host: '',
        smtp_host: 'smtp example com',
        imap_port: 70000,
        smtp_port: -1,
        email_address: 'not-an-address',
        reply_mode: 'sometimes',
        provider: 'gmail',
      }),
    ).toEqual({
      imap_host: expect.stringMatching(/required/),
      smtp_host: expect.stringMatching(/host name/),
      imap_port: expect.stringMatching(/1 to 65535/),
      smtp_port: expect.stringMatching(/1 to 65535/),
      email_address: 'Enter a valid email address.',
      reply_mode: expect.stringMatching(/auto, draft, none/),
      provider: expect.stringMatching(/Gmail or Outlook/),
    });
  });

  it('refuses an address with a line break or a second address', () => {
    expect(fieldErrors({ ...form, email_address: 'a@x.com\r\nBcc: b@y.com' })).toHaveProperty(
      'email_address',
    );
    expect(fieldErrors({ ...form, email_address: 'a@x.com, b@y.com' })).toHaveProperty(
      'email_address',
    );
  });
});

describe('what a change means', () => {
  const { settings } = parseSettings(form);

  it('only a connection field asks for a new check', () => {
    expect(connectionChanged(settings, { ...settings, reply_mode: 'none' })).toBe(false);
    expect(connectionChanged(settings, { ...settings, smtp_port: 465 })).toBe(true);
    expect(connectionChanged(settings, { ...settings, imap_host: 'IMAP.example.com' })).toBe(false);
  });

  it('another host or address is another mailbox', () => {
    expect(mailboxChanged(settings, { ...settings, imap_port: 143 })).toBe(false);
    expect(mailboxChanged(settings, { ...settings, email_address: 'sales@example.com' })).toBe(
      true,
    );
  });
});
