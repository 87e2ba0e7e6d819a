import { errors, type Client } from '@elastic/elasticsearch';
import { connectElasticsearch } from './elastic-client.js';
import { invalid } from '../../../errors/index.js';
import {
  chunkLanguages,
  chunkTerms,
  DEFAULT_RANKING,
  queryTerms,
  type Ranking,
} from '../../analysis.js';
import { rankHits } from '../../hits.js';
import {
  denseWeightOf,
  type Chunk,
  type SearchHit,
  type SearchIndex,
  type SearchQuery,
} from '../../port.js';
import { copyChunks } from './migrate.js';

export interface ElasticSettings {
  url: string;
  dims: number;
  indexName: string;
  /** An index of an older mapping whose chunks are copied (re-analysed) into a new `indexName`. */
  previousIndexName?: string;
  /** BM25 parameters (fixed in the index's similarity when it is created) and field weights. */
  ranking?: Ranking;
  /** Primary shards of a new index (default 1). Fixed at creation: an existing index keeps its own. */
  shards?: number;
  /** Replicas of each shard; unset: Elasticsearch's default (1) and an existing index untouched. */
  replicas?: number;
  /** Told when the index's settings differ from these and cannot follow them. */
  warn?: (message: string) => void;
}

/** A chunk as stored in Elasticsearch (snake_case like the rest of the wire formats). */
interface ChunkSource {
  org_id: string;
  document_id: string;
  chunk_id: string;
  filename: string;
  heading: string;
  text: string;
  /** The language the chunk was analysed in. */
  lang?: string;
  /** Absent in chunks indexed before the mapping had it. */
  source_url?: string;
  /** Analysed terms joined by spaces (see analysis.ts); indexed, left out of _source. */
  search_text?: string;
  search_heading?: string;
  search_filename?: string;
  vector?: number[];
}

const BULK_BATCH = 500;
/** Stored, never searched. */
const SOURCE_URL = { source_url: { type: 'keyword', index: false } } as const;
/** How long an organisation's list of chunk languages is trusted before it is asked again. */
const LANGUAGES_TTL_MS = 60_000;

/**
 * Elasticsearch SearchIndex: one index, every query filtered by org_id (also inside kNN), and
 * hybrid retrieval as two requests, a BM25 multi_match and an HNSW kNN, fused here with
 * weighted reciprocal rank fusion (Elasticsearch's own RRF retriever needs a paid licence).
 * Text arrives analysed by the same code as the in-process index (analysis.ts) into
 * `whitespace` fields scored by a BM25 similarity with the same k1 and b. The statistics are
 * one set per index (they span every organisation in it, unlike the in-process index's
 * per-organisation ones): on more than one shard the BM25 query gathers every shard's first
 * (dfs_query_then_fetch), so the shard count does not change the ranking. Document ids are
 * `<org>:<chunk>`, so one organisation can never overwrite another's chunk.
 */
export class ElasticIndex implements SearchIndex {
  private readonly ranking: Ranking;
  /** Per organisation: the languages its chunks are in, and when that was asked. */
  private readonly languages = new Map<string, { langs: Set<string>; at: number }>();
  /** The index's primary shards as Elasticsearch reports them (an operator may have split it). */
  private shards = 1;

  private constructor(
    private readonly client: Client,
    private readonly s: ElasticSettings,
  ) {
    this.ranking = s.ranking ?? DEFAULT_RANKING;
  }

  static async open(s: ElasticSettings): Promise<ElasticIndex> {
    const client = await connectElasticsearch(s.url);
    const index = new ElasticIndex(client, s);
    const copyFrom = await index.ensureIndex();
    if (copyFrom) {
      // Recorded in the mapping's _meta until done, so a copy cut short resumes on the next start.
      await copyChunks(client, copyFrom, s.dims, (chunks) => index.upsert(chunks));
      await client.indices.putMapping({ index: s.indexName, _meta: {} });
    }
    return index;
  }

  async upsert(chunks: Chunk[]): Promise<void> {
    for (const c of chunks) {
      if (!c.orgId || !c.id || !c.documentId)
        throw invalid('a chunk needs an orgId, an id and a documentId');
      if (c.vector.length !== this.s.dims)
        throw invalid(`a chunk vector needs ${this.s.dims} dimensions`);
    }
    const languages = chunkLanguages(chunks);
    for (let i = 0; i < chunks.length; i += BULK_BATCH) {
      const operations = chunks.slice(i, i + BULK_BATCH).flatMap((c, j) => {
        const lang = languages[i + j] as string;
        this.languages.get(c.orgId)?.langs.add(lang);
        const [text, heading, filename] = chunkTerms(c, lang).map((terms) => terms.join(' '));
        return [
          { index: { _index: this.s.indexName, _id: `${c.orgId}:${c.id}` } },
          {
            org_id: c.orgId,
            document_id: c.documentId,
            chunk_id: c.id,
            filename: c.filename,
            heading: c.heading,
            text: c.text,
            lang,
            ...(c.sourceUrl !== undefined ? { source_url: c.sourceUrl } : {}),
            search_text: text,
            search_heading: heading,
            search_filename: filename,
            // A zero vector has no cosine; leaving it out keeps the chunk findable by BM25.
            ...(isZero(c.vector) ? {} : { vector: c.vector }),
          } satisfies ChunkSource,
        ];
      });
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
    await this.deleteWhere({
      bool: { filter: [{ term: { org_id: orgId } }, { term: { document_id: documentId } }] },
    });
  }

  async deleteByOrg(orgId: string): Promise<void> {
    if (!orgId) throw invalid('a valid org id is required');
    await this.deleteWhere({ bool: { filter: [{ term: { org_id: orgId } }] } });
  }

  private async deleteWhere(query: { bool: { filter: object[] } }): Promise<void> {
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
    const denseWeight = denseWeightOf(query);
    const depth = Math.max(50, query.k * 4);
    // The tenant filter is in both queries: kNN applies it while searching the graph, not after.
    const filter = [{ term: { org_id: orgId } }];
    const source = { excludes: ['vector'] };
    const terms = query.text.trim()
      ? queryTerms(query.text, await this.languagesOf(orgId), query.language)
      : [];
    const { fields } = this.ranking;
    const [bm25, knn] = await Promise.all([
      terms.length > 0
        ? this.client.search<ChunkSource>({
            index: this.s.indexName,
            size: depth,
            _source: source,
            // One shard's term statistics differ from the index's: ask for the global ones first.
            ...(this.shards > 1 ? { search_type: 'dfs_query_then_fetch' as const } : {}),
            query: {
              bool: {
                filter,
                must: [
                  {
                    // most_fields sums the weighted fields' BM25, as the in-process index does.
                    multi_match: {
                      query: terms.join(' '),
                      type: 'most_fields',
                      fields: [
                        `search_text^${fields.text}`,
                        `search_heading^${fields.heading}`,
                        `search_filename^${fields.filename}`,
                      ],
                    },
                  },
                ],
              },
            },
          })
        : null,
      denseWeight > 0 && query.vector.length > 0 && !isZero(query.vector)
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
    const lists = [
      { ids: ids(bm25), weight: 1 },
      { ids: ids(knn), weight: denseWeight },
    ];
    return rankHits(lists, query.k, (id) => {
      const row = rows.get(id);
      return (
        row && {
          documentId: row.document_id,
          filename: row.filename,
          heading: row.heading,
          text: row.text,
          ...(row.source_url !== undefined ? { sourceUrl: row.source_url } : {}),
        }
      );
    });
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /** The languages of an organisation's chunks (asked again after a minute: other instances index too). */
  private async languagesOf(orgId: string): Promise<Set<string>> {
    const known = this.languages.get(orgId);
    if (known && Date.now() - known.at < LANGUAGES_TTL_MS) return known.langs;
    const result = await this.client.search({
      index: this.s.indexName,
      size: 0,
      query: { term: { org_id: orgId } },
      aggs: { langs: { terms: { field: 'lang', size: 100 } } },
    });
    const agg = result.aggregations?.langs as { buckets?: { key: string }[] } | undefined;
    const langs = new Set((agg?.buckets ?? []).map((b) => b.key));
    this.languages.set(orgId, { langs, at: Date.now() });
    return langs;
  }

  /**
   * Creates the index with its mapping if missing; refuses one whose vectors have other dims.
   * Returns the older index whose chunks still need copying into this one, if any.
   */
  private async ensureIndex(): Promise<string | undefined> {
    const index = this.s.indexName;
    const previous = this.s.previousIndexName;
    const copyFrom =
      previous && previous !== index && (await this.client.indices.exists({ index: previous }))
        ? previous
        : undefined;
    const { k1, b } = this.ranking;
    const analysed = { type: 'text', analyzer: 'whitespace', similarity: 'winzmail_bm25' } as const;
    if (!(await this.client.indices.exists({ index }))) {
      try {
        await this.client.indices.create({
          index,
          settings: {
            number_of_shards: this.s.shards ?? 1,
            ...(this.s.replicas !== undefined ? { number_of_replicas: this.s.replicas } : {}),
            similarity: { winzmail_bm25: { type: 'BM25', k1, b } },
          },
          mappings: {
            ...(copyFrom ? { _meta: { copy_from: copyFrom } } : {}),
            dynamic: 'strict',
            _source: { excludes: ['search_*'] },
            properties: {
              org_id: { type: 'keyword' },
              document_id: { type: 'keyword' },
              chunk_id: { type: 'keyword' },
              filename: { type: 'keyword' },
              heading: { type: 'keyword' },
              text: { type: 'text', index: false },
              lang: { type: 'keyword' },
              ...SOURCE_URL,
              search_text: analysed,
              search_heading: analysed,
              search_filename: analysed,
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
        this.shards = this.s.shards ?? 1;
        return copyFrom;
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
    const mappings = Object.values(mapping)[0]?.mappings;
    const props = mappings?.properties ?? {};
    const vector = props.vector as { dims?: number } | undefined;
    if (vector?.dims !== undefined && vector.dims !== this.s.dims) {
      throw new Error(
        `index ${index} holds ${vector.dims}-dimension vectors, the embedder makes ${this.s.dims}: re-index`,
      );
    }
    // An index made before chunks kept their page's address (strict mapping): the field is added
    // in place; its older chunks stay without it (Search asks their documents).
    if (!props.source_url) await this.client.indices.putMapping({ index, properties: SOURCE_URL });
    await this.followSettings();
    const pending = mappings?._meta?.copy_from;
    return typeof pending === 'string' ? pending : undefined;
  }

  /**
   * An existing index: replicas follow the configured count (a dynamic setting); the shard count
   * cannot (fixed at creation), so a different one is only reported.
   */
  private async followSettings(): Promise<void> {
    const index = this.s.indexName;
    const found = await this.client.indices.getSettings({ index });
    const current = Object.values(found)[0]?.settings?.index;
    this.shards = Number(current?.number_of_shards ?? 1);
    if (this.s.shards !== undefined && this.s.shards !== this.shards) {
      this.s.warn?.(
        `index ${index} has ${this.shards} primary shards, not the configured ${this.s.shards}: ` +
          'a shard count is fixed when an index is created (see docs/capacity.md to change it)',
      );
    }
    const { replicas } = this.s;
    if (replicas !== undefined && Number(current?.number_of_replicas) !== replicas) {
      await this.client.indices.putSettings({ index, settings: { number_of_replicas: replicas } });
    }
  }
}

const isZero = (v: number[]): boolean => v.every((x) => x === 0);

/** Elasticsearch answers an API its build lacks with 400/404 "no handler found for uri". */
const isMissingEndpoint = (err: unknown): boolean =>
  err instanceof errors.ResponseError &&
  /no handler found for uri/.test(JSON.stringify(err.body ?? err.message));
