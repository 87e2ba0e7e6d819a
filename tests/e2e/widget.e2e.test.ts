import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'puppeteer-core';
import { eventually } from '@winzmail/testing';
import { signUpAndIn } from './support/account.js';
import { seriousViolations } from './support/axe.js';
import { freshPage, withScreenshot } from './support/browser.js';
import { addDocument } from './support/knowledge.js';
import { setupAppInBrowser } from './support/session.js';
import { accessTokenOf } from './support/token.js';

/**
 * The website chat as a customer's visitors meet it: widget.js pasted into a page served from
 * ANOTHER origin (a second loopback port), with the UI and toggle snippets and hostile CSS,
 * talking to the whole product in real Chromium.
 */
const HANDBOOK =
  '# Returns\n\n## Time limit\n\nCustomers may send back unused items within 30 days of ' +
  'delivery for a full refund.\n';
const QUESTION = 'Within how many days can I send back an item?';

let host: Server;
let hostOrigin: string;
const env: Record<string, string> = { SCRAPE_ALLOW_LOOPBACK: 'true' };
const e2e = setupAppInBrowser(env);

/** The customer's page: the three snippets of the Chatbot plugin page and aggressive CSS. */
function customerPage(appUrl: string, orgId: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title>
<style>
  * { color: red !important; font-size: 40px !important; font-family: 'Comic Sans MS', cursive !important;
      letter-spacing: 4px !important; text-transform: uppercase !important; line-height: 3 !important; }
  div, section, p, button, textarea { display: block !important; margin: 20px !important;
      transform: rotate(3deg) !important; background: lime !important; width: 50% !important; }
  button { padding: 30px !important; border: 5px solid purple !important; }
  #toggle { position: static !important; color: #000 !important; background: #fff !important; transform: none !important; }
</style>
<script src="${appUrl}/widget.js" data-org-id="${orgId}" async></script>
<script>
  window.Winzmail = window.Winzmail || function () { (window.Winzmail.q = window.Winzmail.q || []).push(arguments); };
  Winzmail('configure', { primaryColor: '#0b5cad', position: 'bottom-left', launcher: true, title: 'Ask the shop' });
</script>
</head><body><main><h1 style="color:#000 !important">Welcome to the shop</h1>
<button id="toggle" type="button" onclick="Winzmail('toggle')">Chat with us</button></main></body></html>`;
}

const pages = new Map<string, string>();

beforeAll(async () => {
  host = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/delivery') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        '<!doctype html><html><head><title>Delivery to Belgium</title></head><body><main>' +
          '<h1>Delivery to Belgium</h1><p>Parcels to Belgium arrive within three working days with bpost.</p>' +
          '</main></body></html>',
      );
      return;
    }
    const html = pages.get(path);
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => host?.close(resolve));
});

const W = '#winzmail-chat >>> ';

async function openWidget(page: Page): Promise<void> {
  await page.waitForSelector(`${W}.launcher`, { visible: true });
  await page.click(`${W}.launcher`);
  await page.waitForSelector(`${W}textarea`, { visible: true });
}

/** The text of every answer bubble (the welcome line excluded) once none is still streaming. */
async function answers(page: Page): Promise<string[]> {
  return page.$$eval(`${W}.msg.bot .bubble`, (els) => els.map((e) => e.textContent ?? ''));
}

/**
 * Records every text the next answer bubbles are given, as they are given (a MutationObserver
 * keeps each state, even when several pieces arrive in one network read): read by `grownTexts`.
 */
async function recordGrowth(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log = document.getElementById('winzmail-chat')!.shadowRoot!.querySelector('.log')!;
    const seen: string[] = [];
    (globalThis as unknown as { wzGrowth: string[] }).wzGrowth = seen;
    new MutationObserver((records) => {
      for (const r of records) {
        if (!(r.target instanceof Element) || !r.target.matches('.msg.bot .bubble')) continue;
        for (const n of r.addedNodes) if (n.nodeType === Node.TEXT_NODE) seen.push(n.textContent!);
      }
    }).observe(log, { childList: true, subtree: true });
  });
}

const grownTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => (globalThis as unknown as { wzGrowth: string[] }).wzGrowth);

/** The answer matching `pattern`, once nothing streams any more. */
const waitForAnswer = (page: Page, pattern: RegExp): Promise<string> =>
  eventually(
    `an answer matching ${pattern}`,
    async () => {
      const busy = await page.$eval(`${W}.log`, (el) => el.getAttribute('aria-busy'));
      const shown = await answers(page);
      return { busy, shown, found: shown.find((t) => pattern.test(t)) };
    },
    (state) => state.found !== undefined && state.busy !== 'true',
    { timeoutMs: 30_000, intervalMs: 100 },
  ).then((state) => state.found!);

describe('the website chat on a customer site', () => {
  let orgId: string;
  let token: string;

  beforeAll(async () => {
    const page = await freshPage(e2e.browser);
    await signUpAndIn(page, e2e.app.url, 'widget');
    await addDocument(page, e2e.app.url, 'returns.md', HANDBOOK);
    token = await accessTokenOf(page);
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const me = (await (await fetch(`${e2e.app.url}/api/org/me`, { headers: auth })).json()) as {
      id: string;
    };
    orgId = me.id;
    const scraped = await fetch(`${e2e.app.url}/api/org/documents/scrape`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ url: `${hostOrigin}/delivery` }),
    });
    expect(scraped.status).toBe(201);
    await eventually(
      'both documents ready',
      async () =>
        (await (
          await fetch(`${e2e.app.url}/api/org/documents/list`, { headers: auth })
        ).json()) as { status: string }[],
      (list) => list.length === 2 && list.every((d) => d.status === 'ready'),
      { timeoutMs: 30_000, intervalMs: 250 },
    );
    pages.set('/shop', customerPage(e2e.app.url, orgId));
    await page.browserContext().close();
  }, 120_000);

  it('answers from the knowledge base, keeps the history across a reload, and no other visitor sees it', async () => {
    const page = await freshPage(e2e.browser);
    await withScreenshot(page, 'widget-ask', async () => {
      await page.goto(`${hostOrigin}/shop`);
      expect(new URL(page.url()).origin).not.toBe(new URL(e2e.app.url).origin);
      await openWidget(page);
      expect(await page.$eval(`${W}.title`, (el) => el.textContent)).toBe('Ask the shop');
      await recordGrowth(page);
      await page.type(`${W}textarea`, QUESTION);
      await page.keyboard.press('Enter');
      const shown = await waitForAnswer(page, /30 days/);
      // The uploaded document is not shown to a visitor: no bare marker points to it, not even
      // while the answer streams.
      expect(shown).not.toMatch(/\[\d+\]/);
      // The answer grew piece by piece (sentence by sentence from the composer): each state the
      // bubble showed extends the one before, the first is a part, the last the stored answer.
      const grown = await grownTexts(page);
      expect(grown.length).toBeGreaterThan(2);
      grown.slice(1).forEach((text, i) => expect(text.startsWith(grown[i]!)).toBe(true));
      expect(grown[0]!.length).toBeLessThan(shown.length);
      expect(grown.at(-1)).toBe(shown);
      // A scraped page is a source a visitor may follow; the uploaded document is not shown.
      await page.type(`${W}textarea`, 'How many working days do parcels to Belgium take?');
      await page.keyboard.press('Enter');
      await waitForAnswer(page, /three working days/);
      const links = await page.$$eval(`${W}a`, (as) =>
        as.map((a) => ({ text: a.textContent, href: a.getAttribute('href') })),
      );
      expect(links).toEqual([
        { text: expect.stringMatching(/Delivery to Belgium/), href: `${hostOrigin}/delivery` },
      ]);
      // Its marker matches the listed page's number.
      const fromPage = await waitForAnswer(page, /three working days/);
      const numbers = await page.$$eval(`${W}.sources li`, (lis) =>
        lis.map((li) => Number(li.getAttribute('value'))),
      );
      for (const [, n] of fromPage.matchAll(/\[(\d+)\]/g)) expect(numbers).toContain(Number(n));

      await page.reload();
      await openWidget(page);
      await waitForAnswer(page, /30 days/);
      const userMessages = await page.$$eval(`${W}.msg.user .bubble`, (els) =>
        els.map((e) => e.textContent),
      );
      expect(userMessages).toEqual([QUESTION, 'How many working days do parcels to Belgium take?']);
    });

    const other = await freshPage(e2e.browser);
    await withScreenshot(other, 'widget-other-visitor', async () => {
      const historyAsked: string[] = [];
      other.on('request', (r) => {
        if (r.url().includes('/chat/history')) historyAsked.push(r.url());
      });
      await other.goto(`${hostOrigin}/shop`);
      await openWidget(other);
      // The widget asks for the history in the turn it applies its settings (the title): once
      // the title shows, it has asked or never will. A new visitor has no token, so it asks
      // nothing, and nothing of the first visitor's conversation can show.
      await eventually(
        'the widget to apply its settings',
        () => other.$eval(`${W}.title`, (el) => el.textContent),
        (title) => title === 'Ask the shop',
      );
      expect(historyAsked).toEqual([]);
      expect(await other.$$(`${W}.msg.user`)).toHaveLength(0);
      expect((await answers(other)).join(' ')).not.toMatch(/30 days/);
    });
    await other.browserContext().close();
    await page.browserContext().close();
  });

  it("is not touched by the host page's CSS, opens and closes by the toggle button and Escape, and axe finds nothing serious", async () => {
    const page = await freshPage(e2e.browser);
    await withScreenshot(page, 'widget-style', async () => {
      await page.goto(`${hostOrigin}/shop`);
      await page.waitForSelector(`${W}.launcher`, { visible: true });
      await page.click('#toggle');
      await page.waitForSelector(`${W}textarea`, { visible: true });
      const style = await page.$eval(`${W}textarea`, (el) => {
        const s = getComputedStyle(el);
        return {
          fontSize: s.fontSize,
          color: s.color,
          transform: s.transform,
          textTransform: s.textTransform,
          letterSpacing: s.letterSpacing,
          family: s.fontFamily,
        };
      });
      expect(parseFloat(style.fontSize)).toBeLessThan(20);
      expect(style.color).not.toBe('rgb(255, 0, 0)');
      expect(style.transform).toBe('none');
      expect(style.textTransform).toBe('none');
      expect(style.letterSpacing).toBe('normal');
      expect(style.family).not.toMatch(/Comic/);
      const launcher = await page.$eval(`${W}.launcher`, (el) => {
        const r = el.getBoundingClientRect();
        return { left: r.left, bottom: window.innerHeight - r.bottom, width: r.width };
      });
      // The UI snippet's position (bottom-left) holds; the host's width rule does not.
      expect(launcher.left).toBeLessThan(100);
      expect(launcher.width).toBeLessThan(100);

      const violations = await seriousViolations(page);
      expect(violations.filter((v) => v.nodes.some((n) => n.includes('winzmail-chat')))).toEqual(
        [],
      );

      await page.keyboard.press('Escape');
      await page.waitForSelector(`${W}textarea`, { hidden: true });
      const focused = await page.evaluate(
        () => document.getElementById('winzmail-chat')?.shadowRoot?.activeElement?.className ?? '',
      );
      expect(focused).toContain('launcher');
      await page.click('#toggle');
      await page.waitForSelector(`${W}textarea`, { visible: true });
    });
    await page.browserContext().close();
  });

  it("speaks the organisation's language, right to left for Arabic", async () => {
    const set = await fetch(`${e2e.app.url}/api/prompt/set`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'Arabic' }),
    });
    expect(set.status).toBe(200);
    const page = await freshPage(e2e.browser);
    await withScreenshot(page, 'widget-arabic', async () => {
      await page.goto(`${hostOrigin}/shop`);
      await openWidget(page);
      const root = await page.$eval(`${W}.root`, (el) => ({
        dir: el.getAttribute('dir'),
        lang: el.getAttribute('lang'),
      }));
      expect(root).toEqual({ dir: 'rtl', lang: 'ar' });
      const placeholder = await page.$eval(`${W}textarea`, (el) => el.getAttribute('placeholder'));
      expect(placeholder).toMatch(/[\u0600-\u06FF]/);
    });
    await page.browserContext().close();
  });
});
