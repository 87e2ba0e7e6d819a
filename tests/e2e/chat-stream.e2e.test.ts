import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'puppeteer-core';
import { eventually } from '@winzmail/testing';
import { DEFAULT_ROUTER_MODELS } from '@winzmail/platform/llm';
import { startOpenAiLoopback, type OpenAiLoopback } from '@winzmail/testing/openai-loopback';
import { signUpAndIn } from './support/account.js';
import { freshPage, withScreenshot } from './support/browser.js';
import { addDocument } from './support/knowledge.js';
import { setupAppInBrowser } from './support/session.js';
import { accessTokenOf } from './support/token.js';

/**
 * Answers growing on screen as the model writes them, in Chromium: the Chat screen and the
 * website widget. The product's model is a loopback OpenAI-compatible router (reached by the
 * real `openai` client) that writes the first half of the answer, waits until the test has seen
 * that half on screen — and not the rest — then writes the rest.
 */
const HANDBOOK =
  '# Returns\n\n## Time limit\n\nCustomers may send back unused items within 30 days of ' +
  'delivery for a full refund.\n';
const FIRST = DEFAULT_ROUTER_MODELS.deepseek;
const HALF = ['Customers may send back ', 'unused items '];
const REST = ['within 30 days ', 'of delivery [1].'];
const WHOLE = [...HALF, ...REST].join('');

let loop: OpenAiLoopback;
let host: Server | undefined;
const env: Record<string, string> = {
  LLM_PROVIDER: 'openai',
  OPENAI_API_KEY: 'test-key',
  LLM_TIMEOUT_MS: '20000',
};
beforeAll(async () => {
  loop = await startOpenAiLoopback({ apiKey: 'test-key' });
  env.OPENAI_BASE_URL = loop.baseUrl; // read by the product's start, registered after this
});
const e2e = setupAppInBrowser(env);
afterAll(async () => {
  await new Promise((resolve) => (host ? host.close(resolve) : resolve(undefined)));
  await loop?.close();
});

/** The next answer: its first half now, the rest when `release` is called. */
function halfAnswer(): { release: () => void } {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  loop.script(FIRST, { kind: 'gated', chunks: HALF, gate, rest: REST });
  return { release };
}

/** Waits until an element matching `selector` (in the page, or the widget's shadow root)
 * shows a text containing `text`; returns that element's whole text. */
async function waitForShown(
  page: Page,
  selector: string,
  text: string,
  inWidget = false,
): Promise<string> {
  return eventually(
    `${selector} to show '${text}'`,
    () =>
      page.evaluate(
        (sel: string, wanted: string, widget: boolean) => {
          const root = widget ? document.getElementById('winzmail-chat')?.shadowRoot : document;
          const texts = [...(root?.querySelectorAll(sel) ?? [])].map((e) => e.textContent ?? '');
          return texts.find((t) => t.includes(wanted));
        },
        selector,
        text,
        inWidget,
      ),
    { timeoutMs: 20_000 },
  );
}

describe('answers grow on screen as the model writes them', () => {
  let orgId: string;
  let staff: Page;

  beforeAll(async () => {
    staff = await freshPage(e2e.browser);
    await signUpAndIn(staff, e2e.app.url, 'chatstream');
    await addDocument(staff, e2e.app.url, 'returns.md', HANDBOOK);
    const token = await accessTokenOf(staff);
    const me = await fetch(`${e2e.app.url}/api/org/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    orgId = ((await me.json()) as { id: string }).id;
  }, 120_000);
  afterAll(async () => {
    await staff?.browserContext().close();
  });
  afterEach(() => loop.reset()); // a failed test's unread answer is not the next test's

  it('on the Chat screen', async () => {
    const page = staff;
    await withScreenshot(page, 'chat-stream-screen', async () => {
      const answer = halfAnswer();
      await page.goto(`${e2e.app.url}/chat`);
      await page.waitForSelector('[data-testid="chat-input"]', { visible: true });
      await page.click('[data-testid="chat-input"]');
      await page.keyboard.type('Within how many days can I send back an item?');
      await page.keyboard.press('Enter');
      const half = await waitForShown(
        page,
        '[data-testid="chat-pending-answer"]',
        'Customers may send back unused items',
      );
      // The model has not written the rest yet: what is shown is the half it sent.
      expect(half).not.toMatch(/30 days/);
      answer.release();
      const whole = await waitForShown(page, '[data-testid="chat-answer"]', 'within 30 days');
      expect(whole).toContain(WHOLE);
    });
  });

  it('in the website widget', async () => {
    host = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title>' +
          `<script src="${e2e.app.url}/widget.js" data-org-id="${orgId}" async></script>` +
          '</head><body><h1>Shop</h1></body></html>',
      );
    });
    await new Promise<void>((resolve) => host!.listen(0, '127.0.0.1', resolve));
    const page = await freshPage(e2e.browser);
    await withScreenshot(page, 'chat-stream-widget', async () => {
      await page.goto(`http://127.0.0.1:${(host!.address() as AddressInfo).port}/`);
      const W = '#winzmail-chat >>> ';
      await page.waitForSelector(`${W}.launcher`, { visible: true });
      await page.click(`${W}.launcher`);
      await page.waitForSelector(`${W}textarea`, { visible: true });
      const answer = halfAnswer();
      await page.type(`${W}textarea`, 'Within how many days can I send back an item?');
      await page.keyboard.press('Enter');
      const half = await waitForShown(
        page,
        '.msg.bot .bubble',
        'Customers may send back unused items',
        true,
      );
      expect(half).not.toMatch(/30 days/);
      answer.release();
      const whole = await waitForShown(page, '.msg.bot .bubble', 'within 30 days', true);
      // A visitor is not shown the uploaded document, so its marker is not shown either.
      expect(whole).toBe(WHOLE.replace(' [1]', ''));
    });
    await page.browserContext().close();
  });
});
