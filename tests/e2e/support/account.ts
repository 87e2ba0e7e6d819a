import type { Page } from 'puppeteer-core';

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

export async function waitForText(page: Page, text: string): Promise<void> {
  // Checked on every DOM change, not on animation frames: a page whose frames stall under load
  // (seen in the Documents test: the dialog was open, 20 s of 'raf' polling never saw it) still
  // answers as soon as the text is there.
  await page.waitForFunction(
    (t: string) => document.body.innerText.includes(t),
    { polling: 'mutation' },
    text,
  );
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
