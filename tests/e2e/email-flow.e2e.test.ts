import { randomUUID } from 'node:crypto';
import { expect, it } from '@jest/globals';
import type { Page } from 'puppeteer-core';
import { describeUnlessWaived, eventually } from '@winzmail/testing';
import {
  createMailUser,
  deliver,
  MAIL_TEST_ENV,
  mailServer,
  readFolder,
} from '@winzmail/testing/mail-server';
import { signUpAndIn, waitForText } from './support/account.js';
import { freshPage, withScreenshot } from './support/browser.js';
import { addDocument } from './support/knowledge.js';
import { setupAppInBrowser } from './support/session.js';

/**
 * The email flow as staff live it, in Chromium against the whole product and the real mail
 * server (GreenMail): the mailbox is configured on the Email configuration page, a customer's
 * message arrives and shows up in the Inbox by itself, Generate writes a grounded reply, staff
 * edit and send it, the customer receives it in the thread, and the Dashboard's counts move.
 */
const server = mailServer();

const HANDBOOK =
  '# Shipping\n\n## Delivery times\n\nOrders leave our warehouse in Rotterdam within two working ' +
  'days. Delivery inside the Netherlands takes one more day.\n';

const statValue = (page: Page, testId: string) =>
  page.$eval(`[data-testid="${testId}"] .stat-value`, (el) => Number(el.textContent));

/** Until the Dashboard's `testId` figure shows `expected` (NaN while it is not rendered). */
const statIs = (page: Page, testId: string, expected: number): Promise<number> =>
  eventually(
    `${testId} to show ${expected}`,
    () => statValue(page, testId).catch(() => NaN),
    (value) => value === expected,
    { timeoutMs: 30_000, intervalMs: 100 },
  );

async function typeInto(page: Page, id: string, text: string): Promise<void> {
  await page.click(`#${id}`, { count: 3 });
  await page.keyboard.press('Backspace');
  await page.type(`#${id}`, text);
}

describeUnlessWaived(server !== null, '', 'the email flow in the browser (GreenMail)', () => {
  const mail = server!;
  const e2e = setupAppInBrowser(MAIL_TEST_ENV);

  it('configure → a message arrives → Generate → edit → Send → replied → the Dashboard moves', async () => {
    const page = await freshPage(e2e.browser);
    await withScreenshot(page, 'email-flow', async () => {
      await signUpAndIn(page, e2e.app.url, 'flow');
      await addDocument(page, e2e.app.url, 'shipping.md', HANDBOOK);
      const shop = await createMailUser(mail, 'flow-shop');
      const customer = await createMailUser(mail, 'flow-customer');

      // The Email configuration page, filled in by hand; No Reply: the AI leaves it to staff.
      await page.goto(`${e2e.app.url}/email-config`);
      await page.waitForSelector('#mailbox_imap_host', { visible: true });
      await typeInto(page, 'mailbox_imap_host', mail.host);
      await typeInto(page, 'mailbox_imap_port', String(mail.imapPort));
      await typeInto(page, 'mailbox_smtp_host', mail.host);
      await typeInto(page, 'mailbox_smtp_port', String(mail.smtpPort));
      await typeInto(page, 'mailbox_email_address', shop.email);
      await typeInto(page, 'mailbox_email_password', shop.password);
      await page.click('[data-testid="reply-mode"] input[value="none"]');
      await page.click('[data-testid="email-config-save"]');
      await waitForText(page, 'Configuration saved', 30_000);

      await page.goto(`${e2e.app.url}/dashboard`);
      await statIs(page, 'stat-total-emails', 0);

      // A customer writes; the Inbox lists it without a reload (it polls).
      await page.goto(`${e2e.app.url}/emails`);
      await page.waitForSelector('[data-testid="inbox-counts"]', { visible: true });
      const tag = randomUUID().slice(0, 8);
      const subject = `Delivery question ${tag}`;
      await deliver(mail, shop.email, {
        from: `Ada Customer <${customer.email}>`,
        to: shop.email,
        subject,
        messageId: `<${tag}@customer.test>`,
        text: 'Hello, how long does delivery inside the Netherlands take?',
      });
      await waitForText(page, subject, 45_000);

      await page.click('[data-testid="email-row"]');
      await page.waitForSelector('[data-testid="email-detail"]', { visible: true });
      await page.click('[data-testid="reply-generate"]');
      await waitForText(page, 'Reply generated and placed in the text box', 30_000);
      await eventually(
        'the editor holds the grounded reply',
        () =>
          page.evaluate(() =>
            /Rotterdam|Netherlands/.test(
              (document.querySelector('[data-testid="reply-editor"]') as HTMLTextAreaElement).value,
            ),
          ),
        { timeoutMs: 30_000, intervalMs: 100 },
      );
      const signOff = `Kind regards from the shop (${tag})`;
      await page.click('[data-testid="reply-editor"]');
      await page.keyboard.down('Control');
      await page.keyboard.press('End');
      await page.keyboard.up('Control');
      await page.type('[data-testid="reply-editor"]', `\n${signOff}`);
      await page.click('[data-testid="reply-send"]');
      await waitForText(page, 'Reply sent');
      await page.waitForSelector('[data-testid="sent-reply"]', { visible: true });

      // The customer has it, in the thread, edited as sent.
      const received = await eventually(
        "the edited reply in the customer's mailbox",
        async () => (await readFolder(mail, customer)).find((m) => m.includes(signOff)),
        { timeoutMs: 20_000, intervalMs: 200 },
      );
      expect(received).toBeDefined();
      expect(received).toMatch(/^In-Reply-To: <.*@customer\.test>/im);
      expect(received).toMatch(new RegExp(`^Subject: Re: ${subject}`, 'im'));
      expect(received).toMatch(/Rotterdam|Netherlands/);
      expect(received).not.toMatch(/^Auto-Submitted:/im);

      await page.goto(`${e2e.app.url}/dashboard`);
      await statIs(page, 'stat-total-emails', 1);
      await statIs(page, 'stat-ai-responses', 1);
      await statIs(page, 'stat-unread', 0);
    });
    await page.browserContext().close();
  });
});
