import { withoutCitations } from '@winzmail/platform/text';
import type { chat, replyGeneration } from '@winzmail/proto';

/** Who reads the answer: the organisation's staff, or a website visitor. */
export type Audience = 'staff' | 'visitor';

const isWebAddress = (url: string): boolean => {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * The passages an answer cites, as its reader may see them. Staff get every document (by id, to
 * open it). A visitor gets only pages scraped from the web, by title and address: an uploaded
 * document is private, so it is neither linked nor named.
 */
export function sourcesFor(
  audience: Audience,
  cited: readonly replyGeneration.Source__Output[],
): chat.ChatSource[] {
  if (audience === 'staff') {
    return cited.map((s) => ({
      number: s.number,
      title: s.heading ? `${s.filename} — ${s.heading}` : s.filename,
      document_id: s.document_id,
      url: isWebAddress(s.source_url) ? s.source_url : '',
    }));
  }
  return cited
    .filter((s) => isWebAddress(s.source_url))
    .map((s) => ({ number: s.number, title: s.filename, document_id: '', url: s.source_url }));
}

/**
 * The answer as its reader sees it: a marker "[n]" only where source n is listed for them. A
 * visitor is not shown an uploaded document (it is private: neither linked nor named), so its
 * marker goes too — a number that leads nowhere would only puzzle them.
 */
export function readerText(text: string, listed: readonly chat.ChatSource[]): string {
  const numbers = new Set(listed.map((s) => s.number));
  return withoutCitations(text, (n) => numbers.has(n));
}
