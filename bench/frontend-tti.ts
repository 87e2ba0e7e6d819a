// Time from navigation to interactive for the landing page and the dashboard, in headless
// Chromium against the product on localhost. "Interactive" = the page's main content is shown
// (landing: the register call to action; dashboard: the stat cards) and no long task (>50 ms)
// ran in the 500 ms after it, measured from navigationStart. Cold cache per run; RUNS (default 7).
// Prints figures; asserts nothing.
//   npx tsx --tsconfig tsconfig.tests.json bench/frontend-tti.ts
import type { Page } from 'puppeteer-core';
import { launchBrowser } from '../tests/e2e/support/browser.js';
import { startApp } from '../tests/e2e/support/product.js';
import { median, pageFor, signedInAccount } from '../tests/e2e/support/bench.js';

const RUNS = Number(process.env.RUNS ?? 7);
const QUIET_MS = 500;

async function timeToInteractive(page: Page, url: string, ready: string) {
  await page.evaluateOnNewDocument(() => {
    const w = window as unknown as { __longTaskEnds: number[] };
    w.__longTaskEnds = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTaskEnds.push(e.startTime + e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector(ready, { visible: true, timeout: 30_000 });
  const contentAt = await page.evaluate(() => performance.now());
  // Wait until a quiet window with no long task follows.
  for (;;) {
    await new Promise((r) => setTimeout(r, QUIET_MS));
    const lastEnd = await page.evaluate(() => {
      const ends = (window as unknown as { __longTaskEnds: number[] }).__longTaskEnds;
      return ends.length ? Math.max(...ends) : 0;
    });
    const now = await page.evaluate(() => performance.now());
    if (now - Math.max(lastEnd, contentAt) >= QUIET_MS) {
      const nav = await page.evaluate(() => {
        const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return { dcl: entry.domContentLoadedEventEnd, load: entry.loadEventEnd };
      });
      return { tti: Math.max(lastEnd, contentAt), content: contentAt, dcl: nav.dcl };
    }
  }
}

const app = await startApp();
const launched = await launchBrowser();
try {
  const token = await signedInAccount(launched.browser, app.url);
  const targets = [
    { name: 'landing (/)', path: '/', ready: '[data-testid="hero-register"]', token: undefined },
    {
      name: 'dashboard (/dashboard)',
      path: '/dashboard',
      ready: '[data-testid="stat-documents"]',
      token,
    },
  ];
  console.log(
    `Time to interactive, headless Chromium, localhost, cold cache, median of ${RUNS} runs`,
  );
  for (const target of targets) {
    const runs: Array<{ tti: number; content: number; dcl: number }> = [];
    for (let i = 0; i < RUNS + 1; i += 1) {
      const page = await pageFor(launched.browser, target.token);
      const result = await timeToInteractive(page, `${app.url}${target.path}`, target.ready);
      await page.browserContext().close();
      if (i > 0) runs.push(result); // the first run warms the server, not the browser
    }
    const tti = runs.map((r) => r.tti);
    console.log(
      `  ${target.name.padEnd(24)} TTI ${median(tti).toFixed(0).padStart(5)} ms (min ${Math.min(...tti).toFixed(0)}, max ${Math.max(...tti).toFixed(0)})   content shown ${median(runs.map((r) => r.content)).toFixed(0)} ms   DOMContentLoaded ${median(runs.map((r) => r.dcl)).toFixed(0)} ms`,
    );
  }
} finally {
  await launched.close();
  await app.stop();
}
