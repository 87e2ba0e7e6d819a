import { expect, it } from '@jest/globals';
import type { HTTPRequest } from 'puppeteer-core';
import { describeUnlessWaived } from '@winzmail/testing';
import { DAY_S, nowS, signedEvent, subscriptionObject } from '@winzmail/testing/stripe';
import { signUpAndIn, waitForText } from './support/account.js';
import { freshPage, withScreenshot } from './support/browser.js';
import { setupAppInBrowser } from './support/session.js';
import { accessTokenOf } from './support/token.js';

/**
 * Paying in Chromium against the whole product and stripe-mock (the REAL `stripe` client): a
 * deployment without a trial; Upgrade to the Outlook Plugin plan with 3 seats → the browser
 * follows Stripe Checkout's url → the test delivers the signed webhook Stripe would → the badge
 * says Active and the sidebar shows the plan; then Outlook-plugin users up to the plan's 3 seats.
 */
const STRIPE = process.env.STRIPE_API_BASE;
const SECRET = 'whsec_e2e';
const e2e = setupAppInBrowser({
  TRIAL_DAYS: '0',
  STRIPE_WEBHOOK_SECRET: SECRET,
  ...(STRIPE ? { STRIPE_API_BASE: STRIPE, STRIPE_SECRET_KEY: 'sk_test_123' } : {}),
});

describeUnlessWaived(Boolean(STRIPE), '', 'subscription in the browser (stripe-mock)', () => {
  it('upgrades with 3 seats through Checkout, shows Active once Stripe confirms, then users up to the limit', async () => {
    const page = await freshPage(e2e.browser);
    await withScreenshot(page, 'subscription', async () => {
      await signUpAndIn(page, e2e.app.url, 'pay');
      const token = await accessTokenOf(page);
      const me = (await (
        await fetch(`${e2e.app.url}/api/org/me`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { id: string };

      await page.goto(`${e2e.app.url}/subscription`);
      await page.waitForSelector('[data-testid="subscription-badge"]');
      expect(await page.$eval('[data-testid="subscription-badge"]', (el) => el.textContent)).toBe(
        'No Subscription',
      );

      // Stripe's Checkout page is not reachable from here: the browser's request to it is
      // answered by the test, which records where it went.
      const followed: string[] = [];
      await page.setRequestInterception(true);
      const intercept = (req: HTTPRequest) => {
        if (new URL(req.url()).origin === new URL(e2e.app.url).origin) void req.continue();
        else {
          followed.push(req.url());
          void req.respond({
            status: 200,
            contentType: 'text/html',
            body: '<h1>Stripe Checkout</h1>',
          });
        }
      };
      page.on('request', intercept);
      const card = '[data-testid="plan-outlook-plugin"]';
      await page.click(`${card} input`, { count: 3 });
      await page.keyboard.type('3');
      await page.keyboard.press('Tab');
      await Promise.all([
        page.waitForNavigation(),
        page.click(`${card} .plan-option-actions button`),
      ]);
      expect(followed).toHaveLength(1);
      expect(followed[0]).toMatch(/^https:\/\//);
      page.off('request', intercept);
      await page.setRequestInterception(false);

      // What Stripe sends once the customer paid: the subscription, 3 seats.
      const event = signedEvent(
        SECRET,
        'customer.subscription.created',
        subscriptionObject({
          id: `sub_${me.id}`,
          orgId: me.id,
          planId: 'outlook-plugin',
          quantity: 3,
          periodEnd: nowS() + 30 * DAY_S,
        }),
      );
      const delivered = await fetch(`${e2e.app.url}/api/billing/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.payload,
      });
      expect(delivered.status).toBe(200);

      await page.goto(`${e2e.app.url}/subscription`);
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="subscription-badge"]')?.textContent === 'Active',
        { timeout: 20_000 },
      );
      const footer = await page.$eval('[data-testid="sidebar-plan"]', (el) => el.textContent ?? '');
      expect(footer).toContain('Outlook Plugin');

      await page.goto(`${e2e.app.url}/outlook-email-config`);
      await page.waitForSelector('[data-testid="plugin-users"]');
      for (const n of [1, 2, 3]) {
        await page.click('#plugin-user-email', { count: 3 });
        await page.keyboard.type(`user${n}@example.com`);
        await page.click('[data-testid="plugin-user-add"]');
        await waitForText(page, `user${n}@example.com`);
      }
      await waitForText(page, 'Limit Reached');
      await waitForText(page, 'You can only add up to 3 users.');
      expect(
        await page.$eval('#plugin-user-email', (el) => (el as HTMLInputElement).disabled),
      ).toBe(true);
    });
    await page.browserContext().close();
  });
});
