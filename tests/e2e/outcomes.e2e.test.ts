import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { DEFAULT_ROUTER_MODELS } from '@winzmail/platform/llm';
import { describeUnlessWaived, eventually } from '@winzmail/testing';
import { createMailUser, deliver, MAIL_TEST_ENV, mailServer } from '@winzmail/testing/mail-server';
import { startOpenAiLoopback, type OpenAiLoopback } from '@winzmail/testing/openai-loopback';
import { apiAs } from './support/api.js';
import { connectMailbox } from './support/mailbox.js';
import { inEveryLanguage } from './support/languages.js';
import { signUpAndIn, waitForText } from './support/account.js';
import { seriousViolations } from './support/axe.js';
import { freshPage, withScreenshot } from './support/browser.js';
import { addDocument } from './support/knowledge.js';
import { setupAppInBrowser } from './support/session.js';

/**
 * Outcomes and cost on the Dashboard, in Chromium, against the whole product, the real mail
 * server (GreenMail) and a priced model: a loopback server speaking OpenAI's protocol, reached by
 * the real openai client, reporting the tokens each reply used. The week's cost shows; a monthly
 * budget set on the screen is spent at once, the screen says so, and the next email's reply is
 * written by the built-in composer — the priced model is not called — and drafted with the reason.
 * In all 15 languages.
 */
const server = mailServer();
const MODEL = DEFAULT_ROUTER_MODELS.deepseek;
const HOURS = '# Opening hours\n\nOn Saturdays the shop opens at nine and closes at five.\n';

let loop: OpenAiLoopback;
const env: Record<string, string> = {
  ...MAIL_TEST_ENV,
  LLM_PROVIDER: 'openai',
  OPENAI_API_KEY: 'test-key',
  LLM_TIMEOUT_MS: '20000',
  // $0.27 per million prompt tokens, $1.10 per million completion tokens.
  LLM_PRICES: `${MODEL}=0.27/1.10`,
};
beforeAll(async () => {
  loop = await startOpenAiLoopback({ apiKey: 'test-key' });
  // 100,000 prompt and 20,000 completion tokens: $0.027 + $0.022 = $0.049 a reply.
  loop.setDefault(MODEL, {
    kind: 'reply',
    text: 'On Saturdays the shop opens at nine [1].',
    usage: { prompt_tokens: 100_000, completion_tokens: 20_000 },
  });
  env.OPENAI_BASE_URL = loop.baseUrl; // read by the product's start, registered after this
});
afterAll(async () => {
  await loop?.close();
});

interface Email {
  id: string;
  subject: string;
  status: string;
  reason: string;
  reply_body: string;
}

describeUnlessWaived(server !== null, '', 'outcomes and cost on the Dashboard (GreenMail)', () => {
  const mail = server!;
  const e2e = setupAppInBrowser(env);

  it('shows the week and its cost, keeps a budget, and drafts with the composer past it', async () => {
    const page = await freshPage(e2e.browser);
    await withScreenshot(page, 'outcomes', async () => {
      await signUpAndIn(page, e2e.app.url, 'outcomes');
      await addDocument(page, e2e.app.url, 'hours.md', HOURS);
      const [user, customer] = await Promise.all([
        createMailUser(mail, 'outcomes-e2e'),
        createMailUser(mail, 'outcomes-customer'),
      ]);
      await connectMailbox(page, e2e.app.url, mail, user, 'draft');
      const emails = () =>
        apiAs<Email[]>(page, e2e.app.url, 'GET', '/org/email/incoming').then((r) => r.body);
      const ask = async (subject: string) => {
        await deliver(mail, user.email, {
          from: customer.email,
          to: user.email,
          subject,
          text: 'When do you open on Saturdays?',
        });
        await apiAs(page, e2e.app.url, 'GET', '/api/recent-emails');
        return eventually(
          `"${subject}" drafted`,
          async () => (await emails()).find((e) => e.subject === subject),
          (e) => e?.status === 'drafted',
          { timeoutMs: 60_000 },
        );
      };

      // The priced model writes the first reply.
      const first = await ask('Saturday hours');
      expect(first!.reply_body).toContain('nine');
      expect(loop.requests).toHaveLength(1);
      // Staff send the draft as it was: one resolved email, at the reply's cost.
      const sent = await apiAs(page, e2e.app.url, 'POST', '/org/email/reply', {
        email_id: first!.id,
        reply_text: first!.reply_body,
      });
      expect(sent.status).toBe(200);

      await page.goto(`${e2e.app.url}/dashboard`);
      await page.waitForSelector('[data-testid="outcomes-table"]', { visible: true });
      const thisWeek = (column: string) =>
        page.$eval(
          `[data-testid="outcomes-table"] tbody tr:first-child [data-column="${column}"]`,
          (td) => td.textContent?.trim() ?? '',
        );
      await eventually(
        'the sent draft counted',
        async () => {
          await page.reload();
          await page.waitForSelector('[data-testid="outcomes-table"]', { visible: true });
          return thisWeek('draftedUnedited');
        },
        (n) => n === '1',
      );
      expect(await thisWeek('cost')).toBe('$0.049');
      expect(await thisWeek('costPerResolved')).toBe('$0.049');
      await waitForText(page, 'This month: $0.049 (no budget set)');
      expect(await seriousViolations(page)).toEqual([]);

      // A budget of one cent, set on the screen: already spent.
      await page.click('[data-testid="budget-input"]', { count: 3 });
      await page.type('[data-testid="budget-input"]', '0.01');
      await page.click('[data-testid="budget-save"]');
      await page.waitForSelector('[data-testid="budget-exceeded"]', { visible: true });
      await waitForText(page, 'Monthly budget reached');
      const budget = await apiAs<{ budget: { monthly_usd: number; exceeded: boolean } }>(
        page,
        e2e.app.url,
        'GET',
        '/org/outcomes',
      );
      expect(budget.body.budget).toMatchObject({ monthly_usd: 0.01, exceeded: true });

      // The next email: the composer writes, the priced model is not called, and it is drafted
      // with the reason (it would be, in auto mode too).
      const second = await ask('Saturday again');
      expect(loop.requests).toHaveLength(1);
      expect(second!.reply_body).toContain('nine');
      expect(second!.reason).toContain('the monthly model budget is spent');

      await inEveryLanguage(page, `${e2e.app.url}/dashboard`, {
        ready: '[data-testid="budget-exceeded"]',
        keyPrefix: 'dashboard',
        englishTitle: await page.$eval('h1', (h) => h.textContent ?? ''),
      });
    });
  }, 300_000);
});
