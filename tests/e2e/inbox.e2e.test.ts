import { randomUUID } from 'node:crypto';
import { expect, it } from '@jest/globals';
import type { Page } from 'puppeteer-core';
import { describeUnlessWaived, eventually } from '@winzmail/testing';
import {
  createMailUser,
  deliver,
  MAIL_TEST_ENV,
  mailServer,
  readFolder,
} from '@winzmail/testing/mail-server';
import { apiAs } from './support/api.js';
import { connectMailbox } from './support/mailbox.js';
import { signUpAndIn, waitForText } from './support/account.js';
import { seriousViolations } from './support/axe.js';
import { freshPage, withScreenshot } from './support/browser.js';
import { setupAppInBrowser } from './support/session.js';

/**
 * The Inbox in Chromium against the whole product and the real mail server (GreenMail): mail
 * that arrives is listed; a hostile HTML email is shown in a sandboxed frame where nothing of it
 * runs or loads; a reply typed in the editor reaches the sender. axe checks both views.
 */
const server = mailServer();

describeUnlessWaived(server !== null, '', 'the Inbox in the browser (GreenMail)', () => {
  const mail = server!;
  const e2e = setupAppInBrowser(MAIL_TEST_ENV);

  const HOSTILE =
    '<h1 id="greeting">Autumn offers</h1><p>Our <b>best</b> prices.</p>' +
    '<script>parent.document.title = "pwned"; document.title = "pwned"</script>' +
    '<img src="x" onerror="parent.document.title = \'pwned\'">' +
    '<img src="https://tracker.invalid/pixel.gif" alt="">' +
    '<form action="https://evil.invalid/"><input name="password"></form>';

  /** The text of the email frame's document, read through the DevTools protocol (no script runs in it). */
  async function frameText(page: Page): Promise<string> {
    const session = await page.createCDPSession();
    try {
      const { root } = (await session.send('DOM.getDocument', { depth: -1, pierce: true })) as {
        root: { nodeId: number };
      };
      const { nodeIds } = (await session.send('DOM.querySelectorAll', {
        nodeId: root.nodeId,
        selector: 'iframe[data-testid="email-html"]',
      })) as { nodeIds: number[] };
      const { node } = (await session.send('DOM.describeNode', {
        nodeId: nodeIds[0]!,
        depth: -1,
        pierce: true,
      })) as { node: { contentDocument?: { backendNodeId: number } } };
      const { outerHTML } = (await session.send('DOM.getOuterHTML', {
        backendNodeId: node.contentDocument!.backendNodeId,
      })) as { outerHTML: string };
      return outerHTML;
    } finally {
      await session.detach();
    }
  }

  it('lists new mail, shows hostile HTML safely, and sends a typed reply', async () => {
    const page = await freshPage(e2e.browser);
    const remote: string[] = [];
    page.on('request', (request) => {
      if (/\.invalid\//.test(request.url())) remote.push(request.url());
    });
    await withScreenshot(page, 'inbox', async () => {
      await signUpAndIn(page, e2e.app.url, 'inbox');
      const user = await createMailUser(mail, 'inbox-e2e');
      const customer = await createMailUser(mail, 'inbox-e2e-customer');
      await connectMailbox(page, e2e.app.url, mail, user, 'none');
      const tag = randomUUID().slice(0, 8);
      await deliver(mail, user.email, {
        from: `Nora Customer <${customer.email}>`,
        to: user.email,
        subject: `Offers ${tag}`,
        messageId: `<${tag}@customer.test>`,
        text: 'Our best prices (text version).',
        html: HOSTILE,
      });
      expect((await apiAs(page, e2e.app.url, 'GET', '/api/recent-emails')).status).toBe(200);

      await page.goto(`${e2e.app.url}/emails`);
      await waitForText(page, `Offers ${tag}`, 30_000);
      await waitForText(page, 'Nora Customer');
      expect(await seriousViolations(page)).toEqual([]);

      await page.click('[data-testid="email-row"]');
      await page.waitForSelector('[data-testid="email-detail"]', { visible: true });
      await waitForText(page, 'Our best prices (text version).');
      const toggle = await page.waitForSelector('[data-testid="email-view"] ::-p-text(Formatted)');
      await toggle!.click();
      await page.waitForSelector('iframe[data-testid="email-html"]', { visible: true });
      expect(
        await page.$eval('iframe[data-testid="email-html"]', (f) => f.getAttribute('sandbox')),
      ).toBe('');
      const inside = await eventually(
        'the greeting inside the frame',
        () => frameText(page),
        (html) => html.includes('greeting'),
        { timeoutMs: 10_000, intervalMs: 100 },
      );
      expect(inside).toContain('<b>best</b>');
      for (const banned of ['<script', 'onerror', '<form', '<input', 'tracker.invalid'])
        expect([banned, inside.includes(banned)]).toEqual([banned, false]);
      expect(await page.title()).not.toBe('pwned');
      expect(remote).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);

      const text = `Thank you, Nora (${tag}).`;
      await page.click('[data-testid="reply-editor"]');
      await page.type('[data-testid="reply-editor"]', text);
      await page.click('[data-testid="reply-send"]');
      await waitForText(page, 'Reply sent');
      await page.waitForSelector('[data-testid="sent-reply"]', { visible: true });
      const delivered = await eventually(
        "the reply in the customer's mailbox",
        async () => (await readFolder(mail, customer)).some((m) => m.includes(text)),
        { timeoutMs: 15_000, intervalMs: 200 },
      );
      expect(delivered).toBe(true);
    });
    await page.browserContext().close();
  });
});
