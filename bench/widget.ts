// The website widget's weight and how fast it is ready on a customer's page, beside an
// embeddable chat widget of another project in the same run (n8n's @n8n/chat, fetched from npm
// into ~/.cache/winzmail-bench when missing).
//   - size: the script (and its CSS) as shipped, raw / gzip / brotli;
//   - script load → interactive, headless Chromium, cold cache: from navigation start until the
//     launcher button is shown and usable (ours: after its widget-config call answered), with
//     each page served from a second loopback origin as a customer's site would be.
// Prints figures; asserts nothing.
//   npx tsx --tsconfig tsconfig.tests.json bench/widget.ts     (RUNS=9)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser } from 'puppeteer-core';
import { launchBrowser } from '../tests/e2e/support/browser.js';
import { median, pageFor } from '../tests/e2e/support/bench.js';
import { REPO_ROOT, startApp } from '../tests/e2e/support/product.js';
import { login, newAccount, register } from '@winzmail/testing/product';

const RUNS = Number(process.env.RUNS ?? 9);
const PEER_VERSION = '1.37.0';
const cache = join(homedir(), '.cache/winzmail-bench');

function peerDir(): string | null {
  const dir = join(cache, 'package');
  if (existsSync(join(dir, 'dist/chat.bundle.umd.js'))) return dir;
  try {
    mkdirSync(cache, { recursive: true });
    execFileSync('npm', ['pack', `@n8n/chat@${PEER_VERSION}`], { cwd: cache, stdio: 'ignore' });
    execFileSync('tar', ['xzf', `n8n-chat-${PEER_VERSION}.tgz`], { cwd: cache });
    return dir;
  } catch {
    return null;
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
function sizes(name: string, files: string[]) {
  const bytes = Buffer.concat(files.map((f) => readFileSync(f)));
  const gz = gzipSync(bytes, { level: 9 }).length;
  const br = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
  console.log(
    `  ${name.padEnd(28)} ${kb(bytes.length).padStart(9)} raw ${kb(gz).padStart(9)} gzip ${kb(br).padStart(9)} brotli`,
  );
}

const ours = join(REPO_ROOT, 'widget/dist/widget.js');
const peer = peerDir();
console.log('Widget script size');
sizes('winzmail widget.js', [ours]);
if (peer) {
  sizes(`@n8n/chat ${PEER_VERSION} (umd + css)`, [
    join(peer, 'dist/chat.bundle.umd.js'),
    join(peer, 'dist/style.css'),
  ]);
} else console.log('  @n8n/chat: not available (npm pack failed) — peer skipped');

const app = await startApp();
const launched = await launchBrowser();
// The customer's site: another origin, serving the pages and (for the peer) its files gzipped.
let orgId = '';
const site = createServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0];
  if (path === '/ours') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><title>ours</title>
<script src="${app.url}/widget.js" data-org-id="${orgId}" async></script></head><body><h1>Shop</h1></body></html>`);
  } else if (path === '/peer' && peer) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><title>peer</title><link rel="stylesheet" href="/peer/style.css">
<script src="/peer/chat.js"></script></head><body><h1>Shop</h1><div id="n8n-chat"></div>
<script>N8nChat.createChat({ webhookUrl: location.origin + '/hook', mode: 'window', loadPreviousSession: false });</script></body></html>`);
  } else if (peer && (path === '/peer/chat.js' || path === '/peer/style.css')) {
    const file = path.endsWith('.js') ? 'dist/chat.bundle.umd.js' : 'dist/style.css';
    res.writeHead(200, {
      'content-type': `${path.endsWith('.js') ? 'text/javascript' : 'text/css'}; charset=utf-8`,
      'content-encoding': 'gzip',
    });
    res.end(gzipSync(readFileSync(join(peer, file)), { level: 9 }));
  } else {
    res.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

async function loadToInteractive(browser: Browser, path: string, ready: string) {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 1; i++) {
    const page = await pageFor(browser);
    await page.goto(`${origin}${path}`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector(ready, { visible: true, timeout: 30_000 });
    const at = await page.evaluate(() => performance.now());
    await page.browserContext().close();
    if (i > 0) times.push(at); // the first run warms the servers
  }
  return times;
}

try {
  const account = newAccount('widgetbench');
  await register(`${app.url}/api`, account);
  const token = await login(`${app.url}/api`, account);
  const me = (await (
    await fetch(`${app.url}/api/org/me`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { id: string };
  orgId = me.id;
  console.log(
    `\nNavigation start → launcher shown and usable, Chromium, cold cache, median of ${RUNS}`,
  );
  const mine = await loadToInteractive(launched.browser, '/ours', '#winzmail-chat >>> .launcher');
  console.log(
    `  winzmail widget.js            ${median(mine).toFixed(0).padStart(5)} ms (min ${Math.min(...mine).toFixed(0)}, max ${Math.max(...mine).toFixed(0)})`,
  );
  if (peer) {
    const theirs = await loadToInteractive(launched.browser, '/peer', '.chat-window-toggle');
    console.log(
      `  @n8n/chat ${PEER_VERSION}              ${median(theirs).toFixed(0).padStart(5)} ms (min ${Math.min(...theirs).toFixed(0)}, max ${Math.max(...theirs).toFixed(0)})`,
    );
  }
} finally {
  await launched.close();
  await app.stop();
  site.close();
}
