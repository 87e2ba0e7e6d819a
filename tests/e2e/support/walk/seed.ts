import type { Page } from 'puppeteer-core';
import { eventually } from '@winzmail/testing';
import { createMailUser, deliver, type MailServer } from '@winzmail/testing/mail-server';
import { apiAs } from '../api.js';
import { addDocument } from '../knowledge.js';
import { connectMailbox } from '../mailbox.js';

/**
 * Gives the signed-in organisation on `page` something to show: a mailbox (draft mode) with
 * two customer emails, a knowledge-base document, and a chat question with its answer.
 */
export async function seedOrganisation(page: Page, appUrl: string, mail: MailServer) {
  const mailbox = await createMailUser(mail, 'walk');
  const customer = await createMailUser(mail, 'walk-customer');
  await connectMailbox(page, appUrl, mail, mailbox, 'draft');
  await addDocument(
    page,
    appUrl,
    'returns-policy.md',
    '# Returns\n\nItems can be returned within 30 days of delivery for a full refund. ' +
      'Refunds reach the original card within five working days.',
  );
  for (const [subject, text] of [
    ['Returning a jacket', 'Hello, how long do I have to return a jacket I bought?'],
    ['Refund timing', 'When will my refund reach my card?'],
  ] as const) {
    await deliver(mail, mailbox.email, {
      from: `Nora Customer <${customer.email}>`,
      to: mailbox.email,
      subject,
      text,
    });
  }
  await eventually(
    'the two emails in the Inbox',
    async () => {
      await apiAs(page, appUrl, 'GET', '/api/recent-emails');
      const listed = await apiAs<unknown[]>(page, appUrl, 'GET', '/org/email/incoming');
      return Array.isArray(listed.body) ? listed.body.length : 0;
    },
    (count) => count >= 2,
    { timeoutMs: 60_000, intervalMs: 500 },
  );
  const asked = await apiAs(page, appUrl, 'POST', '/chat/ask', {
    message: 'How long do I have to return an item?',
  });
  if (asked.status >= 300) throw new Error(`chat: ${asked.status}`);
}
