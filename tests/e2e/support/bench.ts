// Shared by the frontend benches: the whole product on localhost, Chromium, a signed-in session.
import type { Browser, Page } from 'puppeteer-core';
import { solveCaptcha } from '@winzmail/testing/product';
import { newAccount, registerViaUi, type Account } from './account.js';
import { freshPage } from './browser.js';

export interface SignedIn {
  appUrl: string;
  account: Account;
}

/** Registers an organisation through the real form (captcha solved in the page). */
export async function signedInAccount(browser: Browser, appUrl: string): Promise<SignedIn> {
  const page = await freshPage(browser);
  const account = newAccount('bench');
  await registerViaUi(page, appUrl, account);
  await page.browserContext().close();
  return { appUrl, account };
}

/**
 * Logs in over the API (captcha solved as the widget does): a new session each time, since its
 * refresh cookie is single-use and each page spends it on start.
 */
async function refreshCookie({ appUrl, account }: SignedIn): Promise<string> {
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
  const cookie = res.headers
    .getSetCookie()
    .map((c) => /^winzmail_refresh=([^;]+)/.exec(c)?.[1])
    .find(Boolean);
  if (!res.ok || !cookie) throw new Error(`login failed: ${res.status}`);
  return cookie;
}

/** A fresh context; signed in, the page starts with a session's refresh cookie. */
export async function pageFor(browser: Browser, signedIn?: SignedIn): Promise<Page> {
  const page = await freshPage(browser);
  await page.setCacheEnabled(false);
  if (signedIn) {
    const url = `${new URL(signedIn.appUrl).origin}/winzmail/api/auth`;
    await page.setCookie({
      name: 'winzmail_refresh',
      value: await refreshCookie(signedIn),
      url,
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
    });
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
