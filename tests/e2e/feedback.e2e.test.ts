import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'puppeteer-core';
import { eventually } from '@winzmail/testing';
import { signUpAndIn, waitForText } from './support/account.js';
import { freshPage, withScreenshot } from './support/browser.js';
import { addDocument } from './support/knowledge.js';
import { setupAppInBrowser } from './support/session.js';
import { accessTokenOf } from './support/token.js';

/**
 * Thumbs up / down on answers in real Chromium against the whole product: a website visitor's
 * thumbs down with a reason in the widget (on a customer page of another origin) and a staff
 * member's thumbs up on the Chat screen, each kept across a reload; and nobody may rate an
 * answer of another organisation or another visitor (404).
 */
const HANDBOOK =
  '# Returns\n\n## Time limit\n\nCustomers may send back unused items within 30 days of ' +
  'delivery for a full refund.\n';
const QUESTION = 'Within how many days can I send back an item?';
const HOSTILE_REASON = '<img src=x onerror="window.hacked=1">It did not say who pays postage';

const e2e = setupAppInBrowser();
let host: Server;
let hostOrigin: string;
let orgId: string;
let token: string;
/** The signed-in staff member's page (their session lives in its browser context). */
let staffPage: Page;

const W = '#winzmail-chat >>> ';

function customerPage(appUrl: string, org: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title>
<script src="${appUrl}/widget.js" data-org-id="${org}" async></script>
</head><body><main><h1>Welcome to the shop</h1></main></body></html>`;
}

const api = (path: string, init: RequestInit = {}) => fetch(`${e2e.app.url}/api${path}`, init);
const json = (headers: Record<string, string>) => ({
  ...headers,
  'content-type': 'application/json',
});

async function rate(headers: Record<string, string>, chatId: string, rating: string) {
  return api('/chat/feedback', {
    method: 'POST',
    headers: json(headers),
    body: JSON.stringify({ chat_id: chatId, rating }),
  });
}

beforeAll(async () => {
  host = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(customerPage(e2e.app.url, orgId));
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  staffPage = await freshPage(e2e.browser);
  await signUpAndIn(staffPage, e2e.app.url, 'feedback');
  await addDocument(staffPage, e2e.app.url, 'returns.md', HANDBOOK);
  token = await accessTokenOf(staffPage);
  const me = await api('/org/me', { headers: { authorization: `Bearer ${token}` } });
  orgId = ((await me.json()) as { id: string }).id;
}, 120_000);

// The staff page closes with the browser (setupAppInBrowser's own afterAll).
afterAll(async () => {
  await new Promise((resolve) => host?.close(resolve));
});

async function openWidget(page: Page): Promise<void> {
  await page.waitForSelector(`${W}.launcher`, { visible: true });
  await page.click(`${W}.launcher`);
  await page.waitForSelector(`${W}.composer textarea`, { visible: true });
}

/** aria-pressed of the widget's first answer's thumbs, once that answer is shown. */
const widgetThumbs = (page: Page) =>
  page.$$eval(`${W}.msg.bot .fb-thumb`, (els) =>
    els.map((el) => `${el.getAttribute('aria-label')}=${el.getAttribute('aria-pressed')}`),
  );

describe('feedback on answers', () => {
  it('widget: a visitor’s thumbs down with a reason is kept across a reload', async () => {
    const page = await freshPage(e2e.browser);
    await withScreenshot(page, 'feedback-widget', async () => {
      await page.goto(`${hostOrigin}/shop`);
      await openWidget(page);
      await page.type(`${W}.composer textarea`, QUESTION);
      await page.keyboard.press('Enter');
      await page.waitForSelector(`${W}.msg.bot .fb-thumb`, { visible: true, timeout: 30_000 });
      expect(await widgetThumbs(page)).toEqual(['Helpful=false', 'Not helpful=false']);

      await page.click(`${W}.msg.bot .fb-thumb[aria-label="Not helpful"]`);
      await page.waitForSelector(`${W}.fb-why textarea`, { visible: true });
      await page.type(`${W}.fb-why textarea`, HOSTILE_REASON);
      await page.click(`${W}.fb-send`);
      await eventually(
        'the thanks',
        () => page.$eval(`${W}.fb-thanks`, (el) => el.textContent),
        (text) => text === 'Thanks for your feedback!',
      );
      expect(await widgetThumbs(page)).toEqual(['Helpful=false', 'Not helpful=true']);
      expect(await page.$(`${W}.fb-why`)).toBeNull();

      // The server kept it, reason and all, as text.
      const visitor = await page.evaluate(
        (org) => localStorage.getItem(`winzmail:visitor:${org}`),
        orgId,
      );
      expect(visitor).toMatch(/^v1\./);
      const history = (await (
        await api('/chat/history', { headers: { 'org-token': orgId, 'visitor-token': visitor! } })
      ).json()) as { chats: { id: string; rating?: string }[] };
      expect(history.chats).toEqual([expect.objectContaining({ rating: 'down' })]);

      await page.reload();
      await openWidget(page);
      await eventually(
        'the kept rating after the reload',
        () => widgetThumbs(page),
        (thumbs) => thumbs.join() === 'Helpful=false,Not helpful=true',
      );
      expect(await page.evaluate(() => (window as { hacked?: unknown }).hacked)).toBeUndefined();
    });
    await page.browserContext().close();
  });

  it('staff chat: thumbs up is kept across a reload', async () => {
    const page = staffPage;
    await withScreenshot(page, 'feedback-staff', async () => {
      await page.goto(`${e2e.app.url}/chat`);
      await page.waitForSelector('[data-testid="chat-input"]');
      await page.click('[data-testid="chat-input"]');
      await page.keyboard.type(QUESTION);
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-testid="chat-answer"] [data-testid="chat-rate-up"]', {
        timeout: 30_000,
      });
      const pressed = () =>
        page.$eval('[data-testid="chat-answer"] [data-testid="chat-rate-up"]', (el) =>
          el.getAttribute('aria-pressed'),
        );
      expect(await pressed()).toBe('false');
      await page.click('[data-testid="chat-answer"] [data-testid="chat-rate-up"]');
      await waitForText(page, 'Thanks for your feedback!');
      expect(await pressed()).toBe('true');

      await page.reload();
      await page.waitForSelector('[data-testid="chat-answer"] [data-testid="chat-rate-up"]');
      await eventually('the kept rating after the reload', pressed, (value) => value === 'true');
      const down = await page.$eval(
        '[data-testid="chat-answer"] [data-testid="chat-rate-down"]',
        (el) => el.getAttribute('aria-pressed'),
      );
      expect(down).toBe('false');
    });
  });

  it('nobody rates another organisation’s or another visitor’s answer (404)', async () => {
    const staff = { authorization: `Bearer ${token}` };
    const asked = await api('/chat/ask', {
      method: 'POST',
      headers: json(staff),
      body: JSON.stringify({ message: 'Can I return sale items?' }),
    });
    const staffAnswer = ((await asked.json()) as { id: string }).id;
    const newVisitor = async (org: string) => {
      const res = await api('/chat/visitor', { method: 'POST', headers: { 'org-token': org } });
      return ((await res.json()) as { visitor_token: string }).visitor_token;
    };
    const one = { 'org-token': orgId, 'visitor-token': await newVisitor(orgId) };
    const two = { 'org-token': orgId, 'visitor-token': await newVisitor(orgId) };
    const theirs = await api('/chat/ask', {
      method: 'POST',
      headers: json(one),
      body: JSON.stringify({ message: 'Are returns free?' }),
    });
    const visitorAnswer = ((await theirs.json()) as { id: string }).id;

    const otherPage = await freshPage(e2e.browser);
    await signUpAndIn(otherPage, e2e.app.url, 'feedback-other');
    const other = { authorization: `Bearer ${await accessTokenOf(otherPage)}` };
    await otherPage.browserContext().close();

    for (const [who, chatId] of [
      [other, staffAnswer],
      [other, visitorAnswer],
      [two, visitorAnswer],
      [one, staffAnswer],
      [staff, visitorAnswer],
    ] as const) {
      const res = await rate(who, chatId, 'down');
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'This answer was not found.' });
    }
    expect((await rate(one, visitorAnswer, 'up')).status).toBe(200);
    expect((await rate(staff, staffAnswer, 'up')).status).toBe(200);
  });
});
