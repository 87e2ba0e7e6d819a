import { withoutCitations } from '@winzmail/platform/text';
import type { knowledge } from '@winzmail/proto';

/** Who reads the answer: the organisation's staff, or a website visitor. */
export type Audience = 'staff' | 'visitor';

/** What a reader is shown of a cited passage: the contract's Source, without its text. */
export type ShownSource = Required<
  Pick<knowledge.Source, 'number' | 'document_id' | 'filename' | 'heading' | 'source_url'>
>;

/** A source as kept with an answer: ShownSource, or the shape answers were kept in before it. */
export type StoredSource =
  ShownSource | { number: number; title: string; document_id: string; url: string };

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
 * open it, and its section). A visitor gets only pages scraped from the web, by name and
 * address: an uploaded document is private, so it is neither linked nor named.
 */
export function sourcesFor(
  audience: Audience,
  cited: readonly knowledge.Source__Output[],
): ShownSource[] {
  if (audience === 'staff') {
    return cited.map((s) => ({
      number: s.number,
      document_id: s.document_id,
      filename: s.filename,
      heading: s.heading,
      source_url: isWebAddress(s.source_url) ? s.source_url : '',
    }));
  }
  return cited
    .filter((s) => isWebAddress(s.source_url))
    .map((s) => ({
      number: s.number,
      document_id: '',
      filename: s.filename,
      heading: '',
      source_url: s.source_url,
    }));
}

/** A kept source in today's shape (an older answer's title stands as its name). */
export function shownSource(stored: StoredSource): ShownSource {
  if (!('title' in stored)) return stored;
  return {
    number: stored.number,
    document_id: stored.document_id,
    filename: stored.title,
    heading: '',
    source_url: stored.url,
  };
}

/**
 * The answer as its reader sees it: a marker "[n]" only where source n is listed for them. A
 * visitor is not shown an uploaded document (it is private: neither linked nor named), so its
 * marker goes too — a number that leads nowhere would only puzzle them.
 */
export function readerText(text: string, listed: readonly { number: number }[]): string {
  const numbers = new Set(listed.map((s) => s.number));
  return withoutCitations(text, (n) => numbers.has(n));
}
