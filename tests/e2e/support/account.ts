import type { Page } from 'puppeteer-core';
import { eventually } from '@winzmail/testing/eventually';

export interface Account {
  orgName: string;
  email: string;
  password: string;
}

let counter = 0;

export function newAccount(label = 'e2e'): Account {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    orgName: `Acme ${label} ${id}`,
    email: `${label}.${id}@example.com`,
    password: `Pw-${id}-correct-horse`,
  };
}

/** Ticks the ALTCHA checkbox and waits until the proof of work is solved. */
export async function solveCaptcha(page: Page): Promise<void> {
  await page.waitForSelector('altcha-widget .altcha input[type="checkbox"]', { visible: true });
  await page.click('altcha-widget .altcha input[type="checkbox"]');
  await page.waitForSelector('altcha-widget .altcha[data-state="verified"]', { timeout: 60_000 });
}

async function typeInto(page: Page, selector: string, value: string): Promise<void> {
  await page.waitForSelector(selector, { visible: true });
  await page.click(selector, { count: 3 });
  await page.type(selector, value);
}

export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForFunction((p: string) => window.location.pathname === p, {}, `/winzmail${path}`);
}

/**
 * Until the page shows the text. Checked from here with a fresh evaluate every 100 ms, not by
 * a poller installed in the page: twice an in-page poller (on animation frames, then on DOM
 * changes) never answered while the screenshot showed the text, both times right after the
 * download step — an evaluate in the page's current context each time does not depend on it.
 */
export async function waitForText(page: Page, text: string, timeoutMs = 20_000): Promise<void> {
  const shown = () =>
    page
      .evaluate((t: string) => document.body.innerText.includes(t), text)
      // A navigation replaces the page's context mid-evaluate: not shown yet, ask again.
      .catch((err: unknown) => {
        if (err instanceof Error && /context was destroyed|Cannot find context/i.test(err.message))
          return false;
        throw err;
      });
  await eventually(`the page to show '${text}'`, shown, { timeoutMs, intervalMs: 100 });
}

/** Fills the register form (solving the real captcha) and submits it. */
export async function registerViaUi(page: Page, base: string, account: Account): Promise<void> {
  await page.goto(`${base}/register`);
  await typeInto(page, '#register_orgName', account.orgName);
  await typeInto(page, '#register_email', account.email);
  await typeInto(page, '#register_password', account.password);
  await typeInto(page, '#register_confirmPassword', account.password);
  await solveCaptcha(page);
  await page.click('[data-testid="register-submit"]');
  await waitForPath(page, '/login');
}

/** Fills the login form (solving the captcha) and submits it. */
export async function submitLogin(
  page: Page,
  base: string,
  account: Pick<Account, 'email' | 'password'>,
) {
  await page.goto(`${base}/login`);
  await typeInto(page, '#login_email', account.email);
  await typeInto(page, '#login_password', account.password);
  await solveCaptcha(page);
  await page.click('[data-testid="login-submit"]');
}

/** Signs in through the login form and waits for the dashboard. */
export async function loginViaUi(page: Page, base: string, account: Account): Promise<void> {
  await submitLogin(page, base, account);
  await waitForPath(page, '/dashboard');
}

/** A new account for `label`, registered and signed in on `page` (the dashboard is shown). */
export async function signUpAndIn(page: Page, base: string, label: string): Promise<Account> {
  const account = newAccount(label);
  await registerViaUi(page, base, account);
  await loginViaUi(page, base, account);
  return account;
}
