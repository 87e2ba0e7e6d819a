import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { Page } from 'puppeteer-core';
import { eventually } from '@winzmail/testing';
import { startFakeGoogle, type FakeGoogle } from '@winzmail/testing/fake-google';
import { startFakeMicrosoft, type FakeMicrosoft } from '@winzmail/testing/fake-microsoft';
import { signUpAndIn, waitForPath, waitForText } from './support/account.js';
import { seriousViolations } from './support/axe.js';
import { freshPage, withScreenshot } from './support/browser.js';
import { addDocument } from './support/knowledge.js';
import { setupAppInBrowser } from './support/session.js';

/**
 * Gmail and Outlook as staff connect them, in Chromium against the whole product, with the REAL
 * googleapis and msal-node clients pointed at loopback servers that speak Google's and
 * Microsoft's protocols (their consent and device-login pages are real pages the browser uses):
 * connect, a customer writes, the AI's reply lands in the provider's Drafts or goes out in the
 * same thread.
 */
const HANDBOOK =
  '# Shipping\n\n## Delivery times\n\nOrders leave our warehouse in Rotterdam within two working ' +
  'days. Delivery inside the Netherlands takes one more day.\n';
const QUESTION = 'Hello, how long does delivery inside the Netherlands take?';

let google: FakeGoogle;
let microsoft: FakeMicrosoft;
// Filled in before the product starts (its beforeAll runs after this one).
const env: Record<string, string> = {};
beforeAll(async () => {
  [google, microsoft] = await Promise.all([startFakeGoogle(), startFakeMicrosoft()]);
  Object.assign(env, google.env, microsoft.env, { MAIL_API_POLL_INTERVAL_MS: '500' });
});
afterAll(async () => {
  await Promise.all([google?.close(), microsoft?.close()]);
});
const e2e = setupAppInBrowser(env);

const customerMail = (to: string, subject: string, tag: string) =>
  [
    `From: Ada Customer <ada-${tag}@customer.test>`,
    `To: ${to}`,
    `Subject: ${subject}`,
    `Message-ID: <${tag}@customer.test>`,
    `Date: ${new Date().toUTCString()}`,
    '',
    QUESTION,
  ].join('\r\n');

/** A message through the whole product (sync, reply, send) takes a while under load. */
const THROUGH_THE_PRODUCT = { timeoutMs: 45_000, intervalMs: 200 };

/** Toasts are transient: axe measures the page itself. */
const clearToasts = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('.ant-notification').forEach((n) => n.remove()));

async function chooseMode(page: Page, mode: 'auto' | 'draft'): Promise<void> {
  await page.goto(`${e2e.app.url}/email-config`);
  await page.waitForSelector('[data-testid="connected-account"]', { visible: true });
  await page.click(`[data-testid="api-reply-mode"] input[value="${mode}"]`);
  await waitForText(page, 'Configuration saved');
}

/** Microsoft's device-login page in a tab of its own, as the user opens it from the steps. */
async function signInAtMicrosoft(page: Page, email: string): Promise<void> {
  const code = await page.$eval('[data-testid="user-code"]', (el) => el.textContent ?? '');
  const href = await page.$eval('[data-testid="device-code"] a', (a) => a.getAttribute('href'));
  const tab = await page.browserContext().newPage();
  microsoft.signInAs(email);
  await tab.goto(href!);
  await tab.type('#code', code);
  await Promise.all([tab.waitForNavigation(), tab.click('#continue')]);
  await tab.waitForSelector('#done');
  await tab.close();
}

it('Gmail: consent → back on the dashboard → a draft in Gmail, then a reply sent in the thread', async () => {
  const page = await freshPage(e2e.browser);
  await withScreenshot(page, 'gmail', async () => {
    await signUpAndIn(page, e2e.app.url, 'gmail');
    await addDocument(page, e2e.app.url, 'shipping.md', HANDBOOK);
    const address = `shop-${randomUUID().slice(0, 8)}@gmail.test`;
    google.createAccount(address);
    google.signInAs(address);

    await page.goto(`${e2e.app.url}/email-config`);
    await page.waitForSelector('[data-testid="providers"]', { visible: true });
    const [gmailButton] = await page.$$('xpath/.//button[contains(., "Connect Gmail")]');
    await Promise.all([page.waitForNavigation(), gmailButton!.click()]);
    expect(page.url()).toContain(`${google.url}/o/oauth2/v2/auth`);
    await Promise.all([page.waitForNavigation(), page.click('#allow')]);
    await waitForPath(page, '/dashboard');
    await waitForText(page, 'Gmail connected');
    expect(new URL(page.url()).search).toBe('');

    await chooseMode(page, 'draft');
    const first = google.deliver(address, customerMail(address, 'Delivery time', 'g1'));
    const draft = await eventually(
      'a draft in Gmail',
      () => google.drafts(address)[0],
      THROUGH_THE_PRODUCT,
    );
    expect(draft.threadId).toBe(first.threadId);
    expect(draft.raw).toMatch(/In-Reply-To: <g1@customer\.test>/);
    expect(draft.raw).toMatch(/Rotterdam|Netherlands/);

    await chooseMode(page, 'auto');
    const second = google.deliver(address, customerMail(address, 'Delivery again', 'g2'));
    const sent = await eventually(
      'a reply sent',
      () => google.sent(address)[0],
      THROUGH_THE_PRODUCT,
    );
    expect(sent.threadId).toBe(second.threadId);
    expect(sent.raw).toMatch(/Subject: Re: Delivery again/);
    expect(sent.raw).toMatch(/Auto-Submitted: auto-replied/);
  });
  await page.browserContext().close();
});

it('Outlook configuration: the code copied, confirming too early fails, then Connected Successfully!; Cancel abandons', async () => {
  const page = await freshPage(e2e.browser);
  await page
    .browserContext()
    .overridePermissions(new URL(e2e.app.url).origin, [
      'clipboard-read',
      'clipboard-write',
      'clipboard-sanitized-write',
    ]);
  await withScreenshot(page, 'outlook-config', async () => {
    await signUpAndIn(page, e2e.app.url, 'outlook-plugin');
    const address = `plugin-${randomUUID().slice(0, 8)}@contoso.test`;
    microsoft.createAccount(address);
    await page.goto(`${e2e.app.url}/outlook-email-config`);
    await waitForText(page, 'Connect using Microsoft secure authentication');

    // Cancel abandons.
    await page.waitForSelector('[data-testid="outlook-connect"]', { visible: true });
    await page.click('[data-testid="outlook-connect"]');
    await page.waitForSelector('[data-testid="device-code"]', { visible: true });
    await page.click('[data-testid="cancel-sign-in"]');
    await page.waitForSelector('[data-testid="device-code"]', { hidden: true });

    await page.click('[data-testid="outlook-connect"]');
    await page.waitForSelector('[data-testid="user-code"]', { visible: true });
    await waitForText(page, '2. Enter this code:');
    expect(await seriousViolations(page)).toEqual([]);
    // The clipboard takes writes only from the focused page.
    await page.bringToFront();
    await page.click('[data-testid="copy-code"]');
    await waitForText(page, 'Code copied');
    const code = await page.$eval('[data-testid="user-code"]', (el) => el.textContent);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    await page.click('[data-testid="confirm-sign-in"]');
    await waitForText(page, 'Authentication Failed');
    await waitForText(page, '/devicelogin and try again.');

    await signInAtMicrosoft(page, address);
    await page.click('[data-testid="confirm-sign-in"]');
    await waitForText(page, 'Connected Successfully!');
    await waitForText(page, `Connected to: ${address}`);
    await waitForText(page, 'Connected to Outlook');
    await clearToasts(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
  await page.browserContext().close();
});

it('Outlook mailbox: device code on Email configuration → a message in Graph → a threaded reply sent', async () => {
  const page = await freshPage(e2e.browser);
  await withScreenshot(page, 'outlook-mailbox', async () => {
    await signUpAndIn(page, e2e.app.url, 'outlook');
    await addDocument(page, e2e.app.url, 'shipping.md', HANDBOOK);
    const address = `desk-${randomUUID().slice(0, 8)}@contoso.test`;
    microsoft.createAccount(address);
    await page.goto(`${e2e.app.url}/email-config`);
    await page.waitForSelector('[data-testid="providers"]', { visible: true });
    const [outlookButton] = await page.$$('xpath/.//button[contains(., "Connect Outlook")]');
    await outlookButton!.click();
    await page.waitForSelector('[data-testid="user-code"]', { visible: true });
    await signInAtMicrosoft(page, address);
    await page.click('[data-testid="confirm-sign-in"]');
    await page.waitForSelector('[data-testid="connected-account"]', { visible: true });
    await waitForText(page, address);
    await clearToasts(page);
    expect(await seriousViolations(page)).toEqual([]);

    // New mailboxes answer automatically (the default mode).
    const arrived = microsoft.deliver(address, customerMail(address, 'Delivery time', 'o1'));
    const sent = await eventually(
      'a reply sent through Graph',
      () => microsoft.sent(address)[0],
      THROUGH_THE_PRODUCT,
    );
    expect(sent.conversationId).toBe(arrived.conversationId);
    expect(sent.inReplyTo).toBe('<o1@customer.test>');
    expect(sent.body).toMatch(/Rotterdam|Netherlands/);
  });
  await page.browserContext().close();
});
