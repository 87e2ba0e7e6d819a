// Shared by the frontend benches: the whole product on localhost, Chromium, a signed-in token.
import type { Browser, Page } from 'puppeteer-core';
import { solveCaptcha } from '../../fixtures/product.js';
import { newAccount, registerViaUi } from './account.js';
import { freshPage } from './browser.js';

/** Registers an organisation through the real form (captcha solved in the page), then logs in over the API (captcha solved as the widget does). */
export async function signedInToken(browser: Browser, appUrl: string): Promise<string> {
  const page = await freshPage(browser);
  const account = newAccount('bench');
  await registerViaUi(page, appUrl, account);
  await page.browserContext().close();
  const res = await fetch(`${appUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: account.email,
      password: account.password,
      is_admin: true,
      captcha: await solveCaptcha(`${appUrl}/api`),
    }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!res.ok || !body.access_token) throw new Error(`login failed: ${res.status}`);
  return body.access_token;
}

/** A fresh context; with a token, the page starts signed in. */
export async function pageFor(browser: Browser, token?: string): Promise<Page> {
  const page = await freshPage(browser);
  await page.setCacheEnabled(false);
  if (token) {
    await page.evaluateOnNewDocument((t: string) => window.localStorage.setItem('token', t), token);
  }
  return page;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
