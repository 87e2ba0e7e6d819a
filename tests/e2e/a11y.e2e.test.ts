import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'puppeteer-core';
import { loginViaUi, newAccount, registerViaUi } from './support/account.js';
import { seriousViolations } from './support/axe.js';
import type { LaunchedBrowser } from './support/browser.js';
import { freshPage, launchBrowser, withScreenshot } from './support/browser.js';
import type { RunningApp } from './support/product.js';
import { startApp } from './support/product.js';

let app: RunningApp;
let launched: LaunchedBrowser;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  launched = await launchBrowser();
  browser = launched.browser;
  page = await freshPage(browser);
}, 240_000);

afterAll(async () => {
  await launched?.close();
  await app?.stop();
});

async function settle(selector: string): Promise<void> {
  await page.waitForSelector(selector, { visible: true });
  // Let antd's CSS-in-JS and transitions finish before measuring colours.
  await new Promise((resolve) => setTimeout(resolve, 400));
}

describe('accessibility (axe-core): no serious or critical violations', () => {
  it('landing page', async () => {
    await withScreenshot(page, 'a11y-landing', async () => {
      await page.goto(`${app.url}/`);
      await settle('[data-testid="hero-register"]');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  it('login page', async () => {
    await withScreenshot(page, 'a11y-login', async () => {
      await page.goto(`${app.url}/login`);
      await settle('altcha-widget .altcha');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  it('register page', async () => {
    await withScreenshot(page, 'a11y-register', async () => {
      await page.goto(`${app.url}/register`);
      await settle('altcha-widget .altcha');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  it('dashboard (signed in), expanded and collapsed', async () => {
    await withScreenshot(page, 'a11y-dashboard', async () => {
      const account = newAccount('a11y');
      await registerViaUi(page, app.url, account);
      await loginViaUi(page, app.url, account);
      await settle('[data-testid="stat-documents"]');
      // Toasts are transient; measure the page itself.
      await page.evaluate(() =>
        document.querySelectorAll('.ant-notification').forEach((n) => n.remove()),
      );
      expect(await seriousViolations(page)).toEqual([]);
      await page.click('[data-testid="sidebar-toggle"]');
      await settle('[data-testid="sidebar"][data-state="collapsed"]');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
