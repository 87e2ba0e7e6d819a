import type { EmailConfig, EmailConfigBody, ReplyMode } from '../../api/contract';

/** What the Email configuration form holds: the saved settings plus a new password (or ''). */
export interface MailboxFormValues {
  imap_host: string;
  imap_port: number;
  smtp_host: string;
  smtp_port: number;
  email_address: string;
  email_password: string;
  reply_mode: ReplyMode;
}

/** A new mailbox starts from the spec's defaults (section 3 and 9): 993, 587, auto. */
export const DEFAULT_VALUES: MailboxFormValues = {
  imap_host: '',
  imap_port: 993,
  smtp_host: '',
  smtp_port: 587,
  email_address: '',
  email_password: '',
  reply_mode: 'auto',
};

/** The form for a saved configuration (the password is never sent back: it stays blank). */
export function valuesOf(config: EmailConfig | null | undefined): MailboxFormValues {
  if (!config) return DEFAULT_VALUES;
  return {
    imap_host: config.imap_host,
    imap_port: config.imap_port,
    smtp_host: config.smtp_host,
    smtp_port: config.smtp_port,
    email_address: config.email_address,
    email_password: '',
    reply_mode: config.reply_mode,
  };
}

/**
 * The POST body: always the whole configuration (a changed reply mode alone posts it too), hosts
 * and address trimmed; a blank password keeps the stored one.
 */
export function bodyOf(values: MailboxFormValues): EmailConfigBody {
  return {
    imap_host: values.imap_host.trim(),
    imap_port: Number(values.imap_port),
    smtp_host: values.smtp_host.trim(),
    smtp_port: Number(values.smtp_port),
    email_address: values.email_address.trim(),
    email_password: values.email_password,
    reply_mode: values.reply_mode,
  };
}

/** The gateway names fields as the body does; a nested name keeps its last part. */
export function fieldErrors(fields: Record<string, string>) {
  const known = new Set<string>(Object.keys(DEFAULT_VALUES));
  return Object.entries(fields)
    .map(([path, message]) => ({ name: path.split('.').pop() ?? path, errors: [message] }))
    .filter((f): f is { name: keyof MailboxFormValues; errors: string[] } => known.has(f.name));
}
