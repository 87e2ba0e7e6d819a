import { withoutCitations } from '@winzmail/platform/text';
import type { Citations } from './style.js';

/** A cited source as the email's reader may see it. */
export interface CitedPage {
  sourceUrl: string;
}

/** At most this many pages are listed (a reply cites few; a long list reads as a dump). */
export const MAX_PAGES = 5;

const isWebAddress = (url: string): boolean => {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * The public web pages among the cited sources, once each, in citation order. An uploaded
 * document has no address and is never named: its file name is internal.
 */
export function publicPages(cited: readonly CitedPage[]): string[] {
  const urls = cited.map((c) => c.sourceUrl.trim()).filter(isWebAddress);
  return [...new Set(urls)].slice(0, MAX_PAGES);
}

/**
 * The email as the customer receives it, from the judged reply (which carries "[n]" markers):
 * no markers — a customer's email never explains them; staff see the sources in the Inbox. With
 * the 'pages' policy, the public pages used follow the text, under `label`, before the
 * signature when the reply ends with it.
 */
export function emailText(
  judged: string,
  opts: {
    citations: Citations;
    pages: readonly string[];
    label: string;
    signature: string;
  },
): string {
  const text = withoutCitations(judged);
  if (opts.citations !== 'pages' || opts.pages.length === 0) return text;
  const list = [opts.label, ...opts.pages.map((url) => `- ${url}`)].join('\n');
  const signature = opts.signature.trim();
  const body = text.trimEnd();
  if (signature && body.endsWith(signature)) {
    const before = body.slice(0, body.length - signature.length).trimEnd();
    return `${before}\n\n${list}\n\n${signature}`;
  }
  return `${body}\n\n${list}`;
}
