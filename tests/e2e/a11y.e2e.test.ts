import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'puppeteer-core';
import { eventually } from '@winzmail/testing';
import { signUpAndIn } from './support/account.js';
import { seriousViolations } from './support/axe.js';
import { freshPage, withScreenshot } from './support/browser.js';
import { setupAppInBrowser } from './support/session.js';
import { accessTokenOf } from './support/token.js';

const e2e = setupAppInBrowser();
let page: Page;

beforeAll(async () => {
  page = await freshPage(e2e.browser);
});

async function settle(selector: string): Promise<void> {
  await page.waitForSelector(selector, { visible: true });
  // Colours are measured once antd's transitions and animations have ended (an endless one, a
  // spinner, never does: it is left out).
  await eventually(
    'no transition or animation still running',
    () =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (a) =>
                a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity,
            ).length,
      ),
    (running) => running === 0,
  );
}

describe('accessibility (axe-core): no serious or critical violations', () => {
  it('landing page', async () => {
    await withScreenshot(page, 'a11y-landing', async () => {
      await page.goto(`${e2e.app.url}/`);
      await settle('[data-testid="hero-register"]');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  it('login page', async () => {
    await withScreenshot(page, 'a11y-login', async () => {
      await page.goto(`${e2e.app.url}/login`);
      await settle('altcha-widget .altcha');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  it('register page', async () => {
    await withScreenshot(page, 'a11y-register', async () => {
      await page.goto(`${e2e.app.url}/register`);
      await settle('altcha-widget .altcha');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  it('dashboard (signed in), expanded and collapsed', async () => {
    await withScreenshot(page, 'a11y-dashboard', async () => {
      await signUpAndIn(page, e2e.app.url, 'a11y');
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

  it('email configuration (signed in)', async () => {
    await withScreenshot(page, 'a11y-email-config', async () => {
      await page.goto(`${e2e.app.url}/email-config`);
      await settle('[data-testid="email-config-save"]');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  it.each([
    ['chat', '/chat', '[data-testid="chat-input"]'],
    ['chatbot plugin', '/chatbot-plugin', 'pre'],
    ['setup instructions', '/instruction', 'h2'],
  ])('%s (signed in)', async (name, path, ready) => {
    await withScreenshot(page, `a11y-${name}`, async () => {
      await page.goto(`${e2e.app.url}${path}`);
      await settle(ready);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  it('the chat widget page (/chat-widget)', async () => {
    await withScreenshot(page, 'a11y-chat-widget', async () => {
      const token = await accessTokenOf(page);
      const me = (await (
        await fetch(`${e2e.app.url}/api/org/me`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { id: string };
      await page.goto(`${e2e.app.url}/chat-widget?orgId=${me.id}`);
      await settle('[data-testid="chat-input"]');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
