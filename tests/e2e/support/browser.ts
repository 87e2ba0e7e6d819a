import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import type { Browser, Page } from 'puppeteer-core';

const here = dirname(fileURLToPath(import.meta.url));
export const ARTIFACTS_DIR = resolve(here, '../artifacts');

/** Debian's chromium, or CHROMIUM_PATH. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p): p is string => Boolean(p) && existsSync(p as string));
  if (!found) {
    throw new Error('Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH');
  }
  return found;
}

export interface LaunchedBrowser {
  browser: Browser;
  close(): Promise<void>;
}

/** Headless Chromium with the flags that work on a machine without internet access. */
export async function launchBrowser(): Promise<LaunchedBrowser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'winzmail-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      `--user-data-dir=${userDataDir}`,
    ],
  });
  return {
    browser,
    async close() {
      await browser.close().catch(() => undefined);
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** A page in its own incognito-like context (no shared storage or cookies). */
export async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  // The tests use the app as a user who asked for reduced motion: no dialog zooming in under
  // the pointer (a click aimed while the confirm dialog zoomed in landed on its mask and closed
  // it, on a loaded machine). The animations themselves are antd's, not ours to test.
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (error) => console.error('[browser pageerror]', error));
  return page;
}

/** Runs a step; on failure saves a full-page screenshot under tests/e2e/artifacts and rethrows. */
export async function withScreenshot<T>(
  page: Page,
  name: string,
  step: () => Promise<T>,
): Promise<T> {
  try {
    return await step();
  } catch (error) {
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const file = join(ARTIFACTS_DIR, `${name.replace(/[^a-z0-9-]+/gi, '_')}-${Date.now()}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    console.error(`[e2e] step "${name}" failed; screenshot: ${file}`);
    throw error;
  }
}
