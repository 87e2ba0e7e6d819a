import { expect, it } from '@jest/globals';
import type { HTTPResponse, Page } from 'puppeteer-core';
import { signUpAndIn, waitForText } from './support/account.js';
import { freshPage, withScreenshot } from './support/browser.js';
import { setupAppInBrowser } from './support/session.js';

/**
 * A server with nothing optional set up — no Google or Microsoft client, no Stripe, no contact
 * address — in Chromium against the whole product: a new organisation meets no dead end. Every
 * signed-in page loads without a 404 for its (absent) mailbox; Connect Gmail / Outlook and
 * Upgrade are visibly disabled with the reason and the settings an administrator sets; Contact
 * shows no invented address; /demo is no page.
 */
const e2e = setupAppInBrowser({
  GOOGLE_CLIENT_ID: '',
  GOOGLE_CLIENT_SECRET: '',
  MICROSOFT_CLIENT_ID: '',
  STRIPE_SECRET_KEY: '',
  STRIPE_WEBHOOK_SECRET: '',
  SUPPORT_EMAIL: '',
  SUPPORT_PHONE: '',
});

const disabled = (page: Page, selector: string) =>
  page.$eval(selector, (el) => (el as HTMLButtonElement).disabled);

/** The button whose text is `label`, found once it is rendered. */
async function buttonNamed(page: Page, label: string): Promise<string> {
  await page.waitForFunction(
    (text) => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === text),
    {},
    label,
  );
  return page.$$eval(
    'button',
    (buttons, text) => {
      const found = buttons.find((b) => b.textContent?.trim() === text)!;
      found.setAttribute('data-found', text);
      return `button[data-found="${text}"]`;
    },
    label,
  );
}

it('a new organisation on a bare server: reasons instead of dead ends', async () => {
  const page = await freshPage(e2e.browser);
  const failures: string[] = [];
  page.on('response', (res: HTTPResponse) => {
    if (res.status() >= 400 && res.url().includes('/api/org/email-config'))
      failures.push(`${res.status()} ${res.url()}`);
  });
  await withScreenshot(page, 'no-dead-ends', async () => {
    await signUpAndIn(page, e2e.app.url, 'bare');

    // Dashboard: no mailbox yet is a state, not an error.
    await page.waitForSelector('[data-testid="automation-emailService"]');
    await waitForText(page, 'Not configured');

    await page.goto(`${e2e.app.url}/email-config`);
    const gmail = await buttonNamed(page, 'Connect Gmail');
    const outlook = await buttonNamed(page, 'Connect Outlook');
    expect(await disabled(page, gmail)).toBe(true);
    expect(await disabled(page, outlook)).toBe(true);
    const gmailWhy = await page.$eval('[data-testid="gmail-unavailable"]', (el) => el.textContent);
    expect(gmailWhy).toContain('Gmail is not set up on this server.');
    expect(gmailWhy).toContain('GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET');
    expect(
      await page.$eval('[data-testid="outlook-unavailable"]', (el) => el.textContent),
    ).toContain('MICROSOFT_CLIENT_ID');

    await page.goto(`${e2e.app.url}/outlook-email-config`);
    await page.waitForSelector('[data-testid="outlook-connect"]');
    expect(await disabled(page, '[data-testid="outlook-connect"]')).toBe(true);

    await page.goto(`${e2e.app.url}/subscription`);
    await waitForText(page, 'Paying by card is not set up on this server');
    await page.waitForSelector('[data-testid="trial-banner"]');
    await page.waitForSelector('.plan-option-actions button');
    const actions = await page.$$eval('.plan-option-actions button', (buttons) =>
      buttons.map((b) => (b as HTMLButtonElement).disabled),
    );
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.every(Boolean)).toBe(true);
    expect(
      await page.$eval('[data-testid="checkout-unavailable"]', (el) => el.textContent),
    ).toContain('STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET');

    await page.goto(`${e2e.app.url}/contact`);
    await waitForText(page, 'This server has not published a contact address.');
    expect(await page.$('a[href^="mailto:"]')).toBeNull();

    await page.goto(`${e2e.app.url}/demo`);
    await waitForText(page, 'Page not found');
  });
  expect(failures).toEqual([]);
});
