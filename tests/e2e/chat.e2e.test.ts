import { expect, it } from '@jest/globals';
import { signUpAndIn, waitForText } from './support/account.js';
import { freshPage, withScreenshot } from './support/browser.js';
import { addDocument } from './support/knowledge.js';
import { setupAppInBrowser } from './support/session.js';
import { accessTokenOf } from './support/token.js';

/**
 * The Chat screen in Chromium against the whole product: history paged 20 at a time (older ones
 * on scrolling up), Shift+Enter for a new line, Enter to send, the answer streamed (SSE) with its
 * source, and clearing with a confirmation.
 */
const HANDBOOK =
  '# Returns\n\n## Time limit\n\nCustomers may send back unused items within 30 days of ' +
  'delivery for a full refund.\n';
const e2e = setupAppInBrowser();

it('pages, sends with Enter (Shift+Enter is a new line), streams a sourced answer and clears', async () => {
  const page = await freshPage(e2e.browser);
  await withScreenshot(page, 'chat-screen', async () => {
    await signUpAndIn(page, e2e.app.url, 'chat');
    await addDocument(page, e2e.app.url, 'returns.md', HANDBOOK);
    const token = await accessTokenOf(page);
    for (let i = 1; i <= 25; i++) {
      const res = await fetch(`${e2e.app.url}/api/chat/ask`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message: `Earlier question ${i}` }),
      });
      expect(res.status).toBe(200);
    }
    const accepts: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/chat/ask')) accepts.push(req.headers().accept ?? '');
    });

    await page.goto(`${e2e.app.url}/chat`);
    await page.waitForSelector('[data-testid="chat-user-message"]');
    const count = () => page.$$eval('[data-testid="chat-user-message"]', (els) => els.length);
    expect(await count()).toBe(20);
    // The newest are shown; scrolling to the top brings the older five.
    await page.$eval('[data-testid="chat-log"]', (el) => {
      el.scrollTop = 0;
      el.dispatchEvent(new Event('scroll'));
    });
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="chat-user-message"]').length === 25,
    );
    const first = await page.$eval(
      '[data-testid="chat-user-message"] .chat-text',
      (el) => el.textContent,
    );
    expect(first).toBe('Earlier question 1');

    await page.click('[data-testid="chat-input"]');
    await page.keyboard.type('first line');
    await page.keyboard.down('Shift');
    await page.keyboard.press('Enter');
    await page.keyboard.up('Shift');
    await page.keyboard.type('second line');
    expect(
      await page.$eval('[data-testid="chat-input"]', (el) => (el as HTMLTextAreaElement).value),
    ).toBe('first line\nsecond line');
    expect(accepts).toEqual([]);
    await page.$eval('[data-testid="chat-input"]', (el) => {
      const input = el as HTMLTextAreaElement;
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(input, '');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await page.keyboard.type('Within how many days can I send back an item?');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => {
        const answers = [...document.querySelectorAll('[data-testid="chat-answer"] .chat-text')];
        return answers.some((a) => /30 days/.test(a.textContent ?? ''));
      },
      { timeout: 20_000 },
    );
    expect(accepts).toEqual([expect.stringContaining('text/event-stream')]);
    const sources = await page.$$eval('[data-testid="chat-source"]', (els) =>
      els.map((e) => e.textContent ?? ''),
    );
    expect(sources.some((s) => s.includes('returns.md'))).toBe(true);
    expect(await count()).toBe(26);

    await page.click('[data-testid="chat-clear"]');
    await waitForText(page, 'This cannot be undone.');
    await page.click('#chat-clear-confirm');
    await waitForText(page, 'Chat history cleared');
    await page.waitForSelector('[data-testid="chat-empty"]');
    const history = await fetch(`${e2e.app.url}/api/chat/history`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await history.json()).toEqual({ chats: [], total: 0 });
  });
  await page.browserContext().close();
});
