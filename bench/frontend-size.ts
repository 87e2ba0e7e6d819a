// Size of the web app: gzipped JavaScript each page actually loads in Chromium (landing, login,
// dashboard) and the total build. Builds the frontend first (SKIP_BUILD=1 to measure as is).
// Prints figures; asserts nothing.
//   npx tsx --tsconfig tsconfig.tests.json bench/frontend-size.ts
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../tests/e2e/support/browser.js';
import { FRONTEND_DIST, REPO_ROOT, startApp } from '../tests/e2e/support/product.js';
import { pageFor, signedInToken } from '../tests/e2e/support/bench.js';

const LANDING_BUDGET_KB = 250;

if (!process.env.SKIP_BUILD) {
  execFileSync('npm', ['run', 'build', '-w', '@winzmail/frontend'], {
    cwd: REPO_ROOT,
    stdio: 'ignore',
  });
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const gz = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** dist file behind an asset URL (…/winzmail/assets/x.js → dist/assets/x.js). */
function distFile(url: string): string | null {
  const path = new URL(url).pathname.replace(/^\/winzmail\//, '');
  return path.startsWith('assets/') ? join(FRONTEND_DIST, path) : null;
}

const app = await startApp();
const launched = await launchBrowser();
try {
  const token = await signedInToken(launched.browser, app.url);

  async function loaded(path: string, ready: string, signedIn: boolean) {
    const page = await pageFor(launched.browser, signedIn ? token : undefined);
    const scripts = new Set<string>();
    const styles = new Set<string>();
    page.on('response', (response) => {
      const file = distFile(response.url());
      if (!file) return;
      if (file.endsWith('.js')) scripts.add(file);
      if (file.endsWith('.css')) styles.add(file);
    });
    await page.goto(`${app.url}${path}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector(ready, { visible: true });
    await page.browserContext().close();
    const js = [...scripts];
    if (process.env.VERBOSE) {
      for (const f of js.sort((a, b) => gz(b) - gz(a))) {
        console.log(`    ${path} ${relative(FRONTEND_DIST, f)} ${kb(gz(f))}`);
      }
    }
    return {
      count: js.length,
      raw: js.reduce((n, f) => n + statSync(f).size, 0),
      gzip: js.reduce((n, f) => n + gz(f), 0),
      cssGzip: [...styles].reduce((n, f) => n + gz(f), 0),
    };
  }

  const pages = [
    { name: 'landing (/)', ...(await loaded('/', '[data-testid="hero-register"]', false)) },
    { name: 'login (/login)', ...(await loaded('/login', 'altcha-widget .altcha', false)) },
    {
      name: 'dashboard (/dashboard)',
      ...(await loaded('/dashboard', '[data-testid="stat-documents"]', true)),
    },
  ];

  const all = files(FRONTEND_DIST);
  const js = all.filter((f) => f.endsWith('.js'));
  const total = all.reduce((n, f) => n + statSync(f).size, 0);
  const totalGz = all.reduce((n, f) => n + gz(f), 0);
  const largest = js
    .map((f) => ({ f: relative(FRONTEND_DIST, f), gz: gz(f) }))
    .sort((a, b) => b.gz - a.gz)
    .slice(0, 5);

  console.log('Web app size (gzip -9 of the files Chromium requested; localhost, cold cache)');
  for (const p of pages) {
    console.log(
      `  ${p.name.padEnd(24)} JS ${kb(p.gzip).padStart(9)} gzip (${kb(p.raw)} raw, ${p.count} files)   CSS ${kb(p.cssGzip)} gzip`,
    );
  }
  const landing = pages[0]?.gzip ?? 0;
  console.log(
    `  landing budget ${LANDING_BUDGET_KB} KB: ${landing / 1024 <= LANDING_BUDGET_KB ? 'within' : 'OVER'}`,
  );
  console.log(
    `  build total: ${all.length} files, ${kb(total)} raw, ${kb(totalGz)} gzip; JavaScript ${js.length} files, ${kb(js.reduce((n, f) => n + statSync(f).size, 0))} raw`,
  );
  console.log(`  largest chunks (gzip): ${largest.map((l) => `${l.f} ${kb(l.gz)}`).join(', ')}`);
} finally {
  await launched.close();
  await app.stop();
}
