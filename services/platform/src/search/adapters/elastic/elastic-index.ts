import { errors, type Client } from '@elastic/elasticsearch';
import { connectElasticsearch } from './elastic-client.js';
import { invalid } from '../../../errors/index.js';
import { foldText } from '../../analyzer.js';
import { rankHits } from '../../hits.js';
import type { Chunk, SearchHit, SearchIndex, SearchQuery } from '../../port.js';

export interface ElasticSettings {
  url: string;
  dims: number;
  indexName: string;
}

/** A chunk as stored in Elasticsearch (snake_case like the rest of the wire formats). */
interface ChunkSource {
  org_id: string;
  document_id: string;
  chunk_id: string;
  filename: string;
  heading: string;
  text: string;
  /** Folded copies for BM25 (see analyzer.ts); indexed, left out of _source. */
  search_text?: string;
  search_heading?: string;
  search_filename?: string;
  vector?: number[];
}

const BULK_BATCH = 500;
/** BM25 over the text and, boosted, the heading and filename (same weights as the in-process index). */
const TEXT_FIELDS = ['search_text', 'search_heading^2', 'search_filename^1.5'];

/**
 * Elasticsearch SearchIndex: one index, every query filtered by org_id (also inside kNN), and
 * hybrid retrieval as two requests, a BM25 multi_match and an HNSW kNN, fused here with
 * reciprocal rank fusion (Elasticsearch's own RRF retriever needs a paid licence).
 * Document ids are `<org>:<chunk>`, so one organisation can never overwrite another's chunk.
 */
export class ElasticIndex implements SearchIndex {
  private constructor(
    private readonly client: Client,
    private readonly s: ElasticSettings,
  ) {}

  static async open(s: ElasticSettings): Promise<ElasticIndex> {
    const client = await connectElasticsearch(s.url);
    const index = new ElasticIndex(client, s);
    await index.ensureIndex();
    return index;
  }

  async upsert(chunks: Chunk[]): Promise<void> {
    for (const c of chunks) {
      if (!c.orgId || !c.id || !c.documentId)
        throw invalid('a chunk needs an orgId, an id and a documentId');
      if (c.vector.length !== this.s.dims)
        throw invalid(`a chunk vector needs ${this.s.dims} dimensions`);
    }
    for (let i = 0; i < chunks.length; i += BULK_BATCH) {
      const operations = chunks.slice(i, i + BULK_BATCH).flatMap((c) => [
        { index: { _index: this.s.indexName, _id: `${c.orgId}:${c.id}` } },
        {
          org_id: c.orgId,
          document_id: c.documentId,
          chunk_id: c.id,
          filename: c.filename,
          heading: c.heading,
          text: c.text,
          search_text: foldText(c.text),
          search_heading: foldText(c.heading),
          search_filename: foldText(c.filename),
          // A zero vector has no cosine; leaving it out keeps the chunk findable by BM25.
          ...(isZero(c.vector) ? {} : { vector: c.vector }),
        } satisfies ChunkSource,
      ]);
      // wait_for: searchable when this resolves, as with the in-process index, without forcing refreshes.
      const result = await this.client.bulk({ operations, refresh: 'wait_for' });
      if (result.errors) {
        const failed = result.items.find((item) => item.index?.error)?.index?.error;
        throw new Error(
          `indexing chunks failed: ${failed?.type ?? 'unknown'}: ${failed?.reason ?? ''}`,
        );
      }
    }
  }

  async deleteByDocument(orgId: string, documentId: string): Promise<void> {
    if (!orgId) throw invalid('a valid org id is required');
    const query = {
      bool: { filter: [{ term: { org_id: orgId } }, { term: { document_id: documentId } }] },
    };
    try {
      await this.client.deleteByQuery({
        index: this.s.indexName,
        query,
        refresh: true,
        conflicts: 'proceed',
      });
    } catch (err) {
      if (!isMissingEndpoint(err)) throw err;
      // A server built without the reindex module has no _delete_by_query: same effect by hand.
      for (;;) {
        const found = await this.client.search({
          index: this.s.indexName,
          size: 1000,
          _source: false,
          query,
        });
        if (found.hits.hits.length === 0) return;
        const operations = found.hits.hits.map((hit) => ({
          delete: { _index: this.s.indexName, _id: hit._id as string },
        }));
        await this.client.bulk({ operations, refresh: 'wait_for' });
      }
    }
  }

  async search(orgId: string, query: SearchQuery): Promise<SearchHit[]> {
    if (!orgId) throw invalid('a valid org id is required');
    if (!Number.isInteger(query.k) || query.k < 1) throw invalid('k must be a positive integer');
    if (query.vector.length !== 0 && query.vector.length !== this.s.dims) {
      throw invalid(`a query vector needs ${this.s.dims} dimensions`);
    }
    const depth = Math.max(50, query.k * 4);
    // The tenant filter is in both queries: kNN applies it while searching the graph, not after.
    const filter = [{ term: { org_id: orgId } }];
    const source = { excludes: ['vector'] };
    const [bm25, knn] = await Promise.all([
      query.text.trim()
        ? this.client.search<ChunkSource>({
            index: this.s.indexName,
            size: depth,
            _source: source,
            query: {
              bool: { filter, must: [{ multi_match: { query: query.text, fields: TEXT_FIELDS } }] },
            },
          })
        : null,
      query.vector.length > 0 && !isZero(query.vector)
        ? this.client.search<ChunkSource>({
            index: this.s.indexName,
            size: depth,
            _source: source,
            knn: {
              field: 'vector',
              query_vector: query.vector,
              k: depth,
              num_candidates: Math.max(100, depth * 2),
              filter,
            },
          })
        : null,
    ]);
    const rows = new Map<string, ChunkSource>();
    const ids = (result: typeof bm25): string[] =>
      (result?.hits.hits ?? []).flatMap((hit) => {
        const row = hit._source;
        if (!row || row.org_id !== orgId) return [];
        rows.set(row.chunk_id, row);
        return [row.chunk_id];
      });
    const lists = [ids(bm25), ids(knn)];
    return rankHits(lists, query.k, (id) => {
      const row = rows.get(id);
      return (
        row && {
          documentId: row.document_id,
          filename: row.filename,
          heading: row.heading,
          text: row.text,
        }
      );
    });
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /** Creates the index with its mapping if missing; refuses one whose vectors have other dims. */
  private async ensureIndex(): Promise<void> {
    const index = this.s.indexName;
    if (!(await this.client.indices.exists({ index }))) {
      try {
        await this.client.indices.create({
          index,
          mappings: {
            dynamic: 'strict',
            _source: { excludes: ['search_*'] },
            properties: {
              org_id: { type: 'keyword' },
              document_id: { type: 'keyword' },
              chunk_id: { type: 'keyword' },
              filename: { type: 'keyword' },
              heading: { type: 'keyword' },
              text: { type: 'text', index: false },
              search_text: { type: 'text', analyzer: 'standard' },
              search_heading: { type: 'text', analyzer: 'standard' },
              search_filename: { type: 'text', analyzer: 'standard' },
              // index: true → an HNSW graph for approximate kNN.
              vector: {
                type: 'dense_vector',
                dims: this.s.dims,
                index: true,
                similarity: 'cosine',
              },
            },
          },
        });
        return;
      } catch (err) {
        // Another instance created it at the same moment.
        if (!(
          err instanceof errors.ResponseError &&
          err.body?.error?.type === 'resource_already_exists_exception'
        ))
          throw err;
      }
    }
    const mapping = await this.client.indices.getMapping({ index });
    const props = Object.values(mapping)[0]?.mappings.properties ?? {};
    const vector = props.vector as { dims?: number } | undefined;
    if (vector?.dims !== undefined && vector.dims !== this.s.dims) {
      throw new Error(
        `index ${index} holds ${vector.dims}-dimension vectors, the embedder makes ${this.s.dims}: re-index`,
      );
    }
  }
}

const isZero = (v: number[]): boolean => v.every((x) => x === 0);

/** Elasticsearch answers an API its build lacks with 400/404 "no handler found for uri". */
const isMissingEndpoint = (err: unknown): boolean =>
  err instanceof errors.ResponseError &&
  /no handler found for uri/.test(JSON.stringify(err.body ?? err.message));
