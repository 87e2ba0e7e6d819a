import puppeteer, { type Browser, type HTTPRequest } from 'puppeteer-core';
import type { AddressPolicy } from '@winzmail/platform/net';
import { guardedFetch, type FetchLimits } from './guarded-fetch.js';

export interface RenderSettings {
  executablePath: string;
  policy: AddressPolicy;
  limits: FetchLimits;
  /** Subrequests one page may make (scripts, XHR…). */
  maxRequests: number;
}

/** Resource kinds a text scrape never needs. */
const BLOCKED_TYPES = new Set([
  'image',
  'media',
  'font',
  'websocket',
  'eventsource',
  'manifest',
  'texttrack',
  'ping',
  'cspviolationreport',
  'prefetch',
]);

/**
 * Renders pages that need JavaScript in headless Chromium (puppeteer-core, the system's
 * Chromium). Chromium never reaches the network itself: every request is intercepted and
 * answered through the same SSRF-guarded fetcher (so every hop's address is checked), and a
 * dead proxy catches anything that is not intercepted. Images, media and fonts are refused.
 */
export class ChromiumRenderer {
  private browser: Promise<Browser> | undefined;

  constructor(private readonly settings: RenderSettings) {}

  private launch(): Promise<Browser> {
    this.browser ??= puppeteer
      .launch({
        executablePath: this.settings.executablePath,
        headless: true,
        args: [
          // Root cannot use Chromium's sandbox; the service runs as non-root in production.
          ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-extensions',
          '--disable-background-networking',
          '--disable-sync',
          '--no-first-run',
          '--proxy-server=http://127.0.0.1:9',
          '--proxy-bypass-list=<-loopback>',
          '--disable-features=ServiceWorker',
        ],
      })
      .catch((err: unknown) => {
        this.browser = undefined;
        throw err;
      });
    return this.browser;
  }

  /** The page's HTML after its scripts ran (network idle, or the deadline). */
  async render(url: string): Promise<string> {
    const browser = await this.launch();
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(this.settings.limits.timeoutMs);
      await page.setRequestInterception(true);
      let requests = 0;
      page.on('request', (req: HTTPRequest) => {
        void this.answer(req, ++requests);
      });
      await page
        .goto(url, { waitUntil: 'networkidle0', timeout: this.settings.limits.timeoutMs })
        .catch(async (err: unknown) => {
          // A page whose scripts keep the network busy still has content: take what is there.
          if (!(err instanceof Error && /timeout/i.test(err.message))) throw err;
        });
      return await page.content();
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  private async answer(req: HTTPRequest, count: number): Promise<void> {
    try {
      const target = req.url();
      if (target.startsWith('data:')) return await req.continue();
      if (
        req.method() !== 'GET' ||
        BLOCKED_TYPES.has(req.resourceType()) ||
        count > this.settings.maxRequests
      ) {
        return await req.abort('blockedbyclient');
      }
      const res = await guardedFetch(target, this.settings.policy, this.settings.limits, {
        accept: req.headers().accept ?? '*/*',
      });
      await req.respond({
        status: res.status,
        contentType: res.contentType || 'application/octet-stream',
        headers: { 'cache-control': 'no-store' },
        body: res.body,
      });
    } catch {
      await req.abort('blockedbyclient').catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = undefined;
    if (browser) await (await browser.catch(() => undefined))?.close().catch(() => undefined);
  }
}
