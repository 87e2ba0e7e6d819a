import { Readability } from '@mozilla/readability';
import iconv from 'iconv-lite';
import { JSDOM } from 'jsdom';
import type { Block } from '../../domain/blocks.js';
import { normaliseBlocks } from '../../domain/normalise.js';
import { elementToBlocks } from '../parsers/html.js';

export interface ReadablePage {
  title: string;
  blocks: Block[];
  /** Characters of readable text found. */
  textLength: number;
  /** Little text but scripts: the content is probably drawn by JavaScript. */
  needsJavaScript: boolean;
  /** Same-site links (absolute, without fragment), for following a site. */
  links: string[];
}

/** The charset of an HTML response: the header's, else a <meta> in the first bytes, else UTF-8. */
export function decodeHtml(body: Buffer, contentType: string): string {
  const fromHeader = /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
  const head = body.subarray(0, 4096).toString('latin1');
  const fromMeta = /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1];
  const charset = (fromHeader ?? fromMeta ?? 'utf-8').toLowerCase();
  return iconv.encodingExists(charset) ? iconv.decode(body, charset) : body.toString('utf8');
}

const MIN_READABLE_CHARS = 200;

/**
 * The readable part of a page with @mozilla/readability on a jsdom DOM. jsdom only parses:
 * scripts are not run and no subresource is loaded.
 */
export function extractReadable(html: string, url: string): ReadablePage {
  const dom = new JSDOM(html, { url });
  try {
    const doc = dom.window.document;
    const links = sameSiteLinks(doc, url);
    const scripts = doc.querySelectorAll('script').length;
    const pageTitle = doc.title.trim();
    const article = new Readability(doc.cloneNode(true) as Document, {
      charThreshold: 100,
    }).parse();
    let blocks: Block[] = [];
    let title = article?.title?.trim() || pageTitle;
    if (article?.content) {
      const inner = new JSDOM(article.content);
      try {
        blocks = normaliseBlocks(elementToBlocks(inner.window.document.body as never));
      } finally {
        inner.window.close();
      }
    }
    if (blocks.length === 0) {
      // Readability found no article: take the body's text as it is.
      for (const el of Array.from(doc.querySelectorAll('script,style,noscript,template')))
        el.remove();
      blocks = normaliseBlocks(elementToBlocks(doc.body as never));
    }
    if (!title) title = blocks.find((b) => b.kind === 'heading')?.text ?? '';
    const textLength = blocks.reduce((n, b) => n + b.text.length, 0);
    return {
      title,
      blocks,
      textLength,
      needsJavaScript: textLength < MIN_READABLE_CHARS && scripts > 0,
      links,
    };
  } finally {
    dom.window.close();
  }
}

const SKIP_EXT =
  /\.(png|jpe?g|gif|svg|webp|ico|css|js|mjs|json|xml|zip|gz|tgz|rar|7z|exe|dmg|mp[34]|avi|mov|woff2?|ttf|pdf|docx?|xlsx?|pptx?)$/i;

function sameSiteLinks(doc: Document, base: string): string[] {
  const origin = new URL(base).origin;
  const out = new Set<string>();
  for (const a of Array.from(doc.querySelectorAll('a[href]'))) {
    try {
      const u = new URL(a.getAttribute('href') ?? '', base);
      u.hash = '';
      if (
        u.origin === origin &&
        (u.protocol === 'http:' || u.protocol === 'https:') &&
        !SKIP_EXT.test(u.pathname)
      ) {
        out.add(u.toString());
      }
    } catch {
      // not a URL
    }
  }
  return [...out];
}

/** Same-origin page URLs listed in a sitemap.xml (the <loc> entries). */
export function sitemapUrls(xml: string, base: string): string[] {
  const origin = new URL(base).origin;
  const out: string[] = [];
  for (const m of xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/gi)) {
    try {
      const u = new URL(m[1]!.replace(/&amp;/g, '&'));
      if (u.origin === origin && !SKIP_EXT.test(u.pathname)) out.push(u.toString());
    } catch {
      // not a URL
    }
  }
  return out;
}
