import type { Page } from 'puppeteer-core';
import { seriousViolations } from '../axe.js';
import { readView, settle } from './page-view.js';
import type { WalkRoute } from './routes.js';
import { untranslatedFinder, type UntranslatedFinder } from './texts.js';
import { PageWatch, type ExpectedFailure } from './watch.js';

export const WIDTHS = [1280, 390] as const;

/** WALK_LOG=1 prints each page as it is walked (Jest holds console output until the end). */
const progress = (line: string) => {
  if (process.env.WALK_LOG === '1') process.stderr.write(`${line}\n`);
};
const HEIGHT = 900;

/**
 * Walks routes on one page (one browser context, so one session) in a language, at each
 * width, and lists what is wrong: overflow, console errors, failed requests, untranslated
 * text, axe's serious and critical violations (once per screen, language and width). Each page
 * load is checked at both widths (the window is narrowed, not reloaded).
 */
export class Walker {
  private readonly watch: PageWatch;
  private language = 'en';
  private finder: UntranslatedFinder | null = null;
  private readonly axed = new Set<string>();
  readonly problems: string[] = [];
  visits = 0;

  constructor(
    private readonly page: Page,
    private readonly appUrl: string,
    expected: () => readonly ExpectedFailure[],
  ) {
    this.watch = new PageWatch(page, expected);
  }

  /** Chooses the language the way a visitor's earlier choice is kept (app-language). */
  async start(language: string): Promise<void> {
    this.language = language;
    this.finder = language === 'en' ? null : untranslatedFinder(language);
    await this.page.setViewport({ width: WIDTHS[0], height: HEIGHT });
    await this.page.goto(`${this.appUrl}/privacy-policy`);
    await this.page.evaluate((c: string) => localStorage.setItem('app-language', c), language);
    this.watch.take();
  }

  async visit(route: WalkRoute, orgId = ''): Promise<void> {
    const path = route.path.replace('{orgId}', orgId);
    await this.page.setViewport({ width: WIDTHS[0], height: HEIGHT });
    const started = Date.now();
    await this.page.goto(`${this.appUrl}${path}`);
    this.visits += 1;
    for (const width of WIDTHS) {
      const where = `[${this.language} ${width}px] ${path}`;
      try {
        if (width !== WIDTHS[0]) await this.resize(width);
        await this.page.waitForSelector(route.ready, { visible: true });
        await settle(this.page, () => this.watch.pending());
        await this.check(where, width);
      } catch (error) {
        this.problems.push(`${where}: ${error instanceof Error ? error.message : String(error)}`);
        progress(this.problems.at(-1) ?? '');
      }
      for (const seen of this.watch.take()) this.problems.push(`${where}: ${seen}`);
    }
    progress(`[walk] ${this.language} ${path} ${Date.now() - started} ms`);
  }

  /** A narrower window; the signed-in layout swaps its sidebar for a drawer below 768 px. */
  private async resize(width: number): Promise<void> {
    await this.page.setViewport({ width, height: HEIGHT });
    await this.page.waitForFunction(
      (w: number) =>
        window.innerWidth === w && (w >= 768 || !document.querySelector('aside.app-sidebar')),
      {},
      width,
    );
  }

  private async check(where: string, width: number): Promise<void> {
    const view = await readView(this.page);
    if (view.overflow > 0)
      this.problems.push(
        `${where}: ${view.overflow} px wider than the window: ${view.wide.join(', ')}`,
      );
    if (this.finder) {
      for (const text of view.texts) {
        const found = this.finder.find(text);
        if (found) this.problems.push(`${where}: untranslated: ${found}`);
      }
    }
    // Once per screen (where it ended up), language and width: redirects land on one page.
    const screen = `${view.path} ${this.language} ${width}`;
    if (this.axed.has(screen)) return;
    this.axed.add(screen);
    for (const v of await seriousViolations(this.page))
      this.problems.push(`${where}: axe ${v.impact} ${v.id} (${v.help}): ${v.nodes.join(' ')}`);
  }
}
