import type { AddressPolicy } from '@winzmail/platform/net';
import { plainTextToBlocks, type Block } from '../../domain/blocks.js';
import { normaliseText } from '../../domain/normalise.js';
import { blocksToMarkdown } from '../parsers/html.js';
import type { ChromiumRenderer } from './chromium.js';
import { FetchError, guardedFetch, type FetchLimits } from './guarded-fetch.js';
import { decodeHtml, extractReadable, sitemapUrls } from './readable.js';

export interface ScrapeSettings {
  policy: AddressPolicy;
  limits: FetchLimits;
  /** Upper bound for following same-site links, whatever a request asks. */
  maxPages: number;
  /** Chromium for pages that need JavaScript; without it such pages give what their HTML has. */
  renderer?: ChromiumRenderer;
}

export interface ScrapedSite {
  title: string;
  /** The readable text as Markdown (stored as the document's file). */
  markdown: string;
  pages: number;
  url: string;
}

interface ScrapedPage {
  url: string;
  title: string;
  blocks: Block[];
  links: string[];
}

/**
 * Fetches a page (and, when asked, same-site pages from its links or sitemap up to a limit)
 * and keeps the readable text. Throws FetchError when nothing usable comes back.
 */
export class Scraper {
  constructor(private readonly settings: ScrapeSettings) {}

  async scrape(url: string, requestedPages = 1): Promise<ScrapedSite> {
    const first = await this.page(url);
    if (!first) throw new FetchError('no readable content', 'failed');
    const limit = Math.max(1, Math.min(requestedPages || 1, this.settings.maxPages));
    const pages = [first];
    if (limit > 1) {
      const seen = new Set([url, first.url]);
      const queue = [...(await this.sitemap(first.url)), ...first.links];
      while (pages.length < limit && queue.length > 0) {
        const next = queue.shift()!;
        if (seen.has(next)) continue;
        seen.add(next);
        const page = await this.page(next).catch(() => null);
        if (!page) continue;
        pages.push(page);
        queue.push(...page.links.filter((l) => !seen.has(l)));
      }
    }
    const title = first.title || new URL(first.url).hostname;
    const blocks =
      pages.length === 1
        ? first.blocks
        : pages.flatMap((p): Block[] => [
            { kind: 'heading', level: 1, text: p.title || p.url },
            ...p.blocks.map((b) =>
              b.kind === 'heading' ? { ...b, level: Math.min(6, b.level + 1) } : b,
            ),
          ]);
    return {
      title,
      markdown: blocksToMarkdown(title, first.url, blocks),
      pages: pages.length,
      url: first.url,
    };
  }

  /** One page's readable text; null when it has none. */
  private async page(url: string): Promise<ScrapedPage | null> {
    const res = await guardedFetch(url, this.settings.policy, this.settings.limits);
    if (res.status < 200 || res.status >= 300) throw new FetchError(`HTTP ${res.status}`, 'failed');
    const type = res.contentType.split(';')[0]!.trim().toLowerCase();
    if (type === 'text/plain') {
      const blocks = plainTextToBlocks(normaliseText(decodeHtml(res.body, res.contentType)));
      return blocks.length ? { url: res.url, title: '', blocks, links: [] } : null;
    }
    if (type && type !== 'text/html' && type !== 'application/xhtml+xml') {
      throw new FetchError(`unsupported content type ${type}`, 'failed');
    }
    let page = extractReadable(decodeHtml(res.body, res.contentType), res.url);
    if (page.needsJavaScript && this.settings.renderer) {
      const html = await this.settings.renderer.render(res.url);
      const rendered = extractReadable(html, res.url);
      if (rendered.textLength > page.textLength)
        page = { ...rendered, links: [...new Set([...page.links, ...rendered.links])] };
    }
    if (page.textLength === 0) return null;
    return { url: res.url, title: page.title, blocks: page.blocks, links: page.links };
  }

  private async sitemap(pageUrl: string): Promise<string[]> {
    try {
      const res = await guardedFetch(
        new URL('/sitemap.xml', pageUrl).toString(),
        this.settings.policy,
        {
          ...this.settings.limits,
          maxRedirects: 2,
        },
      );
      return res.status === 200 ? sitemapUrls(res.body.toString('utf8'), pageUrl) : [];
    } catch {
      return [];
    }
  }
}
