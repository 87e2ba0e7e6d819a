import { invalid, type FieldErrors } from '@winzmail/platform/errors';
import { REPLY_MODES, type MailboxSettings, type ReplyMode } from './types.js';

/** The Email configuration form as it arrives (proto3: an unset number is 0, a string ''). */
export interface SettingsInput {
  imap_host: string;
  imap_port: number;
  smtp_host: string;
  smtp_port: number;
  email_address: string;
  email_password: string;
  reply_mode: string;
  provider: string;
}

/** The spec's defaults (section 9): IMAP over TLS on 993, SMTP submission with STARTTLS on 587. */
export const DEFAULT_IMAP_PORT = 993;
export const DEFAULT_SMTP_PORT = 587;
export const DEFAULT_REPLY_MODE: ReplyMode = 'auto';

const HOST = /^[A-Za-z0-9.:[\]-]+$/;
// Deliberately loose (the server is the judge), but one address, no spaces or line breaks.
const EMAIL = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;
const MAX_PASSWORD = 1024;

/**
 * Checks the form: every field error at once, by field name, so the page can mark each. A blank
 * password is returned as '' (the caller keeps the stored one).
 */
export function parseSettings(input: SettingsInput): {
  settings: MailboxSettings;
  password: string;
} {
  const fields: FieldErrors = {};
  const host = (name: 'imap_host' | 'smtp_host', label: string): string => {
    const value = input[name].trim().replace(/\.$/, '');
    if (!value) fields[name] = `The ${label} host is required.`;
    else if (value.length > 253 || !HOST.test(value))
      fields[name] = `The ${label} host must be a host name or an IP address.`;
    return value;
  };
  const port = (name: 'imap_port' | 'smtp_port', label: string, fallback: number): number => {
    const value = input[name] === 0 ? fallback : input[name];
    if (!Number.isInteger(value) || value < 1 || value > 65535)
      fields[name] = `The ${label} port must be a number from 1 to 65535.`;
    return value;
  };
  const settings: MailboxSettings = {
    imap_host: host('imap_host', 'IMAP'),
    imap_port: port('imap_port', 'IMAP', DEFAULT_IMAP_PORT),
    smtp_host: host('smtp_host', 'SMTP'),
    smtp_port: port('smtp_port', 'SMTP', DEFAULT_SMTP_PORT),
    email_address: input.email_address.trim(),
    reply_mode: (input.reply_mode.trim() || DEFAULT_REPLY_MODE) as ReplyMode,
  };
  if (settings.email_address.length > 254 || !EMAIL.test(settings.email_address))
    fields.email_address = 'Enter a valid email address.';
  if (!(REPLY_MODES as readonly string[]).includes(settings.reply_mode))
    fields.reply_mode = `The reply mode must be one of ${REPLY_MODES.join(', ')}.`;
  if (input.provider && input.provider !== 'imap')
    fields.provider = 'Only IMAP/SMTP mailboxes are set up here; connect Gmail or Outlook instead.';
  if (input.email_password.length > MAX_PASSWORD)
    fields.email_password = `The password is longer than ${MAX_PASSWORD} characters.`;
  const first = Object.values(fields)[0];
  if (first) throw invalid(first, fields);
  return { settings, password: input.email_password.trim() === '' ? '' : input.email_password };
}

/** Settings that decide where and as whom mail-sync connects (reply_mode is not one of them). */
export const connectionChanged = (a: MailboxSettings, b: MailboxSettings): boolean =>
  a.imap_host.toLowerCase() !== b.imap_host.toLowerCase() ||
  a.imap_port !== b.imap_port ||
  a.smtp_host.toLowerCase() !== b.smtp_host.toLowerCase() ||
  a.smtp_port !== b.smtp_port ||
  a.email_address.toLowerCase() !== b.email_address.toLowerCase();

/** Another mailbox (host or address changed): its import starts over with its own backlog rule. */
export const mailboxChanged = (a: MailboxSettings, b: MailboxSettings): boolean =>
  a.imap_host.toLowerCase() !== b.imap_host.toLowerCase() ||
  a.email_address.toLowerCase() !== b.email_address.toLowerCase();
