import { createServiceClient } from '@winzmail/platform';
import { services, type knowledge } from '@winzmail/proto';

export interface Knowledge {
  /**
   * The organisation's best `k` chunks for `query` (only its own), typed by the contract;
   * `language`: the query's, detected here already ('' when it could not be told).
   */
  search(
    orgId: string,
    query: string,
    k: number,
    language?: string,
  ): Promise<knowledge.Source__Output[]>;
  /**
   * Relatedness by meaning: each unit's cosine similarity to each text, with the organisation's
   * embedder (`kind` lexical: word overlap, not meaning).
   */
  relatedness(
    orgId: string,
    units: string[],
    texts: string[],
  ): Promise<{ rows: number[][]; kind: 'semantic' | 'lexical' }>;
  close(): void;
}

/** knowledge-ingestion's gRPC Search and Relatedness, with a deadline and retries (both are idempotent). */
export function knowledgeClient(address: string, deadlineMs = 10_000): Knowledge {
  const client = createServiceClient(services.knowledge(), {
    address,
    deadlineMs,
    idempotent: ['Search', 'Relatedness'],
  });
  return {
    search: async (orgId, query, k, language = '') => {
      const { hits } = await client.call.Search({ org_id: orgId, query, k, language });
      return hits;
    },
    relatedness: async (orgId, units, texts) => {
      const res = await client.call.Relatedness({ org_id: orgId, units, texts });
      return {
        rows: res.rows.map((r) => r.similarities),
        kind: res.kind === 'semantic' ? 'semantic' : 'lexical',
      };
    },
    close: () => client.close(),
  };
}
