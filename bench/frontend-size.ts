// Size of the web app's first load: for the landing and login pages and EVERY signed-in route the
// router declares (frontend/src/app/routes.tsx, as the route walk lists them), opened cold in
// Chromium, the bytes the browser received through the gateway (compressed as it served them)
// until the page is drawn and still — the document, its JavaScript, CSS and fonts (the API's
// answers are data, not the app, and are left out) — against the 250 KB line; then the raw and
// gzip -9 sizes of the same JavaScript, what a client that accepts brotli (every browser over
// HTTPS) is sent for it, and the total build. Builds the frontend first (SKIP_BUILD=1 to measure
// as is). Prints figures; asserts nothing.
//   npx tsx --tsconfig tsconfig.tests.json bench/frontend-size.ts
//   VERBOSE=1 also lists each page's JavaScript files; ONLY=/dashboard,/emails measures those
import { execFileSync } from 'node:child_process';
import { get } from 'node:http';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../tests/e2e/support/browser.js';
import { FRONTEND_DIST, REPO_ROOT, startApp } from '../tests/e2e/support/product.js';
import { pageFor, signedInAccount } from '../tests/e2e/support/bench.js';
import { settle } from '../tests/e2e/support/walk/page-view.js';
import { routerPaths, WALK_ROUTES, type WalkRoute } from '../tests/e2e/support/walk/routes.js';
import { PageWatch } from '../tests/e2e/support/walk/watch.js';

/** Issue 27: no page's first load may send more than this (the landing page's line before). */
const BUDGET_KB = 250;

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

/** Body bytes the gateway sends for a URL to a client with this Accept-Encoding (none decoded). */
function wireBytes(
  url: string,
  acceptEncoding: string,
): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (part: Buffer) => (bytes += part.length));
      res.on('end', () =>
        resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

// Every route the router declares must be one the walk knows how to open (and so measured here
// when signed in): a new route joins WALK_ROUTES.
const known = new Set(WALK_ROUTES.map((r) => r.route));
const unknown = routerPaths().filter((p) => !known.has(p));
if (unknown.length) throw new Error(`routes missing from WALK_ROUTES: ${unknown.join(', ')}`);

const only = process.env.ONLY?.split(',');
const measured: { name: string; route: WalkRoute; signedIn: boolean }[] = [
  { name: '/ (landing)', route: WALK_ROUTES.find((r) => r.route === '')!, signedIn: false },
  { name: '/login', route: WALK_ROUTES.find((r) => r.route === 'login')!, signedIn: false },
  ...WALK_ROUTES.filter((r) => r.access === 'signed-in').map((route) => ({
    name: route.path,
    route,
    signedIn: true,
  })),
].filter((m) => !only || only.includes(m.route.path));

const app = await startApp();
const launched = await launchBrowser();
try {
  const account = await signedInAccount(launched.browser, app.url);

  async function loaded(route: WalkRoute, signedIn: boolean) {
    const page = await pageFor(launched.browser, signedIn ? account : undefined);
    const watch = new PageWatch(page, () => []);
    const scripts = new Map<string, string>();
    const encodings = new Set<string>();
    let acceptEncoding = '';
    page.on('response', (response) => {
      const file = distFile(response.url());
      if (!file?.endsWith('.js')) return;
      acceptEncoding = response.request().headers()['accept-encoding'] ?? '';
      scripts.set(file, response.url());
      encodings.add(response.headers()['content-encoding'] ?? 'identity');
    });
    await page.goto(`${app.url}${route.path}`);
    await page.waitForSelector(route.ready, { visible: true });
    // Drawn and still: whatever the page loads after its heading (a locale, a chart) counts.
    await settle(page, () => watch.pending());
    // Body bytes as they came over the wire (compressed when the gateway compressed them).
    // (Plain data out of the page: tsx would wrap a function declared in there in a helper the
    // page does not have.)
    const entries = await page.evaluate(() =>
      [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
        .map((e) => e as PerformanceResourceTiming)
        .map((e) => ({ url: e.name, bytes: e.encodedBodySize })),
    );
    const ofApp = entries
      .map((e) => ({ url: new URL(e.url), bytes: e.bytes }))
      .filter((e) => e.url.origin === app.origin && !e.url.pathname.startsWith('/winzmail/api/'));
    const sum = (test: RegExp) =>
      ofApp.filter((e) => test.test(e.url.pathname)).reduce((n, e) => n + e.bytes, 0);
    const received = {
      all: sum(/./),
      js: sum(/\/assets\/.+\.js$/),
      css: sum(/\/assets\/.+\.css$/),
    };
    const landedOn = new URL(page.url()).pathname.replace(/^\/winzmail/, '');
    await page.browserContext().close();
    const js = [...scripts.keys()];
    if (process.env.VERBOSE) {
      for (const f of js.sort((a, b) => gz(b) - gz(a))) {
        console.log(`    ${route.path} ${relative(FRONTEND_DIST, f)} ${kb(gz(f))}`);
      }
    }
    let brotli = 0;
    for (const url of scripts.values()) brotli += (await wireBytes(url, 'br, gzip')).bytes;
    return {
      landedOn,
      count: js.length,
      raw: js.reduce((n, f) => n + statSync(f).size, 0),
      gzip: js.reduce((n, f) => n + gz(f), 0),
      ...received,
      encodings: [...encodings].join('+'),
      acceptEncoding,
      brotli,
    };
  }

  const pages = [];
  for (const m of measured) pages.push({ name: m.name, ...(await loaded(m.route, m.signedIn)) });

  // The build's files, without the .br/.gz copies made beside them.
  const all = files(FRONTEND_DIST).filter((f) => !/\.(br|gz)$/.test(f));
  const js = all.filter((f) => f.endsWith('.js'));
  const total = all.reduce((n, f) => n + statSync(f).size, 0);
  const totalGz = all.reduce((n, f) => n + gz(f), 0);
  const largest = js
    .map((f) => ({ f: relative(FRONTEND_DIST, f), gz: gz(f) }))
    .sort((a, b) => b.gz - a.gz)
    .slice(0, 5);

  console.log(
    `First load, cold (Chromium, localhost; received = document + assets as sent, API left out; line ${BUDGET_KB} KB)`,
  );
  for (const p of pages) {
    const within = p.all / 1024 <= BUDGET_KB ? 'within' : 'OVER';
    const moved = p.landedOn === p.name.split(' ')[0] ? '' : ` (drawn at ${p.landedOn})`;
    console.log(
      `  ${p.name.padEnd(22)} received ${kb(p.all).padStart(9)} ${within.padEnd(6)} JS ${kb(p.js).padStart(9)}, CSS ${kb(p.css).padStart(8)}${moved}`,
    );
    console.log(
      `  ${''.padEnd(22)}    JS: ${p.count} files, raw ${kb(p.raw)}, gzip -9 ${kb(p.gzip)}, sent for Accept-Encoding br ${kb(p.brotli)} (got ${p.encodings}; Chromium asked ${p.acceptEncoding})`,
    );
  }
  const over = pages.filter((p) => p.all / 1024 > BUDGET_KB).map((p) => p.name);
  console.log(
    `  ${BUDGET_KB} KB line: ${over.length ? `OVER on ${over.join(', ')}` : `every page within`}`,
  );
  console.log(
    `  build total: ${all.length} files, ${kb(total)} raw, ${kb(totalGz)} gzip; JavaScript ${js.length} files, ${kb(js.reduce((n, f) => n + statSync(f).size, 0))} raw`,
  );
  console.log(`  largest chunks (gzip): ${largest.map((l) => `${l.f} ${kb(l.gz)}`).join(', ')}`);
} finally {
  await launched.close();
  await app.stop();
}
