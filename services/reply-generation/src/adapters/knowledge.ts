import { createServiceClient } from '@winzmail/platform';
import { services } from '@winzmail/proto';

/** A retrieved chunk as knowledge-ingestion's Search answers it. */
export interface Hit {
  chunkId: string;
  documentId: string;
  filename: string;
  heading: string;
  text: string;
  score: number;
}

export interface Knowledge {
  /** The organisation's best `k` chunks for `query` (only that organisation's). */
  search(orgId: string, query: string, k: number): Promise<Hit[]>;
  close(): void;
}

/** knowledge-ingestion's gRPC Search, with a deadline and retries (Search is idempotent). */
export function knowledgeClient(address: string, deadlineMs = 10_000): Knowledge {
  const client = createServiceClient(services.knowledge(), {
    address,
    deadlineMs,
    idempotent: ['Search'],
  });
  return {
    search: async (orgId, query, k) => {
      const { hits } = await client.call.Search({ org_id: orgId, query, k });
      return hits.map((h) => ({
        chunkId: h.chunk_id,
        documentId: h.document_id,
        filename: h.filename,
        heading: h.heading,
        text: h.text,
        score: h.score,
      }));
    },
    close: () => client.close(),
  };
}
