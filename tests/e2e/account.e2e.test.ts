import { expect, it } from '@jest/globals';
import type { Page } from 'puppeteer-core';
import { describeUnlessWaived } from '@winzmail/testing';
import { linkIn, mailsArrived } from '@winzmail/testing/account-mail';
import { createMailUser, mailServer } from '@winzmail/testing/mail-server';
import {
  loginViaUi,
  newAccount,
  registerViaUi,
  waitForPath,
  waitForText,
  type Account,
} from './support/account.js';
import { seriousViolations } from './support/axe.js';
import { freshPage, withScreenshot } from './support/browser.js';
import { inEveryLanguage } from './support/languages.js';
import { setupAppInBrowser } from './support/session.js';

/**
 * The account in Chromium against the whole product, with the product's system mail delivered to
 * the real mail server (GreenMail): a forgotten password is reset from the link in the mail
 * received and the new password signs in; the profile changes the password, ending the other
 * session and keeping this one.
 */
const server = mailServer();

async function typeInto(page: Page, selector: string, value: string): Promise<void> {
  await page.waitForSelector(selector, { visible: true });
  await page.click(selector, { count: 3 });
  await page.type(selector, value);
}

describeUnlessWaived(server !== null, '', 'the account in the browser (GreenMail)', () => {
  const mail = server!;
  const e2e = setupAppInBrowser({
    SYSTEM_SMTP_URL: `smtp://${mail.host}:${mail.smtpPort}`,
    SYSTEM_MAIL_FROM: 'Winzmail <no-reply@winzmail.test>',
  });

  /** An account whose sign-in address is a GreenMail mailbox, registered through the form. */
  async function registered(page: Page, label: string) {
    const box = await createMailUser(mail, label);
    const account: Account = { ...newAccount(label), email: box.email };
    await registerViaUi(page, e2e.app.url, account);
    return { account, box };
  }

  it('forgot password → the mail → the reset page → signed in with the new password', async () => {
    const page = await freshPage(e2e.browser);
    await withScreenshot(page, 'account-forgot-reset', async () => {
      const { account, box } = await registered(page, 'forgot-e2e');
      await page.goto(`${e2e.app.url}/login`);
      await page.waitForSelector('[data-testid="forgot-password-link"]', { visible: true });
      await page.click('[data-testid="forgot-password-link"]');
      await waitForPath(page, '/forgot-password');
      await page.waitForSelector('[data-testid="forgot-submit"]', { visible: true });
      expect(await seriousViolations(page)).toEqual([]);
      // The page in every language (Arabic and Hebrew right to left), no raw key, no overflow.
      await inEveryLanguage(page, `${e2e.app.url}/forgot-password`, {
        ready: '[data-testid="forgot-submit"]',
        keyPrefix: 'account',
        englishTitle: 'Forgot your password?',
      });
      await page.goto(`${e2e.app.url}/forgot-password`);
      await typeInto(page, '#forgot-password_email', account.email);
      await page.click('[data-testid="forgot-submit"]');
      await page.waitForSelector('[data-testid="forgot-sent"]', { visible: true });

      const [received] = await mailsArrived(mail, box);
      const link = linkIn(received!, 'reset-password');
      expect(link).toBeDefined();
      // The link opens this product's reset page.
      expect(new URL(link!).pathname).toBe('/winzmail/reset-password');
      await page.goto(link!.replace(/^https?:\/\/[^/]+/, new URL(e2e.app.url).origin));
      const newPassword = 'Reset-by-mail-Secret1';
      await typeInto(page, '#reset-password_newPassword', newPassword);
      await typeInto(page, '#reset-password_confirmPassword', newPassword);
      await page.click('[data-testid="reset-submit"]');
      await waitForPath(page, '/login');
      await waitForText(page, 'Password changed');

      await loginViaUi(page, e2e.app.url, { ...account, password: newPassword });
      await waitForText(page, account.orgName);

      // The same link a second time: refused, with a way to ask for a new one.
      await page.goto(link!.replace(/^https?:\/\/[^/]+/, new URL(e2e.app.url).origin));
      await typeInto(page, '#reset-password_newPassword', 'Another-Secret-123');
      await typeInto(page, '#reset-password_confirmPassword', 'Another-Secret-123');
      await page.click('[data-testid="reset-submit"]');
      await page.waitForSelector('[data-testid="reset-link-problem"]', { visible: true });
    });
    await page.browserContext().close();
  });

  it('profile: change the password — the other session ends, this one stays', async () => {
    const page = await freshPage(e2e.browser);
    const other = await freshPage(e2e.browser);
    await withScreenshot(page, 'account-profile-password', async () => {
      const { account } = await registered(page, 'profile-e2e');
      await loginViaUi(other, e2e.app.url, account);
      await loginViaUi(page, e2e.app.url, account);

      await page.waitForSelector('[data-testid="profile-link"]', { visible: true });
      await page.$eval('[data-testid="profile-link"]', (b) => (b as HTMLButtonElement).click());
      await waitForPath(page, '/profile');
      await waitForText(page, account.email);
      const newPassword = 'Changed-on-profile-Secret1';
      await typeInto(page, '#change-password_currentPassword', account.password);
      await typeInto(page, '#change-password_newPassword', newPassword);
      await typeInto(page, '#change-password_confirmPassword', newPassword);
      await page.click('[data-testid="change-password"]');
      await waitForText(page, 'Every other session has been signed out.');
      expect(await seriousViolations(page)).toEqual([]);
      await inEveryLanguage(page, `${e2e.app.url}/profile`, {
        ready: '[data-testid="change-password"]',
        keyPrefix: 'account',
        englishTitle: 'Profile',
      });

      // This tab stays signed in, across a reload too.
      await page.reload();
      await waitForPath(page, '/profile');
      await waitForText(page, account.email);
      // The other one has ended: a reload finds no session.
      await other.reload();
      await waitForPath(other, '/login');
      await loginViaUi(other, e2e.app.url, { ...account, password: newPassword });
    });
    await other.browserContext().close();
    await page.browserContext().close();
  });
});
