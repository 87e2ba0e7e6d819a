import type { Readable } from 'node:stream';
import { invalid, newId, notFound, nowIso, type Logger } from '@winzmail/platform';
import type { BlobStore } from '@winzmail/platform/blobs';
import { embedQueries, type Embedder } from '@winzmail/platform/embed';
import type { EventOutbox, OutboxEvent } from '@winzmail/platform/outbox';
import type { Reranker } from '@winzmail/platform/rerank';
import type { SearchHit, SearchIndex } from '@winzmail/platform/search';
import type { knowledge } from '@winzmail/proto';
import { blobKey, type DocumentDoc, type KnowledgeRepos } from './adapters/repositories.js';
import { FetchError } from './adapters/scrape/guarded-fetch.js';
import type { Scraper } from './adapters/scrape/scraper.js';
import { parseScrapeUrl } from './domain/scrape-url.js';
import { CONTENT_TYPES, checkUpload, type DocumentType } from './domain/file-types.js';
import { cleanFilename, nameForPage } from './domain/filenames.js';
import { denseWeight } from './domain/fusion.js';
import { DocumentError, MESSAGES } from './domain/messages.js';
import { orderByRerank, rerankDepth } from './domain/rerank.js';

/** A document as the API shows it: the proto's Document message. */
export type DocumentView = knowledge.Document__Output;

export interface DocumentsDeps {
  repos: KnowledgeRepos;
  blobs: BlobStore;
  index: SearchIndex;
  embedder: Embedder;
  /** document.uploaded leaves with the write that puts a document in `processing`. */
  outbox: EventOutbox;
  scraper: Scraper;
  logger: Logger;
  /** Reorders the fused top candidates (a cross-encoder); absent: the fused order stands. */
  reranker?: Reranker;
  /** How many fused candidates the reranker reads (RERANK_TOP_N). */
  rerankTopN?: number;
}

export const toView = (d: DocumentDoc): DocumentView => ({
  id: d._id,
  filename: d.filename,
  upload_time: d.upload_time,
  size: d.size,
  type: d.type,
  status: d.status,
  error: d.error,
  source_url: d.source_url,
  chunk_count: d.chunk_count,
});

export const MAX_K = 50;

const uploaded = (doc: DocumentDoc, eventId: string): OutboxEvent => ({
  topic: 'document.uploaded',
  event: { event_id: eventId, org_id: doc.org_id, occurred_at: nowIso(), document_id: doc._id },
});

/**
 * The knowledge-base use cases. Every call is scoped to the caller's organisation (the org id
 * comes from the verified token through the gateway); another organisation's document is
 * indistinguishable from a missing one.
 */
export class Documents {
  constructor(private readonly deps: DocumentsDeps) {}

  /** Stores an uploaded file (already size-checked while streaming) and queues its processing. */
  async upload(orgId: string, rawName: string, bytes: Buffer): Promise<DocumentView> {
    const filename = cleanFilename(rawName);
    let type: DocumentType;
    try {
      type = checkUpload(filename, bytes.subarray(0, 8192), bytes.length);
    } catch (err) {
      if (err instanceof DocumentError) throw invalid(err.message, { file: err.message });
      throw err;
    }
    return this.create(orgId, { filename, type, bytes, sourceUrl: '' });
  }

  /** Fetches a web page (SSRF-guarded) and stores its readable text as a document. */
  async scrape(orgId: string, rawUrl: string, maxPages: number): Promise<DocumentView> {
    const url = parseScrapeUrl(rawUrl);
    if (!url) throw invalid(MESSAGES.badUrl, { url: MESSAGES.badUrl });
    let site;
    try {
      site = await this.deps.scraper.scrape(url.toString(), maxPages);
    } catch (err) {
      if (err instanceof FetchError) {
        this.deps.logger.info({ kind: err.kind, reason: err.message }, 'scrape refused or failed');
        const message = err.kind === 'blocked' ? MESSAGES.blockedAddress : MESSAGES.fetchFailed;
        throw invalid(message, { url: message });
      }
      this.deps.logger.warn({ err }, 'scrape failed');
      throw invalid(MESSAGES.fetchFailed, { url: MESSAGES.fetchFailed });
    }
    return this.create(orgId, {
      filename: nameForPage(site.title, site.url),
      type: 'web',
      bytes: Buffer.from(site.markdown, 'utf8'),
      sourceUrl: url.toString(),
    });
  }

  private async create(
    orgId: string,
    input: { filename: string; type: DocumentType; bytes: Buffer; sourceUrl: string },
  ): Promise<DocumentView> {
    const id = newId();
    const doc: DocumentDoc = {
      _id: id,
      org_id: orgId,
      filename: input.filename,
      type: input.type,
      content_type: CONTENT_TYPES[input.type],
      size: input.bytes.length,
      upload_time: nowIso(),
      status: 'processing',
      error: '',
      source_url: input.sourceUrl,
      chunk_count: 0,
      blob_key: blobKey(orgId, id),
    };
    // Bytes first: a record never points at a file that is not there.
    await this.deps.blobs.put(doc.blob_key, input.bytes, doc.content_type);
    try {
      await this.deps.outbox.insertOne(this.deps.repos.documents, doc, [
        uploaded(doc, `document.uploaded:${doc._id}:${doc.upload_time}`),
      ]);
    } catch (err) {
      await this.deps.blobs.delete(doc.blob_key).catch(() => undefined);
      throw err;
    }
    return toView(doc);
  }

  /** Queues documents indexed by another embedder for re-indexing (vectors must match). */
  async reindexStale(): Promise<number> {
    const { embedder, outbox, repos } = this.deps;
    const stale = await repos.documents.find({ status: 'ready', embedder: { $ne: embedder.id } });
    for (const doc of stale) {
      await outbox.updateOne(
        repos.documents,
        { _id: doc._id, status: 'ready' },
        { $set: { status: 'processing' } },
        // Its own id: this is a new request to process, not a redelivery of the upload.
        [uploaded(doc, `document.uploaded:${doc._id}:reindex:${embedder.id}`)],
      );
    }
    return stale.length;
  }

  async list(orgId: string): Promise<DocumentView[]> {
    const docs = await this.deps.repos.documents.find(
      { org_id: orgId },
      { sort: { upload_time: -1 } },
    );
    return docs.map(toView);
  }

  async get(orgId: string, id: string): Promise<DocumentDoc> {
    const doc = id ? await this.deps.repos.documents.findOne({ _id: id, org_id: orgId }) : null;
    if (!doc) throw notFound(MESSAGES.notFound);
    return doc;
  }

  /** The original bytes, for download. */
  async open(
    orgId: string,
    id: string,
  ): Promise<{ doc: DocumentDoc; size: number; body: Readable }> {
    const doc = await this.get(orgId, id);
    const blob = await this.deps.blobs.get(doc.blob_key);
    return { doc, size: blob.size, body: blob.body };
  }

  /**
   * Removes the chunks, the file and the record. A document the caller does not own — another
   * organisation's, one that never existed, or one already deleted — is not found (404): the
   * answer never claims a deletion that did not happen.
   */
  async delete(orgId: string, id: string): Promise<void> {
    const doc = await this.get(orgId, id);
    await this.deps.index.deleteByDocument(orgId, doc._id);
    await this.deps.blobs.delete(doc.blob_key);
    // Two deletes racing both found the record; only the one that removes it succeeds.
    const removed = await this.deps.repos.documents.deleteOne({ _id: doc._id, org_id: orgId });
    if (removed === 0) throw notFound(MESSAGES.notFound);
    // A processing run that finishes after this removes what it indexed (see Chunks).
    await this.deps.index.deleteByDocument(orgId, doc._id);
  }

  /**
   * Hybrid retrieval in one organisation's chunks, as the contract's Source (the one shape a
   * source keeps up to its reader), each with its page's address when the document was scraped
   * (a public chat may show only those). `language`: the query's, when the caller detected it.
   */
  async search(
    orgId: string,
    query: string,
    k: number,
    language?: string,
  ): Promise<knowledge.Source[]> {
    const hits = await this.retrieve(orgId, query, k, language);
    // Chunks carry their page's address since it is kept in the index; only chunks indexed
    // before that ask their documents.
    const ids = [
      ...new Set(hits.filter((h) => h.sourceUrl === undefined).map((h) => h.documentId)),
    ];
    const docs = ids.length
      ? await this.deps.repos.documents.find({ org_id: orgId, _id: { $in: ids } })
      : [];
    const urls = new Map(docs.map((d) => [d._id, d.source_url]));
    return hits.map((h) => ({
      chunk_id: h.chunkId,
      document_id: h.documentId,
      filename: h.filename,
      heading: h.heading,
      text: h.text,
      score: h.score,
      source_url: h.sourceUrl ?? urls.get(h.documentId) ?? '',
    }));
  }

  private async retrieve(
    orgId: string,
    query: string,
    k: number,
    language?: string,
  ): Promise<SearchHit[]> {
    const text = query.trim();
    if (!orgId || !text) return [];
    let weight = denseWeight(this.deps.embedder, text);
    // A model that fails (its process died under the query) leaves BM25 to answer alone.
    const [vector] =
      weight > 0
        ? await embedQueries(this.deps.embedder, [text]).catch((err: unknown) => {
            this.deps.logger.warn({ err }, 'query embedding failed; searching by BM25 alone');
            weight = 0;
            return [];
          })
        : [];
    const wanted = Math.max(1, Math.min(k || 5, MAX_K));
    const { reranker, rerankTopN = 20 } = this.deps;
    const hits = await this.deps.index.search(orgId, {
      text,
      vector: vector ?? [],
      k: reranker ? rerankDepth(wanted, rerankTopN, MAX_K) : wanted,
      denseWeight: weight,
      ...(language ? { language } : {}),
    });
    if (!reranker || hits.length < 2) return hits.slice(0, wanted);
    // The heading goes with the text: a chunk's section title often carries the answer's topic.
    const scores = await reranker
      .score(
        text,
        hits.map((h) => (h.heading ? `${h.heading}\n${h.text}` : h.text)),
      )
      .catch((err: unknown) => {
        // Reranking is optional: when it fails the fused order stands.
        this.deps.logger.warn({ err }, 'reranking failed; the fused order stands');
        return null;
      });
    return scores ? orderByRerank(hits, scores, wanted) : hits.slice(0, wanted);
  }
}
