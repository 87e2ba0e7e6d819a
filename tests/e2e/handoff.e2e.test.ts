import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { LANGUAGE_CODES, isRtlLanguage } from '@winzmail/browser-kit';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { Page } from 'puppeteer-core';
import { describeUnlessWaived, eventually } from '@winzmail/testing';
import {
  createMailUser,
  MAIL_TEST_ENV,
  mailServer,
  readFolder,
  type MailUser,
} from '@winzmail/testing/mail-server';
import { apiAs } from './support/api.js';
import { connectMailbox } from './support/mailbox.js';
import { signUpAndIn, waitForText } from './support/account.js';
import { seriousViolations } from './support/axe.js';
import { freshPage, withScreenshot } from './support/browser.js';
import { setupAppInBrowser } from './support/session.js';
import { accessTokenOf } from './support/token.js';

/**
 * Handoff to a person, in Chromium against the whole product and GreenMail: a visitor on a
 * customer's site (another origin) asks what the knowledge base cannot answer, leaves their
 * address in the widget and is told it was passed on; staff see the conversation in the Inbox,
 * labelled "Website chat", and reply; the visitor's mailbox receives exactly that reply and
 * nothing before it.
 */
const server = mailServer();
const QUESTION = 'Do you sell gift cards?';
const W = '#winzmail-chat >>> ';

describeUnlessWaived(server !== null, '', 'handoff to a person (GreenMail)', () => {
  const mail = server!;
  const e2e = setupAppInBrowser(MAIL_TEST_ENV);
  let host: Server;
  let hostOrigin: string;
  let shopPage = '';

  beforeAll(async () => {
    host = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(shopPage);
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => host?.close(resolve));
  });

  let staff: Page;
  let visitorMail: MailUser;
  let staffToken = '';
  let orgId = '';

  beforeAll(async () => {
    staff = await freshPage(e2e.browser);
    visitorMail = await createMailUser(mail, 'handoff-visitor');
    await withScreenshot(staff, 'handoff-staff-setup', async () => {
      await signUpAndIn(staff, e2e.app.url, 'handoff');
      const mailbox = await createMailUser(mail, 'handoff-shop');
      await connectMailbox(staff, e2e.app.url, mail, mailbox, 'draft');
      const me = (await apiAs(staff, e2e.app.url, 'GET', '/org/me')).body as { id: string };
      orgId = me.id;
      staffToken = await accessTokenOf(staff);
      shopPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title>
<script src="${e2e.app.url}/widget.js" data-org-id="${me.id}" async></script></head>
<body><main><h1>Welcome to the shop</h1></main></body></html>`;
    });
  }, 120_000);

  /** The shop's page in a new visitor's browser, the widget open. */
  async function openShop(): Promise<Page> {
    const visitor = await freshPage(e2e.browser);
    await visitor.goto(`${hostOrigin}/`);
    await visitor.waitForSelector(`${W}.launcher`, { visible: true });
    await visitor.click(`${W}.launcher`);
    await visitor.waitForSelector(`${W}textarea`, { visible: true });
    return visitor;
  }

  it('passes an unanswered chat to staff, whose reply is the only mail the visitor gets', async () => {
    // The visitor, on the shop's own site.
    const visitor = await openShop();
    await withScreenshot(visitor, 'handoff-widget', async () => {
      // The link to a person is there from the start.
      await visitor.waitForSelector(`${W}.ho > .ho-link`, { visible: true });
      await visitor.type(`${W}textarea`, QUESTION);
      await visitor.keyboard.press('Enter');
      // The answer abstains (no documents): a person is offered under it.
      const offer = await visitor.waitForSelector(`${W}.msg.bot .ho-link`, {
        visible: true,
        timeout: 30_000,
      });
      await offer!.click();
      await visitor.waitForSelector(`${W}.ho input[type="email"]`, { visible: true });
      expect(await seriousViolations(visitor)).toEqual([]);
      await visitor.type(`${W}.ho input[type="email"]`, visitorMail.email);
      await visitor.click(`${W}.ho .fb-send`);
      const done = await visitor.waitForSelector(`${W}.ho-done`, { visible: true });
      expect(await done!.evaluate((el) => el.textContent)).toBe(
        `Thanks — we passed your conversation on. A person will reply to ${visitorMail.email} by email.`,
      );
      // Text only: the address did not become markup.
      expect(await done!.evaluate((el) => el.children.length)).toBe(0);
    });

    // Staff: the Inbox shows it, labelled, with the transcript; nothing was mailed yet.
    const reply = `A person here: yes, gift cards are sold in the shop (${randomUUID().slice(0, 8)}).`;
    await withScreenshot(staff, 'handoff-inbox', async () => {
      await staff.goto(`${e2e.app.url}/emails`);
      await waitForText(staff, `Website chat: ${QUESTION}`, 30_000);
      expect(await staff.$eval('[data-testid="email-handoff"]', (el) => el.textContent)).toBe(
        'Website chat',
      );
      expect(await seriousViolations(staff)).toEqual([]);
      expect(await readFolder(mail, visitorMail)).toEqual([]);
      await staff.click('[data-testid="email-row"]');
      await staff.waitForSelector('[data-testid="email-detail"]', { visible: true });
      await waitForText(staff, 'Assistant:');
      await staff.click('[data-testid="reply-editor"]');
      await staff.type('[data-testid="reply-editor"]', reply);
      await staff.click('[data-testid="reply-send"]');
      await waitForText(staff, 'Reply sent');
    });
    const inbox = await eventually(
      "the reply in the visitor's mailbox",
      () => readFolder(mail, visitorMail),
      (msgs) => msgs.length > 0,
      { timeoutMs: 15_000, intervalMs: 200 },
    );
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toContain(reply);
    await visitor.browserContext().close();
  });

  it('reads right in all 15 languages: the widget’s and the chat page’s handoff, the Inbox label', async () => {
    const english = { link: 'Talk to a person', label: 'Your email address' };
    for (const code of LANGUAGE_CODES) {
      const set = await fetch(`${e2e.app.url}/api/prompt/set`, {
        method: 'POST',
        headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ language: code }),
      });
      expect(set.status).toBe(200);
      const visitor = await openShop();
      await withScreenshot(visitor, `handoff-widget-${code}`, async () => {
        await visitor.click(`${W}.ho > .ho-link`);
        await visitor.waitForSelector(`${W}.ho input[type="email"]`, { visible: true });
        const form = await visitor.$eval(`${W}.root`, (root) => ({
          dir: root.getAttribute('dir'),
          link: root.querySelector('.ho-link')?.textContent ?? '',
          label: root.querySelector('.ho label')?.textContent ?? '',
          wider:
            (root.querySelector('.ho') as HTMLElement).scrollWidth >
            (root.querySelector('.panel') as HTMLElement).clientWidth,
        }));
        expect({ code, dir: form.dir }).toEqual({ code, dir: isRtlLanguage(code) ? 'rtl' : 'ltr' });
        expect({ code, wider: form.wider }).toEqual({ code, wider: false });
        if (code !== 'en')
          expect({ code, link: form.link, label: form.label }).not.toEqual({ code, ...english });
        const address = `visitor-${code}-${randomUUID().slice(0, 6)}@example.com`;
        await visitor.type(`${W}.ho input[type="email"]`, address);
        await visitor.click(`${W}.ho .fb-send`);
        const done = await visitor.waitForSelector(`${W}.ho-done`, { visible: true });
        const text = await done!.evaluate((el) => el.textContent ?? '');
        expect({ code, named: text.includes(address) }).toEqual({ code, named: true });
        if (code !== 'en')
          expect({ code, english: text.startsWith('Thanks — we passed') }).toEqual({
            code,
            english: false,
          });
      });
      await visitor.browserContext().close();

      // The same on the public chat page (/chat-widget).
      const page = await freshPage(e2e.browser);
      await withScreenshot(page, `handoff-chat-widget-${code}`, async () => {
        // In the language as the visitor's choice (app-language): the page starts in it, with
        // no switch (and remount) after the organisation's language has been read.
        const url = `${e2e.app.url}/chat-widget?orgId=${orgId}`;
        await page.goto(url);
        await page.evaluate((c: string) => window.localStorage.setItem('app-language', c), code);
        await page.goto(url);
        await page.waitForSelector('[data-testid="handoff-open"]', { visible: true });
        await page.click('[data-testid="handoff-open"]');
        const input = await page.waitForSelector('#chat-handoff-email', { visible: true });
        const shown = await page.evaluate(() => ({
          dir: document.querySelector('[data-testid="chat-widget"]')?.getAttribute('dir'),
          label: document.querySelector('label[for="chat-handoff-email"]')?.textContent ?? '',
          overflow: document.documentElement.scrollWidth - window.innerWidth,
        }));
        expect({ code, dir: shown.dir }).toEqual({
          code,
          dir: isRtlLanguage(code) ? 'rtl' : 'ltr',
        });
        expect({ code, raw: shown.label.includes('handoff.') }).toEqual({ code, raw: false });
        if (code !== 'en')
          expect({ code, label: shown.label }).not.toEqual({ code, label: english.label });
        expect({ code, overflow: shown.overflow > 0 }).toEqual({ code, overflow: false });
        const address = `page-${code}-${randomUUID().slice(0, 6)}@example.com`;
        await input!.type(address);
        await page.click('[data-testid="handoff-form"] button[type="submit"]');
        const done = await page.waitForSelector('[data-testid="handoff-done"]', { visible: true });
        const text = await done!.evaluate((el) => el.textContent ?? '');
        expect({ code, named: text.includes(address) }).toEqual({ code, named: true });
      });
      await page.browserContext().close();

      await staff.evaluate((c: string) => window.localStorage.setItem('app-language', c), code);
      await staff.goto(`${e2e.app.url}/emails`);
      const tag = await staff.waitForSelector('[data-testid="email-handoff"]', { visible: true });
      const view = await staff.evaluate(() => ({
        dir: document.documentElement.dir,
        overflow: document.documentElement.scrollWidth - window.innerWidth,
      }));
      const label = await tag!.evaluate((el) => el.textContent ?? '');
      expect({ code, dir: view.dir }).toEqual({ code, dir: isRtlLanguage(code) ? 'rtl' : 'ltr' });
      expect({ code, raw: label.includes('handoff.') }).toEqual({ code, raw: false });
      if (code !== 'en') expect({ code, label }).not.toEqual({ code, label: 'Website chat' });
      expect({ code, overflow: view.overflow > 0 }).toEqual({ code, overflow: false });
    }
    await staff.evaluate(() => window.localStorage.setItem('app-language', 'en'));
    // (The browser, closed after the suite, takes the staff's context with it.)
  });
});
