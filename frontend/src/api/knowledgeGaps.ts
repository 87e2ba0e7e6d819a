import { api } from './baseApi';
import type { Schemas } from './contract';

/** GET /org/knowledge-gaps: the open questions grouped, largest group first (docs/gaps.md). */
export type KnowledgeGaps = Schemas['KnowledgeGaps'];
export type GapGroup = Schemas['GapGroup'];
export type GapExample = Schemas['GapExample'];
export type GapSource = Schemas['GapSource'];
export type GapEntryRequest = Schemas['GapEntryRequest'];
/** The stored entry (a "Q&A – …" document) and how many queued questions it resolved. */
export type GapEntry = Schemas['GapEntry'];

/**
 * The knowledge-gap queue: the grouped questions, and staff's answer added to the knowledge base
 * (POST /org/knowledge-gaps/entries: 400 with field errors, 404 for an email not in the queue).
 */
export const knowledgeGapsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getKnowledgeGaps: build.query<KnowledgeGaps, void>({
      query: () => '/org/knowledge-gaps',
      providesTags: ['KnowledgeGap'],
    }),
    addGapEntry: build.mutation<GapEntry, GapEntryRequest>({
      query: (body) => ({ url: '/org/knowledge-gaps/entries', method: 'POST', body }),
      // The entry resolves questions of the queue and is a new document of the knowledge base.
      invalidatesTags: (result) => (result ? ['KnowledgeGap', 'Document'] : []),
    }),
  }),
});

export const { useGetKnowledgeGapsQuery, useAddGapEntryMutation } = knowledgeGapsApi;
