// The search libraries bench/search.ts runs beside our in-process index, at the same sizes and on
// the same corpus: MiniSearch (BM25+ keyword only) and Orama (BM25 keyword, exact vector, hybrid).
// Settings chosen to ask each for what our index answers: OR over the query's words, the heading
// boosted ×2 and the filename ×1.5, the k best; vector search returns the k nearest whatever
// their similarity.
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import MiniSearch from 'minisearch';
import type { Chunk } from '../services/platform/src/search/index.js';

export type Mode = 'keyword' | 'vector' | 'hybrid';

export interface BenchQuery {
  text: string;
  vector: number[];
  k: number;
}

/** A search library under test: add chunks, answer a query in one of its modes. */
export interface Engine {
  name: string;
  modes: Mode[];
  add(chunks: Chunk[]): Promise<void>;
  search(mode: Mode, query: BenchQuery): Promise<number>;
}

const BOOST = { heading: 2, filename: 1.5 };

export function miniSearchEngine(): Engine {
  const index = new MiniSearch<Omit<Chunk, 'vector'>>({
    fields: ['text', 'heading', 'filename'],
    // Hits carry the chunk as ours do (text for the prompt, filename and heading to cite).
    storeFields: ['documentId', 'filename', 'heading', 'text'],
    searchOptions: { boost: BOOST, combineWith: 'OR' },
  });
  return {
    name: 'MiniSearch 7',
    modes: ['keyword'],
    add: async (chunks) => index.addAll(chunks.map(({ vector: _vector, ...rest }) => rest)),
    // MiniSearch has no limit: it scores and sorts every match.
    search: async (_mode, q) => index.search(q.text).slice(0, q.k).length,
  };
}

export function oramaEngine(dims: number): Engine {
  const db = create({
    schema: {
      documentId: 'string',
      filename: 'string',
      heading: 'string',
      text: 'string',
      embedding: `vector[${dims}]`,
    } as const,
  });
  const properties: ('text' | 'heading' | 'filename')[] = ['text', 'heading', 'filename'];
  return {
    name: 'Orama 3',
    modes: ['keyword', 'vector', 'hybrid'],
    add: async (chunks) => {
      await insertMultiple(
        db,
        chunks.map((c) => ({
          id: c.id,
          documentId: c.documentId,
          filename: c.filename,
          heading: c.heading,
          text: c.text,
          embedding: c.vector,
        })),
        5000,
      );
    },
    search: async (mode, q) => {
      const vector = { value: q.vector, property: 'embedding' };
      const result =
        mode === 'keyword'
          ? await oramaSearch(db, {
              term: q.text,
              properties,
              boost: BOOST,
              threshold: 1,
              limit: q.k,
            })
          : mode === 'vector'
            ? await oramaSearch(db, { mode: 'vector', vector, similarity: -1, limit: q.k })
            : await oramaSearch(db, {
                mode: 'hybrid',
                term: q.text,
                vector,
                properties,
                boost: BOOST,
                threshold: 1,
                similarity: -1,
                limit: q.k,
              });
      return result.hits.length;
    },
  };
}
