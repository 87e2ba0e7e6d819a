import { afterAll, beforeAll } from '@jest/globals';
import type { Browser } from 'puppeteer-core';
import { launchBrowser, type LaunchedBrowser } from './browser.js';
import { startApp, type RunningApp } from './product.js';

/** The running product and the browser that drives it, for one test file. */
export interface AppInBrowser {
  readonly app: RunningApp;
  readonly browser: Browser;
}

/**
 * Starts the whole product and a headless Chromium before the file's tests and stops both after
 * them. Call it at the top of a test file; read `app` and `browser` inside tests and hooks. `env`
 * adds product settings (e.g. the mail test server's).
 */
export function setupAppInBrowser(env: Record<string, string> = {}): AppInBrowser {
  let app: RunningApp | undefined;
  let launched: LaunchedBrowser | undefined;
  beforeAll(async () => {
    app = await startApp(env);
    launched = await launchBrowser();
  }, 240_000);
  afterAll(async () => {
    await launched?.close();
    await app?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started: read it inside a test`);
    return value;
  };
  return {
    get app() {
      return started(app, 'the product');
    },
    get browser() {
      return started(launched, 'the browser').browser;
    },
  };
}
