import type { Page } from 'puppeteer-core';
import { accessTokenOf } from './token.js';

/**
 * A REST call as the user signed in on `page` (their access token), for what a test sets up or
 * checks beside the screen: `base` is the app's URL (e2e.app.url).
 */
export async function apiAs<T = unknown>(
  page: Page,
  base: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const token = await accessTokenOf(page);
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as T };
}
