import { describe, expect, it } from '@jest/globals';
import type { HTTPRequest, HTTPResponse, Page } from 'puppeteer-core';
import { eventually } from '@winzmail/testing';
import { loginViaUi, signUpAndIn, waitForPath, waitForText } from './support/account.js';
import { freshPage, withScreenshot } from './support/browser.js';
import { setupAppInBrowser } from './support/session.js';
import { accessTokenOf } from './support/token.js';

/**
 * Sessions that end, in Chromium against the whole product: after "Log out" the Back button shows
 * the login page and nothing of the organisation, no request with the old token succeeds, and a
 * token copied before the logout is refused by the API.
 */
const e2e = setupAppInBrowser();

interface BearerTraffic {
  /** Every answer to a request that carried a bearer token, as it arrives. */
  answers: { token: string; url: string; status: number }[];
  /** Such requests still waiting for their answer. */
  pending(): number;
}

function recordBearerTraffic(page: Page): BearerTraffic {
  const answers: BearerTraffic['answers'] = [];
  const open = new Set<HTTPRequest>();
  const bearer = (request: HTTPRequest) =>
    /^Bearer (.+)$/.exec(request.headers().authorization ?? '')?.[1];
  page.on('request', (request: HTTPRequest) => {
    if (bearer(request)) open.add(request);
  });
  page.on('requestfailed', (request: HTTPRequest) => open.delete(request));
  page.on('response', (response: HTTPResponse) => {
    const token = bearer(response.request());
    if (!token) return;
    open.delete(response.request());
    answers.push({ token, url: response.url(), status: response.status() });
  });
  return { answers, pending: () => open.size };
}

/** Until no request with a bearer token is waiting for its answer (checked from here). */
const settled = (traffic: BearerTraffic, timeoutMs = 20_000): Promise<number> =>
  eventually('every bearer request answered', traffic.pending, (open) => open === 0, {
    timeoutMs,
  });

const orgMe = (token: string) =>
  fetch(`${e2e.app.url}/api/org/me`, { headers: { authorization: `Bearer ${token}` } });

const refreshCookieSet = (headers: Headers) =>
  headers.getSetCookie().some((c) => /^winzmail_refresh=[^;]+/.test(c));

const bodyText = (page: Page) => page.evaluate(() => document.body.innerText);

describe('sessions in Chromium', () => {
  it('keeps the refresh token in a Secure, HttpOnly, SameSite=Strict cookie that survives a reload', async () => {
    const page = await freshPage(e2e.browser);
    await withScreenshot(page, 'session-cookie', async () => {
      const account = await signUpAndIn(page, e2e.app.url, 'cookie');
      const cookies = await page.cookies(
        `${new URL(e2e.app.url).origin}/winzmail/api/auth/refresh`,
      );
      expect(cookies.map((c) => c.name)).toEqual(['winzmail_refresh']);
      expect(cookies[0]).toMatchObject({
        path: '/winzmail/api/auth',
        httpOnly: true,
        secure: true,
        sameSite: 'Strict',
      });
      // Not for scripts, not in storage, not sent to the rest of the API.
      expect(await page.evaluate(() => document.cookie)).not.toContain('winzmail_refresh');
      expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
      expect(await page.cookies(`${e2e.app.url}/api/org/me`)).toEqual([]);
      // A reload starts with no token in memory: the Secure cookie, accepted on this origin,
      // brings the session back.
      await page.reload();
      await waitForText(page, `Welcome back, ${account.orgName}`);
    });
    await page.browserContext().close();
  });

  it('a page left while its refresh was in flight keeps the session, past the grace period too', async () => {
    const page = await freshPage(e2e.browser);
    await withScreenshot(page, 'refresh-cut-off', async () => {
      const account = await signUpAndIn(page, e2e.app.url, 'cutoff');
      const refreshUrl = `${new URL(e2e.app.url).origin}/winzmail/api/auth/refresh`;
      // The reload's refresh reaches identity (sent from here with the browser's cookie) but its
      // answer never reaches the browser, as when a navigation cancels the request: identity has
      // rotated, the browser still holds the replaced cookie.
      let intercepting = true;
      let rotation: Promise<{ status: number; cookie: boolean }> | undefined;
      const rotateFromHere = async () => {
        const [cookie] = await page.cookies(refreshUrl);
        const answer = await fetch(refreshUrl, {
          method: 'POST',
          headers: { cookie: `winzmail_refresh=${cookie!.value}` },
        });
        return { status: answer.status, cookie: refreshCookieSet(answer.headers) };
      };
      await page.setRequestInterception(true);
      page.on('request', (request: HTTPRequest) => {
        if (!intercepting || request.isInterceptResolutionHandled()) return;
        if (!request.url().endsWith('/api/auth/refresh')) {
          void request.continue();
          return;
        }
        // The first refresh is rotated from here and cut off. Any other the page sends waits
        // for that rotation, so it cannot rotate first (it then gets the grace: no new cookie).
        const first = rotation === undefined;
        rotation ??= rotateFromHere();
        void rotation.then(() => (first ? request.abort('aborted') : request.continue()));
      });
      await page.reload();
      await eventually('the refresh to be cut off', async () => rotation !== undefined, Boolean);
      // Identity rotated (a new cookie in its answer), and the browser never saw it.
      expect(await rotation).toEqual({ status: 200, cookie: true });
      intercepting = false;
      await page.setRequestInterception(false);
      // Past identity's 10-second grace for the replaced token, which used to end the session.
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      await page.goto(`${e2e.app.url}/dashboard`);
      await waitForText(page, `Welcome back, ${account.orgName}`);
      // The browser got a new cookie: a further reload keeps the session.
      await page.reload();
      await waitForText(page, `Welcome back, ${account.orgName}`);
    });
    await page.browserContext().close();
  });

  it('log out, press Back: the login page, nothing of the organisation, the old tokens refused', async () => {
    const page = await freshPage(e2e.browser);
    const traffic = recordBearerTraffic(page);
    const { answers } = traffic;
    await withScreenshot(page, 'logout-back', async () => {
      const account = await signUpAndIn(page, e2e.app.url, 'back');
      await waitForText(page, `Welcome back, ${account.orgName}`);
      // Some history to go back through, signed in.
      const follow = async (path: string) => {
        const link = `[data-testid="sidebar"] a[href="/winzmail${path}"]`;
        await page.waitForSelector(link, { visible: true });
        await page.$eval(link, (a) => (a as HTMLAnchorElement).click());
        await waitForPath(page, path);
      };
      await follow('/emails');
      await follow('/dashboard');
      await waitForText(page, account.orgName);
      // A token copied before the logout (as someone reading the network panel would).
      const copied = await accessTokenOf(page);
      expect((await orgMe(copied)).status).toBe(200);
      const appTokens = new Set(answers.map((a) => a.token));
      expect(appTokens.size).toBeGreaterThan(0);

      const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
      // Clicked in the page: the sign-in toast may still lie over the header's corner.
      await page.$eval('[data-testid="logout"]', (b) => (b as HTMLButtonElement).click());
      expect((await loggedOut).status()).toBe(204);
      await waitForPath(page, '/login');
      const afterLogout = answers.length;

      await page.goBack();
      await waitForPath(page, '/login');
      await page.waitForSelector('#login_email', { visible: true });
      await settled(traffic);
      const text = await bodyText(page);
      expect(text).not.toContain(account.orgName);
      expect(text).not.toContain(account.email);
      await page.goBack();
      await waitForPath(page, '/login');
      await page.waitForSelector('#login_email', { visible: true });
      await settled(traffic);
      expect(await bodyText(page)).not.toContain(account.orgName);

      // Whatever the page asked with an old token after the logout was refused.
      for (const answer of answers.slice(afterLogout)) {
        expect({ url: answer.url, status: answer.status }).toEqual({
          url: answer.url,
          status: 401,
        });
      }
      // And through the API: the copied token and the app's own.
      for (const token of [copied, ...appTokens]) {
        const res = await orgMe(token);
        expect(res.status).toBe(401);
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    });
    await page.browserContext().close();
  });

  it('a signed-in page restored from the back-forward cache after a logout elsewhere shows the login page', async () => {
    const page = await freshPage(e2e.browser);
    await withScreenshot(page, 'bfcache', async () => {
      const account = await signUpAndIn(page, e2e.app.url, 'bfcache');
      await waitForText(page, `Welcome back, ${account.orgName}`);
      await page.evaluate(() => {
        (window as unknown as { restoredMarker: boolean }).restoredMarker = true;
      });
      // Leave the document (a full navigation), log out in another tab of the same browser…
      await page.goto(`${e2e.app.url}/privacy-policy`);
      const other = await page.browserContext().newPage();
      await other.goto(`${e2e.app.url}/dashboard`);
      await waitForText(other, `Welcome back, ${account.orgName}`);
      const loggedOut = other.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
      await other.$eval('[data-testid="logout"]', (b) => (b as HTMLButtonElement).click());
      expect((await loggedOut).status()).toBe(204);
      await other.close();

      // …then come back to the signed-in page.
      await page.goBack();
      await waitForPath(page, '/login');
      await page.waitForSelector('#login_email', { visible: true });
      expect(await bodyText(page)).not.toContain(account.orgName);
      const restored = await page.evaluate(
        () => (window as unknown as { restoredMarker?: boolean }).restoredMarker === true,
      );
      console.log(
        `[e2e] back-forward cache restore: ${restored ? 'yes (pageshow checked)' : 'no (fresh load)'}`,
      );
    });
    await page.browserContext().close();
  });

  it('"Sign out everywhere" ends the session in every browser signed in to the organisation', async () => {
    const page = await freshPage(e2e.browser);
    const elsewhere = await freshPage(e2e.browser);
    await withScreenshot(page, 'sign-out-everywhere', async () => {
      const account = await signUpAndIn(page, e2e.app.url, 'everywhere');
      await loginViaUi(elsewhere, e2e.app.url, account);
      await waitForText(elsewhere, `Welcome back, ${account.orgName}`);
      const copied = await accessTokenOf(elsewhere);
      expect((await orgMe(copied)).status).toBe(200);

      await page.$eval('[data-testid="sign-out-everywhere"]', (b) =>
        (b as HTMLButtonElement).click(),
      );
      const confirm = '.ant-popconfirm .ant-btn-dangerous';
      await page.waitForSelector(confirm, { visible: true });
      const ended = page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-out-everywhere'));
      await page.$eval(confirm, (b) => (b as HTMLButtonElement).click());
      expect((await ended).status()).toBe(200);
      await waitForPath(page, '/login');

      expect((await orgMe(copied)).status).toBe(401);
      // The other browser's next reload finds its refresh cookie ended too.
      await elsewhere.reload();
      await waitForPath(elsewhere, '/login');
      await elsewhere.waitForSelector('#login_email', { visible: true });
      expect(await bodyText(elsewhere)).not.toContain(account.orgName);
    });
    await elsewhere.browserContext().close();
    await page.browserContext().close();
  });
});
