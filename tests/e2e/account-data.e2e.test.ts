import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@winzmail/testing';
import { unzip } from '@winzmail/testing/unzip';
import { signUpAndIn, waitForPath, waitForText } from './support/account.js';
import { seriousViolations } from './support/axe.js';
import { freshPage, withScreenshot } from './support/browser.js';
import { inEveryLanguage } from './support/languages.js';
import { setupAppInBrowser } from './support/session.js';
import { accessTokenOf } from './support/token.js';

const e2e = setupAppInBrowser();
const work = mkdtempSync(join(tmpdir(), 'winzmail-e2e-data-'));

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('"Your data" in Chromium', () => {
  it('downloads the export with the documents’ files, then deletes the organisation and signs out', async () => {
    const page = await freshPage(e2e.browser);
    const account = await signUpAndIn(page, e2e.app.url, 'data');
    const api = `${e2e.app.url}/api`;
    const token = await accessTokenOf(page);
    const content = '# Handbook\n\nParcels leave the warehouse within two working days.\n';
    const form = new FormData();
    form.append('file', new Blob([content]), 'handbook.md');
    const uploaded = await fetch(`${api}/org/documents/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const documentId = ((await uploaded.json()) as { id: string }).id;

    await withScreenshot(page, 'account-data-languages', async () => {
      await page.goto(`${e2e.app.url}/account/data`);
      await page.waitForSelector('[data-testid="export-data"]', { visible: true });
      expect(await seriousViolations(page)).toEqual([]);
      // The page and the privacy policy (which describes export and deletion) in all 15
      // languages: their direction, no raw key, a translated title, nothing wider than the window.
      await inEveryLanguage(page, `${e2e.app.url}/account/data`, {
        ready: '[data-testid="export-data"]',
        keyPrefix: 'accountData',
        englishTitle: 'Your data',
      });
      await inEveryLanguage(page, `${e2e.app.url}/privacy-policy`, {
        ready: '#privacy-yourData',
        keyPrefix: 'privacy',
        englishTitle: 'Privacy policy',
      });
      await page.goto(`${e2e.app.url}/dashboard`);
      await waitForPath(page, '/dashboard');
    });

    await withScreenshot(page, 'account-data-export', async () => {
      // The address changes before the signed-in layout (with the link) is drawn.
      await page.waitForSelector('[data-testid="your-data-link"]', { visible: true });
      await page.click('[data-testid="your-data-link"]');
      await waitForPath(page, '/account/data');
      await waitForText(page, 'Export your data');
      const downloads = mkdtempSync(join(work, 'dl-'));
      const cdp = await e2e.browser.target().createCDPSession();
      await cdp.send('Browser.setDownloadBehavior', {
        behavior: 'allow',
        downloadPath: downloads,
        browserContextId: page.browserContext().id,
      });
      await page.click('[data-testid="export-data"]');
      const name = await eventually(
        'the export to be downloaded',
        () => readdirSync(downloads).find((f) => /^winzmail-export-.*\.zip$/.test(f)),
        (found) => found !== undefined,
        { timeoutMs: 30_000, intervalMs: 100 },
      );
      await waitForText(page, 'Your export has been downloaded.');
      const files = await unzip(readFileSync(join(downloads, name!)));
      expect(files.get(`documents/files/${documentId}/handbook.md`)?.toString('utf8')).toBe(
        content,
      );
      const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as {
        organisation: { name: string };
      };
      expect(manifest.organisation.name).toBe(account.orgName);
      expect([...files.keys()]).toEqual(
        expect.arrayContaining([
          'mail/emails.json',
          'chat/conversations.json',
          'settings/prompt.json',
        ]),
      );
    });

    await withScreenshot(page, 'account-data-delete', async () => {
      await page.click('[data-testid="delete-org"]');
      await page.waitForSelector('[data-testid="confirm-org-name"]');
      // Nothing happens until the organisation's own name is typed.
      const confirm = '[data-testid="confirm-delete-org"]';
      await page.type('[data-testid="confirm-org-name"]', 'Another name');
      expect(await page.$eval(confirm, (b) => (b as HTMLButtonElement).disabled)).toBe(true);
      await page.click('[data-testid="confirm-org-name"]', { count: 3 });
      await page.keyboard.press('Backspace');
      await page.type('[data-testid="confirm-org-name"]', account.orgName);
      await page.waitForFunction(
        (s: string) => !(document.querySelector(s) as HTMLButtonElement | null)?.disabled,
        { polling: 'mutation' },
        confirm,
      );
      await page.click(confirm);
      // Signed out, on the landing page (the router's base, with or without its slash).
      await page.waitForFunction(() => /^\/winzmail\/?$/.test(window.location.pathname));
      await waitForText(page, 'Create a free account');
    });

    // The old token stops working at once, and the account no longer exists.
    const me = await fetch(`${api}/org/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
    await page.goto(`${e2e.app.url}/dashboard`);
    await waitForPath(page, '/login');
  });
});
