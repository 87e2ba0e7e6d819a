import type { Page } from 'puppeteer-core';

/**
 * A bearer token of the page's session, for the test's own API calls. The app keeps its access
 * token in memory only, so the test asks for one the way the app does on a reload: the page posts
 * to /auth/refresh and the browser sends the HttpOnly refresh cookie (which it then rotates).
 */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(async () => {
    const res = await fetch('/winzmail/api/auth/refresh', {
      method: 'POST',
      credentials: 'same-origin',
    });
    return res.ok ? ((await res.json()) as { access_token: string }).access_token : null;
  });
  if (!token) throw new Error('the page has no session (the refresh cookie was refused)');
  return token;
}
