import type { Page } from 'puppeteer-core';
import { eventually } from '@winzmail/testing/eventually';

/** What the walk reads from a drawn page. */
export interface PageView {
  path: string;
  lang: string;
  dir: string;
  /** document scrollWidth beyond the window's width, in px. */
  overflow: number;
  /** The innermost elements sticking out of the window sideways (when there is overflow). */
  wide: string[];
  /** Visible texts and labels (aria-label, placeholder, title, alt) in the page's language. */
  texts: string[];
}

/**
 * Reads the page. Texts marked as another language (lang="…", e.g. the language switcher's own
 * names), code, and what is not rendered (display: none) are left out.
 */
export function readView(page: Page): Promise<PageView> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const lang = root.lang;
    const SKIP = 'script, style, noscript, textarea, code, pre, [translate="no"]';
    const inLanguage = (el: Element) => (el.closest('[lang]')?.getAttribute('lang') ?? '') === lang;
    const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true });
    const norm = (text: string) => text.replace(/\s+/g, ' ').trim();

    const texts = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = norm(node.textContent ?? '');
      if (!parent || !text || parent.closest(SKIP) || !inLanguage(parent) || !shown(parent))
        continue;
      texts.add(text);
    }
    for (const el of document.body.querySelectorAll(
      '[aria-label], [placeholder], [title], [alt]',
    )) {
      if (el.closest(SKIP) || !inLanguage(el) || !shown(el)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = norm(el.getAttribute(name) ?? '');
        if (value) texts.add(value);
      }
    }

    const overflow = root.scrollWidth - window.innerWidth;
    const wide: string[] = [];
    if (overflow > 0) {
      const out = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.right > window.innerWidth + 1 || r.left < -1);
      };
      const describe = (el: Element) => {
        const r = el.getBoundingClientRect();
        const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/) : [];
        const id = el.getAttribute('data-testid');
        return `${el.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}${cls
          .slice(0, 3)
          .map((c) => `.${c}`)
          .join('')} (${Math.round(r.left)}–${Math.round(r.right)} px)`;
      };
      for (const el of document.body.querySelectorAll('*')) {
        if (wide.length >= 5) break;
        if (out(el) && ![...el.children].some(out)) wide.push(describe(el));
      }
    }
    return {
      path: window.location.pathname + window.location.search,
      lang,
      dir: root.dir,
      overflow,
      wide,
      texts: [...texts],
    };
  });
}

/**
 * Until the page is still: no skeleton or busy region, web fonts loaded, no finite transition
 * or animation running (an endless one, a spinner, never ends and is left out), and nothing
 * in flight on the network.
 */
export async function settle(page: Page, pending: () => string[]): Promise<void> {
  await page
    .waitForFunction(
      () =>
        // A spinner (antd marks it busy) may be the page itself ('Loading chatbot…').
        !document.querySelector('.ant-skeleton, [aria-busy="true"]:not(.ant-spin)') &&
        document.fonts.status === 'loaded' &&
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
          ),
      { polling: 50 },
    )
    .catch(async (error: unknown) => {
      // Say what is still going on.
      const state = await page.evaluate(() => ({
        busy: [
          ...document.querySelectorAll('.ant-skeleton, [aria-busy="true"]:not(.ant-spin)'),
        ].map((el) => el.outerHTML.slice(0, 120)),
        fonts: document.fonts.status,
        running: document
          .getAnimations()
          .filter(
            (a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity,
          )
          .map((a) => {
            const target = (a.effect as KeyframeEffect | null)?.target;
            const name =
              (a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty;
            return `${name} on ${target?.tagName ?? '?'}.${String(target?.className ?? '')}`;
          }),
      }));
      throw new Error(`${String(error)}: not still: ${JSON.stringify(state)}`);
    });
  // Nothing in flight at two looks 100 ms apart (puppeteer's own network-idle wait counts a
  // request it never sees end and then waits for ever).
  let quiet = 0;
  await eventually(
    'no request in flight',
    () => {
      quiet = pending().length === 0 ? quiet + 1 : 0;
      return quiet;
    },
    (n) => n >= 2,
    { timeoutMs: 20_000, intervalMs: 100 },
  ).catch((error: unknown) => {
    throw new Error(`${String(error)}: still loading ${pending().join(', ')}`);
  });
}
