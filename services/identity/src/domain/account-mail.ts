import { RTL_UI_LANGUAGES, uiLanguage, uiLanguageIso } from '@winzmail/platform/text';
import {
  ACCOUNT_MAIL_TEXTS,
  type AccountMailTexts,
  type MailLanguage,
} from './account-mail-texts.js';
import { EMAIL_CHANGE_TTL_MS, PASSWORD_RESET_TTL_MS } from './account-tokens.js';

/** A mail the product sends from its own address (the system mail port's message). */
export interface SystemMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Right-to-left languages set the HTML's direction. */
  language: MailLanguage;
}

/** Sends system mail (SYSTEM_SMTP_URL). Absent when not configured. */
export interface SystemMail {
  send(message: SystemMessage): Promise<void>;
}

/** One of the 15 codes, else English: the caller's language is untrusted text. */
export const mailLanguage = (code: string): MailLanguage => uiLanguage(code);

/** Where a link leads: the product's public address, a page of the web app and the token. */
export function accountLink(base: string, page: string, token: string): string {
  return `${base.replace(/\/+$/, '')}/${page}?token=${encodeURIComponent(token)}`;
}

export function passwordResetMail(input: {
  to: string;
  link: string;
  language: string;
  app: string;
}): SystemMessage {
  const language = mailLanguage(input.language);
  const t = ACCOUNT_MAIL_TEXTS[language];
  return compose(input.to, language, fill(t.resetSubject, input.app), input.link, [
    fill(t.resetIntro, input.app),
    null,
    fill(t.resetExpiry, input.app),
    fill(t.resetIgnore, input.app),
  ]);
}

export function emailChangeMail(input: {
  to: string;
  link: string;
  language: string;
  app: string;
}): SystemMessage {
  const language = mailLanguage(input.language);
  const t: AccountMailTexts = ACCOUNT_MAIL_TEXTS[language];
  return compose(input.to, language, fill(t.confirmSubject, input.app), input.link, [
    fill(t.confirmIntro, input.app, input.to),
    null,
    fill(t.confirmExpiry, input.app),
    fill(t.confirmIgnore, input.app),
  ]);
}

function fill(text: string, app: string, email = ''): string {
  return text
    .replaceAll('{app}', app)
    .replaceAll('{minutes}', String(PASSWORD_RESET_TTL_MS / 60_000))
    .replaceAll('{hours}', String(EMAIL_CHANGE_TTL_MS / 3600_000))
    .replaceAll('{email}', email);
}

/** Plain text and simple HTML; `null` marks where the link goes. */
function compose(
  to: string,
  language: MailLanguage,
  subject: string,
  link: string,
  lines: (string | null)[],
): SystemMessage {
  const text = lines.map((line) => line ?? link).join('\n\n');
  const dir = RTL_UI_LANGUAGES.has(language) ? 'rtl' : 'ltr';
  const body = lines
    .map((line) =>
      line === null
        ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : `<p>${escapeHtml(line)}</p>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="${uiLanguageIso(language)}" dir="${dir}"><body>\n${body}\n</body></html>`;
  return { to, subject, text, html, language };
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
