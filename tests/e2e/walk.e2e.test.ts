import { expect, it } from '@jest/globals';
import type { Page } from 'puppeteer-core';
import { describeUnlessWaived } from '@winzmail/testing';
import { MAIL_TEST_ENV, mailServer } from '@winzmail/testing/mail-server';
import { signUpAndIn } from './support/account.js';
import { apiAs } from './support/api.js';
import { freshPage } from './support/browser.js';
import { setupAppInBrowser } from './support/session.js';
import { routerPaths, WALK_ROUTES, type WalkRoute } from './support/walk/routes.js';
import { seedOrganisation } from './support/walk/seed.js';
import { untranslatedFinder } from './support/walk/texts.js';
import { Walker } from './support/walk/walker.js';
import type { ExpectedFailure } from './support/walk/watch.js';

/**
 * Every route of the web app in Chromium, signed out and signed in (a new organisation, then
 * one with mail, a document and a chat), in English and Arabic, at 1280 and 390 px: no page
 * wider than the window, no console error, no failed request but the expected ones, no English
 * text where Arabic has its own (nor a raw key), no serious or critical axe violation. One
 * browser, one page (and so one session) per walk: each page load is checked at both widths.
 */
const server = mailServer();
const LANGUAGES = ['en', 'ar'] as const;

const api = (path: string) => new RegExp(`^/winzmail/api${path}$`);

/** Failed requests that are the product's answer, not a fault. */
const SIGNED_OUT: readonly ExpectedFailure[] = [
  {
    method: 'POST',
    path: api('/auth/refresh'),
    status: 401,
    why: 'on start the app asks for a session; a visitor has none',
  },
];
// GET /org/email-config answers 200 for an organisation without a mailbox (no 404 any more).
const NEW_ORGANISATION: readonly ExpectedFailure[] = [];

describeUnlessWaived(server !== null, '', 'every route, both languages, wide and narrow', () => {
  const mail = server!;
  const e2e = setupAppInBrowser(MAIL_TEST_ENV);
  const started = Date.now();
  let walked = 0;

  /** The routes in English, then in Arabic, on one page (one session). */
  async function walk(
    page: Page,
    routes: readonly WalkRoute[],
    expected: readonly ExpectedFailure[],
    orgId = '',
  ): Promise<string[]> {
    const walker = new Walker(page, e2e.app.url, () => expected);
    for (const code of LANGUAGES) {
      await walker.start(code);
      for (const route of routes) await walker.visit(route, orgId);
    }
    walked += walker.visits;
    return walker.problems;
  }

  it('walks every route the router declares', () => {
    expect([...new Set(WALK_ROUTES.map((r) => r.route))].sort()).toEqual(routerPaths());
  });

  it('would see English or a raw key on an Arabic page', () => {
    const finder = untranslatedFinder('ar');
    expect(finder.find('Log out')).toContain('layout.logout');
    expect(finder.find('layout.logout')).toContain('raw key');
    expect(finder.find('Welcome back, Acme')).toContain('dashboard.welcome');
    expect(finder.find('تسجيل الخروج')).toBeNull();
    expect(finder.find('Gmail')).toBeNull();
  });

  const LONG = 900_000;

  it(
    'signed out',
    async () => {
      const page = await freshPage(e2e.browser);
      // The visitor's chat of an organisation is walked once there is one (below).
      const routes = WALK_ROUTES.filter((r) => !r.path.includes('{orgId}'));
      expect(await walk(page, routes, SIGNED_OUT)).toEqual([]);
      await page.browserContext().close();
    },
    LONG,
  );

  let org: { page: Page; id: string } | undefined;

  it(
    'signed in, a new organisation',
    async () => {
      const page = await freshPage(e2e.browser);
      await signUpAndIn(page, e2e.app.url, 'walk');
      const me = await apiAs<{ id: string }>(page, e2e.app.url, 'GET', '/org/me');
      org = { page, id: me.body.id };
      expect(await walk(page, WALK_ROUTES, NEW_ORGANISATION, org.id)).toEqual([]);
    },
    LONG,
  );

  it(
    'signed in, the organisation with mail, a document and a chat',
    async () => {
      if (!org) throw new Error('the new organisation was not walked');
      await seedOrganisation(org.page, e2e.app.url, mail);
      const routes = WALK_ROUTES.filter((r) => r.orgData);
      expect(await walk(org.page, routes, [], org.id)).toEqual([]);
      console.log(
        `[walk] ${walked} page loads, each at 1280 and 390 px, in ${Math.round(
          (Date.now() - started) / 1000,
        )} s`,
      );
    },
    LONG,
  );
});
