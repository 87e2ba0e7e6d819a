// Size of the web app: the JavaScript each page actually loads in Chromium (landing, login,
// dashboard) — the bytes the browser received through the gateway and the encoding it got, the
// raw and gzip -9 sizes of the same files, and what a client that accepts brotli (every browser
// over HTTPS) is sent for them — and the total build. Builds the frontend first (SKIP_BUILD=1 to
// measure as is). Prints figures; asserts nothing.
//   npx tsx --tsconfig tsconfig.tests.json bench/frontend-size.ts
import { execFileSync } from 'node:child_process';
import { get } from 'node:http';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../tests/e2e/support/browser.js';
import { FRONTEND_DIST, REPO_ROOT, startApp } from '../tests/e2e/support/product.js';
import { pageFor, signedInAccount } from '../tests/e2e/support/bench.js';

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

const app = await startApp();
const launched = await launchBrowser();
try {
  const token = await signedInAccount(launched.browser, app.url);

  async function loaded(path: string, ready: string, signedIn: boolean) {
    const page = await pageFor(launched.browser, signedIn ? token : undefined);
    const scripts = new Map<string, string>();
    const styles = new Set<string>();
    const encodings = new Set<string>();
    let acceptEncoding = '';
    page.on('response', (response) => {
      const file = distFile(response.url());
      if (!file) return;
      acceptEncoding = response.request().headers()['accept-encoding'] ?? '';
      if (file.endsWith('.js')) {
        scripts.set(file, response.url());
        encodings.add(response.headers()['content-encoding'] ?? 'identity');
      }
      if (file.endsWith('.css')) styles.add(file);
    });
    await page.goto(`${app.url}${path}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector(ready, { visible: true });
    // Body bytes as they came over the wire (compressed when the gateway compressed them).
    const received = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .filter((e) => /\/assets\/[^?]+\.js$/.test(new URL(e.name).pathname))
        .reduce((n, e) => n + e.encodedBodySize, 0),
    );
    await page.browserContext().close();
    const js = [...scripts.keys()];
    if (process.env.VERBOSE) {
      for (const f of js.sort((a, b) => gz(b) - gz(a))) {
        console.log(`    ${path} ${relative(FRONTEND_DIST, f)} ${kb(gz(f))}`);
      }
    }
    let brotli = 0;
    for (const url of scripts.values()) brotli += (await wireBytes(url, 'br, gzip')).bytes;
    return {
      count: js.length,
      raw: js.reduce((n, f) => n + statSync(f).size, 0),
      gzip: js.reduce((n, f) => n + gz(f), 0),
      received,
      encodings: [...encodings].join('+'),
      acceptEncoding,
      brotli,
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

  // The build's files, without the .br/.gz copies made beside them.
  const all = files(FRONTEND_DIST).filter((f) => !/\.(br|gz)$/.test(f));
  const js = all.filter((f) => f.endsWith('.js'));
  const total = all.reduce((n, f) => n + statSync(f).size, 0);
  const totalGz = all.reduce((n, f) => n + gz(f), 0);
  const largest = js
    .map((f) => ({ f: relative(FRONTEND_DIST, f), gz: gz(f) }))
    .sort((a, b) => b.gz - a.gz)
    .slice(0, 5);

  console.log('Web app size (JavaScript of the files Chromium requested; localhost, cold cache)');
  for (const p of pages) {
    console.log(
      `  ${p.name.padEnd(24)} JS received ${kb(p.received).padStart(9)} (${p.encodings}; Chromium sent Accept-Encoding: ${p.acceptEncoding})`,
    );
    console.log(
      `  ${''.padEnd(24)}    raw ${kb(p.raw)}, gzip -9 ${kb(p.gzip)}, sent for Accept-Encoding br ${kb(p.brotli)}; ${p.count} files; CSS ${kb(p.cssGzip)} gzip`,
    );
  }
  const landing = pages[0]?.received ?? 0;
  console.log(
    `  landing budget ${LANDING_BUDGET_KB} KB received: ${landing / 1024 <= LANDING_BUDGET_KB ? 'within' : 'OVER'}`,
  );
  console.log(
    `  build total: ${all.length} files, ${kb(total)} raw, ${kb(totalGz)} gzip; JavaScript ${js.length} files, ${kb(js.reduce((n, f) => n + statSync(f).size, 0))} raw`,
  );
  console.log(`  largest chunks (gzip): ${largest.map((l) => `${l.f} ${kb(l.gz)}`).join(', ')}`);
} finally {
  await launched.close();
  await app.stop();
}
