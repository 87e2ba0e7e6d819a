import { expect } from '@jest/globals';
import type { Page } from 'puppeteer-core';
import { LANGUAGE_CODES, isRtlLanguage } from '@winzmail/browser-kit';

/**
 * A signed-in screen in each of the 15 languages: its direction (Arabic and Hebrew right to
 * left), no raw translation key of the screen's section (`keyPrefix`, e.g. "replay"), a title
 * other than the English one, and nothing wider than the window. English is chosen again after.
 */
export async function inEveryLanguage(
  page: Page,
  url: string,
  screen: { ready: string; keyPrefix: string; englishTitle: string },
): Promise<void> {
  const rawKey = new RegExp(`\\b${screen.keyPrefix}\\.[a-zA-Z.]+`, 'g');
  for (const code of LANGUAGE_CODES) {
    await page.evaluate((c: string) => window.localStorage.setItem('app-language', c), code);
    await page.goto(url);
    await page.waitForSelector(screen.ready, { visible: true });
    const view = await page.evaluate(() => ({
      dir: document.documentElement.dir,
      title: document.querySelector('h1')?.textContent ?? '',
      text: document.body.innerText,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
    }));
    expect({ code, dir: view.dir }).toEqual({ code, dir: isRtlLanguage(code) ? 'rtl' : 'ltr' });
    // Addresses left out: the signed-in user's may start with the section's name.
    const raw = view.text.replace(/\S+@\S+/g, '').match(rawKey);
    expect({ code, raw }).toEqual({ code, raw: null });
    if (code !== 'en')
      expect({ code, title: view.title }).not.toEqual({ code, title: screen.englishTitle });
    expect({ code, overflow: view.overflow > 0 }).toEqual({ code, overflow: false });
  }
  await page.evaluate(() => window.localStorage.setItem('app-language', 'en'));
}
