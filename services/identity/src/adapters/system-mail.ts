import nodemailer from 'nodemailer';
import type { SystemMail, SystemMessage } from '../domain/account-mail.js';

const TIMEOUT_MS = 20_000;

/**
 * The product's own mail (password reset, email change) over SMTP, from SYSTEM_SMTP_URL
 * (smtp://user:pass@host:port, STARTTLS when offered; smtps:// for implicit TLS). Absent when the
 * URL is not set: the features that need it say so instead of sending nothing.
 */
export function systemMailFromConfig(config: {
  SYSTEM_SMTP_URL?: string | undefined;
  SYSTEM_MAIL_FROM?: string | undefined;
}): SystemMail | undefined {
  const url = config.SYSTEM_SMTP_URL;
  if (!url) return undefined;
  if (!/^smtps?:\/\//i.test(url)) {
    throw new Error('SYSTEM_SMTP_URL must start with smtp:// or smtps://');
  }
  if (!config.SYSTEM_MAIL_FROM) {
    throw new Error(
      'SYSTEM_MAIL_FROM (e.g. "Winzmail <no-reply@example.com>") is required with SYSTEM_SMTP_URL',
    );
  }
  const from = config.SYSTEM_MAIL_FROM;
  const parsed = new URL(url);
  const secure = parsed.protocol.toLowerCase() === 'smtps:';
  const user = decodeURIComponent(parsed.username);
  const transport = nodemailer.createTransport({
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    ...(user ? { auth: { user, pass: decodeURIComponent(parsed.password) } } : {}),
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return {
    async send(message: SystemMessage): Promise<void> {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
    },
  };
}
