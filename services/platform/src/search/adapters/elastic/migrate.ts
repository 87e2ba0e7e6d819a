import type { Client } from '@elastic/elasticsearch';
import type { Chunk } from '../../port.js';

const PAGE = 500;

/** The stored fields of a chunk in an index of an older mapping (its _source). */
interface OldSource {
  org_id: string;
  document_id: string;
  chunk_id: string;
  filename: string;
  heading: string;
  text: string;
  source_url?: string;
  vector?: number[];
}

/**
 * Copies every chunk of index `from` (an older mapping: other analysis) through `upsert`, which
 * analyses them anew; their vectors are kept, so nothing is embedded again. A missing `from` is
 * no error (nothing to copy). Idempotent: the copy keeps chunk ids, so running it again after a
 * crash overwrites what the first run wrote.
 */
export async function copyChunks(
  client: Client,
  from: string,
  dims: number,
  upsert: (chunks: Chunk[]) => Promise<void>,
): Promise<number> {
  if (!(await client.indices.exists({ index: from }))) return 0;
  let copied = 0;
  let page = await client.search<OldSource>({
    index: from,
    scroll: '2m',
    size: PAGE,
    sort: ['_doc'],
  });
  try {
    while (page.hits.hits.length > 0) {
      const chunks = page.hits.hits.flatMap((hit) => {
        const s = hit._source;
        if (!s) return [];
        return [
          {
            id: s.chunk_id,
            orgId: s.org_id,
            documentId: s.document_id,
            filename: s.filename,
            heading: s.heading,
            text: s.text,
            ...(s.source_url !== undefined ? { sourceUrl: s.source_url } : {}),
            // Stored without a vector when it was all zeros.
            vector: s.vector ?? new Array<number>(dims).fill(0),
          },
        ];
      });
      await upsert(chunks);
      copied += chunks.length;
      if (!page._scroll_id) break;
      page = await client.scroll<OldSource>({ scroll_id: page._scroll_id, scroll: '2m' });
    }
  } finally {
    if (page._scroll_id)
      await client.clearScroll({ scroll_id: page._scroll_id }).catch(() => undefined);
  }
  return copied;
}
