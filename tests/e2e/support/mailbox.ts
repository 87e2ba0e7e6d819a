import type { Page } from 'puppeteer-core';
import { emailConfigFor, type MailServer, type MailUser } from '@winzmail/testing/mail-server';
import { apiAs } from './api.js';

/** Connects a test mail server's user as the signed-in organisation's mailbox, through the API. */
export async function connectMailbox(
  page: Page,
  appUrl: string,
  mail: MailServer,
  user: MailUser,
  replyMode: 'auto' | 'draft' | 'none',
): Promise<void> {
  const saved = await apiAs(page, appUrl, 'POST', '/org/email-config', {
    ...emailConfigFor(mail, user, replyMode),
  });
  if (saved.status !== 200)
    throw new Error(`the mailbox was not saved: ${saved.status} ${JSON.stringify(saved.body)}`);
}
