import { createServiceClient } from '@winzmail/platform';
import { services, type knowledge } from '@winzmail/proto';

export interface Knowledge {
  /** The organisation's best `k` chunks for `query` (only its own), typed by the contract. */
  search(orgId: string, query: string, k: number): Promise<knowledge.SearchHit__Output[]>;
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
      return hits;
    },
    close: () => client.close(),
  };
}
