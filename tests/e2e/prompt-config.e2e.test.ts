import { describe, expect, it } from '@jest/globals';
import type { Page } from 'puppeteer-core';
import { eventually } from '@winzmail/testing';
import { signUpAndIn, waitForPath, waitForText } from './support/account.js';
import { freshPage, withScreenshot } from './support/browser.js';
import { addDocument as addDocumentFor } from './support/knowledge.js';
import { setupAppInBrowser } from './support/session.js';
import { accessTokenOf } from './support/token.js';

const e2e = setupAppInBrowser();
const addDocument = (page: Page, filename: string, text: string) =>
  addDocumentFor(page, e2e.app.url, filename, text);

const HANDBOOK =
  '# Shipping\n\n## Delivery times\n\nOrders leave our warehouse in Rotterdam within two working ' +
  'days. Delivery inside the Netherlands takes one more day.\n\n## Returns\n\nItems can be ' +
  'returned within 30 days of delivery.\n';

// Checks in the page are asked from here (`eventually` over page.evaluate): form values are
// properties, not attributes, so a mutation observer would not see them change.
const IN_PAGE = { timeoutMs: 20_000, intervalMs: 100 };

const valueIs = (page: Page, name: string, expected: string) =>
  eventually(
    `${name} is ${expected}`,
    () =>
      page.evaluate(
        (n: string, v: string) =>
          (document.getElementById(`prompt_${n}`) as HTMLInputElement | null)?.value === v,
        name,
        expected,
      ),
    IN_PAGE,
  );

const value = (page: Page, name: string) =>
  page.$eval(`#prompt_${name}`, (el) => (el as HTMLInputElement | HTMLTextAreaElement).value);

/** The label a choice field (a <select>) shows for its value. */
const selected = (page: Page, name: string) =>
  page.$eval(`#prompt_${name}`, (el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent);

/** Chooses the option with this label, as a user does from the list. */
async function choose(page: Page, name: string, label: string): Promise<void> {
  const optionValue = await page.$eval(
    `#prompt_${name}`,
    (el, l) =>
      [...(el as HTMLSelectElement).options].find((o) => o.textContent === l)?.value ?? null,
    label,
  );
  if (optionValue === null) throw new Error(`${name} has no option ${label}`);
  await page.focus(`#prompt_${name}`);
  await page.select(`#prompt_${name}`, optionValue);
  await eventually(
    `${name} shows ${label}`,
    async () => (await selected(page, name)) === label,
    IN_PAGE,
  );
}

async function replaceText(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).click();
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  await page.type(selector, text);
}

/** Waits until the form shows what GET /prompt/ answered (the form is disabled until then). */
async function loaded(page: Page): Promise<void> {
  await page.waitForSelector('#prompt_signature:not([disabled])');
}

describe('the Prompt configuration screen in Chromium', () => {
  it('load → change → save → reload shows saved values → Reload discards edits → try it', async () => {
    const page = await freshPage(e2e.browser);
    await signUpAndIn(page, e2e.app.url, 'prompt');
    await addDocument(page, 'shipping.md', HANDBOOK);

    await withScreenshot(page, 'prompt-load', async () => {
      await page.goto(`${e2e.app.url}/prompt-config`);
      await waitForPath(page, '/prompt-config');
      await loaded(page);
      // A new organisation gets the spec's defaults.
      expect(await selected(page, 'tone')).toBe('Neutral');
      expect(await selected(page, 'formality')).toBe('Medium');
      expect(await selected(page, 'response_length')).toBe('Medium');
      expect(await selected(page, 'llm_choice')).toBe('DeepSeek (free)');
      expect(await value(page, 'language')).toBe('English');
      expect(await value(page, 'signature')).toBe('Best regards');
      expect(await selected(page, 'citations')).toBe('None (you see the sources in the Inbox)');
      // The screen says what the language choice does.
      const effect = await page.$eval(
        '[data-testid="prompt-language-effect"]',
        (el) => el.textContent ?? '',
      );
      expect(effect).toContain('Every reply is written in English.');
      expect(effect).toContain('never sent automatically');
    });

    await withScreenshot(page, 'prompt-save', async () => {
      await choose(page, 'tone', 'Formal');
      await choose(page, 'response_length', 'Short');
      await choose(page, 'llm_choice', 'Moonshot AI Kimi K2');
      await choose(page, 'citations', 'List the public web pages used');
      await replaceText(page, '#prompt_signature', 'Kind regards, the Rotterdam desk');
      await replaceText(page, '#prompt_exclusions', 'Competitors');
      await page.locator('[data-testid="prompt-save"]').click();
      await waitForText(page, 'Prompt configuration saved');
    });

    await withScreenshot(page, 'prompt-reload-page', async () => {
      await page.reload();
      await loaded(page);
      await valueIs(page, 'signature', 'Kind regards, the Rotterdam desk');
      expect(await selected(page, 'tone')).toBe('Formal');
      expect(await selected(page, 'response_length')).toBe('Short');
      expect(await selected(page, 'llm_choice')).toBe('Moonshot AI Kimi K2');
      expect(await selected(page, 'citations')).toBe('List the public web pages used');
      expect(await value(page, 'exclusions')).toBe('Competitors');
    });

    await withScreenshot(page, 'prompt-reload-button', async () => {
      await replaceText(page, '#prompt_signature', 'Not kept');
      await choose(page, 'tone', 'Casual');
      await page.locator('[data-testid="prompt-reload"]').click();
      await valueIs(page, 'signature', 'Kind regards, the Rotterdam desk');
      expect(await selected(page, 'tone')).toBe('Formal');
    });

    await withScreenshot(page, 'prompt-try', async () => {
      // Unsaved: the try-it panel answers with the form as it stands.
      await replaceText(page, '#prompt_signature', 'Warm wishes, Team Tulip');
      await replaceText(page, '#try_subject', 'Delivery time');
      await replaceText(
        page,
        '#try_body',
        'Hello, how many working days until my order leaves the warehouse in Rotterdam?',
      );
      await page.locator('[data-testid="try-submit"]').click();
      await page.waitForSelector('[data-testid="try-result"]', { timeout: 60_000 });
      const reply = await page.$eval('[data-testid="try-reply"]', (el) => el.textContent ?? '');
      expect(reply).toContain('Warm wishes, Team Tulip');
      // An email reply carries no citation markers; the sources are listed for staff below it.
      expect(reply).not.toMatch(/\[\d+\]/);
      const sources = await page.$$eval('[data-testid="try-source"]', (items) =>
        items.map((i) => i.textContent ?? ''),
      );
      expect(sources.some((s) => s.includes('shipping.md'))).toBe(true);
      expect(await page.$('[data-testid="try-grounded"]')).not.toBeNull();
      expect(await page.$('[data-testid="try-screening"]')).not.toBeNull();
      // Trying stored nothing: the saved signature is still the saved one.
      const token = await accessTokenOf(page);
      const saved = (await (
        await fetch(`${e2e.app.url}/api/prompt/`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { signature: string };
      expect(saved.signature).toBe('Kind regards, the Rotterdam desk');
    });

    await withScreenshot(page, 'prompt-768', async () => {
      // Tablet width: one column, nothing wider than the screen.
      await page.setViewport({ width: 768, height: 1000 });
      await eventually(
        'nothing wider than 768 px',
        () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        IN_PAGE,
      );
      const [settings, tryIt] = await Promise.all([
        page.$eval('.prompt-settings', (el) => el.getBoundingClientRect().left),
        page.$eval('.prompt-try', (el) => el.getBoundingClientRect().left),
      ]);
      expect(tryIt).toBe(settings);
    });
  }, 300_000);
});
