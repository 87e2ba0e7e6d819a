import { randomUUID } from 'node:crypto';
import { expect, it } from '@jest/globals';
import { describeUnlessWaived, eventually } from '@winzmail/testing';
import { createMailUser, deliver, MAIL_TEST_ENV, mailServer } from '@winzmail/testing/mail-server';
import { apiAs } from './support/api.js';
import { connectMailbox } from './support/mailbox.js';
import { inEveryLanguage } from './support/languages.js';
import { signUpAndIn, waitForText } from './support/account.js';
import { seriousViolations } from './support/axe.js';
import { freshPage, withScreenshot } from './support/browser.js';
import { setupAppInBrowser } from './support/session.js';

/**
 * The knowledge-gap queue's screen in Chromium against the whole product and the real mail server
 * (GreenMail): a customer's question the AI cannot answer (no documents: it abstains) shows as a
 * group on /knowledge-gaps; staff's answer, added through the screen, becomes a "Q&A – …"
 * document and the group leaves the queue. The screen reads right in every one of the 15
 * languages (no raw key, Arabic and Hebrew right to left, nothing wider than the window). axe
 * checks it.
 */
const server = mailServer();

interface Group {
  id: string;
  count: number;
  examples: { question: string; source: string; reference_id: string }[];
}

describeUnlessWaived(
  server !== null,
  '',
  'the knowledge-gap queue in the browser (GreenMail)',
  () => {
    const mail = server!;
    const e2e = setupAppInBrowser(MAIL_TEST_ENV);

    it('an abstained question shows as a group; its answer added through the screen becomes a document and the group leaves', async () => {
      const page = await freshPage(e2e.browser);
      await withScreenshot(page, 'knowledge-gaps', async () => {
        await signUpAndIn(page, e2e.app.url, 'gaps');
        const user = await createMailUser(mail, 'gaps-e2e');
        await connectMailbox(page, e2e.app.url, mail, user, 'draft');

        // No documents: the AI has nothing to answer from and abstains; the email is drafted.
        const tag = randomUUID().slice(0, 8);
        const question = `Do you sell gift cards for the shop in Lindenberg (${tag})?`;
        await deliver(mail, user.email, {
          from: `Robin Customer <robin-${tag}@customer.test>`,
          to: user.email,
          subject: `Gift cards ${tag}`,
          messageId: `<${tag}@customer.test>`,
          text: question,
        });
        await eventually(
          'the email drafted',
          () => apiAs(page, e2e.app.url, 'GET', '/org/email/incoming'),
          (r) =>
            Array.isArray(r.body) &&
            (r.body as { subject: string; status: string }[]).some(
              (e) => e.subject === `Gift cards ${tag}` && e.status === 'drafted',
            ),
          { timeoutMs: 90_000, intervalMs: 500 },
        );
        const queued = await eventually(
          'the question in the queue',
          () => apiAs(page, e2e.app.url, 'GET', '/org/knowledge-gaps'),
          (r) => ((r.body as { groups: Group[] }).groups ?? []).length > 0,
          { timeoutMs: 60_000, intervalMs: 500 },
        );
        const [group] = (queued.body as { groups: Group[] }).groups;
        expect(group!.examples[0]).toMatchObject({ source: 'email_abstained' });
        expect(group!.examples[0]!.question).toContain(question);

        await page.goto(`${e2e.app.url}/knowledge-gaps`);
        await page.waitForSelector('[data-testid="gap-group"]', { visible: true });
        await waitForText(page, question);
        await waitForText(page, 'Email: AI had no answer');
        await waitForText(page, 'Times asked: 1');
        expect(await page.$$('[data-testid="gap-group"]')).toHaveLength(1);
        expect(await seriousViolations(page)).toEqual([]);

        // The full screen (group, trend, sources, examples) in every language.
        await inEveryLanguage(page, `${e2e.app.url}/knowledge-gaps`, {
          ready: '[data-testid="gap-group"]',
          keyPrefix: 'gaps',
          englishTitle: 'Knowledge gaps',
        });
        await page.goto(`${e2e.app.url}/knowledge-gaps`);
        await page.waitForSelector('[data-testid="gap-group"]', { visible: true });

        // Add to knowledge base: the question prefilled, the answer typed, saved.
        await page.click('[data-testid="gap-add"]');
        await page.waitForSelector('[data-testid="gap-entry-answer"]', { visible: true });
        expect(
          await page.$eval(
            '[data-testid="gap-entry-question"]',
            (e) => (e as HTMLTextAreaElement).value,
          ),
        ).toContain(question);
        expect(await seriousViolations(page)).toEqual([]);
        const answer = `Yes, gift cards from 10 to 200 euros are sold in the shop (${tag}).`;
        await page.click('[data-testid="gap-entry-answer"]');
        await page.type('[data-testid="gap-entry-answer"]', answer);
        await page.click('#gap-entry-save');
        await waitForText(page, 'Added to the knowledge base as', 30_000);

        // The entry is a document of the knowledge base, and the group has left the queue.
        const listed = await eventually(
          'the Q&A document listed',
          () => apiAs(page, e2e.app.url, 'GET', '/org/documents/list'),
          (r) =>
            Array.isArray(r.body) &&
            (r.body as { filename: string }[]).some((d) => d.filename.startsWith('Q&A – ')),
          { timeoutMs: 30_000, intervalMs: 500 },
        );
        const doc = (listed.body as { filename: string }[]).find((d) =>
          d.filename.startsWith('Q&A – '),
        );
        expect(doc!.filename).toContain(tag);
        await page.waitForSelector('[data-testid="gaps-empty"]', {
          visible: true,
          timeout: 30_000,
        });
        await waitForText(page, 'No unanswered questions — nice.');
        const after = await apiAs(page, e2e.app.url, 'GET', '/org/knowledge-gaps');
        expect((after.body as { groups: Group[] }).groups).toEqual([]);
      });
      await page.browserContext().close();
    }, 300_000);

    it('reads right in all 15 languages (an empty queue)', async () => {
      const page = await freshPage(e2e.browser);
      await withScreenshot(page, 'knowledge-gaps-languages', async () => {
        await signUpAndIn(page, e2e.app.url, 'gaps-lang');
        await inEveryLanguage(page, `${e2e.app.url}/knowledge-gaps`, {
          ready: '[data-testid="gaps-empty"]',
          keyPrefix: 'gaps',
          englishTitle: 'Knowledge gaps',
        });
        // The sidebar names the screen and leads to it.
        await page.goto(`${e2e.app.url}/dashboard`);
        // The sidebar renders with the signed-in layout, after the page's first paint.
        const link = 'a[href="/winzmail/knowledge-gaps"]';
        await page.waitForSelector(link, { visible: true });
        await page.click(link);
        await page.waitForSelector('[data-testid="gaps-empty"]', { visible: true });
      });
      await page.browserContext().close();
    }, 240_000);
  },
);
