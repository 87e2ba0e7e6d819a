import { expect, it } from '@jest/globals';
import { describeUnlessWaived, eventually } from '@winzmail/testing';
import {
  createMailUser,
  deliver,
  imapAs,
  MAIL_TEST_ENV,
  mailServer,
  type MailUser,
} from '@winzmail/testing/mail-server';
import { apiAs } from './support/api.js';
import { connectMailbox } from './support/mailbox.js';
import { inEveryLanguage } from './support/languages.js';
import { signUpAndIn, waitForText } from './support/account.js';
import { seriousViolations } from './support/axe.js';
import { freshPage, withScreenshot } from './support/browser.js';
import { setupAppInBrowser } from './support/session.js';

/**
 * The Replay screen in Chromium against the whole product and the real mail server (GreenMail):
 * a mailbox with answered history is replayed when it connects; the screen shows the figures and
 * the threads side by side, filters them, replays again on demand, keeps the minimum agreement —
 * and reads right in every one of the 15 languages (no raw key, Arabic and Hebrew right to left,
 * nothing wider than the window). axe checks it.
 */
const server = mailServer();

describeUnlessWaived(server !== null, '', 'the Replay screen in the browser (GreenMail)', () => {
  const mail = server!;
  const e2e = setupAppInBrowser(MAIL_TEST_ENV);

  /** Two answered threads: the customers' questions in INBOX, staff's replies in Sent. */
  async function history(user: MailUser): Promise<void> {
    const client = await imapAs(mail, user);
    try {
      const sent = (await client.mailboxCreate('Sent')).path;
      const threads = [
        ['q1', 'Do you sell gift cards?', 'Yes, from 10 to 200 euros, in the shop.'],
        ['q2', 'Can I pick up my order at a locker?', 'Not yet, sorry.'],
      ] as const;
      for (const [i, [key, question, answer]] of threads.entries()) {
        const at = new Date(Date.now() - (5 - i) * 86_400_000);
        await deliver(mail, user.email, {
          from: `${key}@customer.test`,
          raw: [
            `From: Robin <${key}@customer.test>`,
            `To: ${user.email}`,
            `Subject: Question ${key}`,
            `Message-ID: <${key}@customer.test>`,
            `Date: ${at.toUTCString()}`,
            '',
            question,
          ].join('\r\n'),
        });
        await client.append(
          sent,
          [
            `From: ${user.email}`,
            `To: ${key}@customer.test`,
            `Subject: Re: Question ${key}`,
            `Message-ID: <r-${key}@shop.test>`,
            `In-Reply-To: <${key}@customer.test>`,
            `References: <${key}@customer.test>`,
            `Date: ${new Date(at.getTime() + 3_600_000).toUTCString()}`,
            '',
            answer,
          ].join('\r\n'),
          ['\\Seen'],
        );
      }
    } finally {
      await client.logout();
    }
  }

  it('shows the replay of the connected mailbox, filters it, replays again and keeps the minimum', async () => {
    const page = await freshPage(e2e.browser);
    await withScreenshot(page, 'replay', async () => {
      await signUpAndIn(page, e2e.app.url, 'replay');
      const user = await createMailUser(mail, 'replay-e2e');
      await history(user);
      await connectMailbox(page, e2e.app.url, mail, user, 'draft');

      await page.goto(`${e2e.app.url}/replay`);
      await page.waitForSelector('[data-testid="replay-status"][data-state="done"]', {
        timeout: 60_000,
      });
      await eventually(
        'both threads shown side by side',
        () => page.$$('[data-testid="replay-thread"]').then((t) => t.length),
        (n) => n === 2,
      );
      await waitForText(page, 'Do you sell gift cards?');
      await waitForText(page, 'Yes, from 10 to 200 euros, in the shop.');
      expect(await page.$$('[data-testid="replay-question"]')).toHaveLength(2);
      expect(await page.$$('[data-testid="replay-staff"]')).toHaveLength(2);
      expect(await page.$$('[data-testid="replay-ai"]')).toHaveLength(2);
      expect(await seriousViolations(page)).toEqual([]);

      // The filter asks the server for one outcome: nothing was answered (no documents yet).
      const filterTo = async (value: string) => {
        await page.click(`[data-testid="replay-filter"] label:has(input[value="${value}"])`);
      };
      await filterTo('answered');
      await page.waitForSelector('[data-testid="replay-threads-empty"]', { visible: true });
      await filterTo('abstained');
      await eventually(
        'the abstained threads',
        () => page.$$('[data-testid="replay-thread"]').then((t) => t.length),
        (n) => n === 2,
      );
      await filterTo('all');

      // Replay now: a new run, started by a person, ends done again.
      const before = await apiAs<Record<string, unknown>>(page, e2e.app.url, 'GET', '/org/replay');
      await page.click('[data-testid="replay-now"]');
      await eventually(
        'the replay asked for on the screen',
        () => apiAs<Record<string, unknown>>(page, e2e.app.url, 'GET', '/org/replay'),
        (r) => {
          const run = r.body.run as { reason: string; started_at: string; state: string } | null;
          const old = before.body.run as { started_at: string } | null;
          return run?.reason === 'staff' && run.started_at !== old?.started_at;
        },
      );
      await page.waitForSelector('[data-testid="replay-status"][data-state="done"]', {
        timeout: 60_000,
      });

      // The minimum agreement, saved through the screen, is the server's.
      await page.click('[data-testid="replay-minimum-input"]', { count: 3 });
      await page.type('[data-testid="replay-minimum-input"]', '75');
      await page.click('[data-testid="replay-minimum-save"]');
      await eventually(
        'the minimum saved',
        () => apiAs<Record<string, unknown>>(page, e2e.app.url, 'GET', '/org/replay'),
        (r) => r.body.min_agreement === 75,
      );
      await waitForText(page, '75');
      // The full screen (figures, threads, facts, tags) in every language.
      await inEveryLanguage(page, `${e2e.app.url}/replay`, {
        ready: '[data-testid="replay-thread"]',
        keyPrefix: 'replay',
        englishTitle: 'Replay',
      });
    });
  }, 240_000);

  it('reads right in all 15 languages', async () => {
    const page = await freshPage(e2e.browser);
    await withScreenshot(page, 'replay-languages', async () => {
      await signUpAndIn(page, e2e.app.url, 'replay-lang');
      await inEveryLanguage(page, `${e2e.app.url}/replay`, {
        ready: '[data-testid="replay-no-mailbox"]',
        keyPrefix: 'replay',
        englishTitle: 'Replay',
      });
    });
  }, 240_000);
});
