import type { Readable } from 'node:stream';
import { nowIso, type Logger } from '@winzmail/platform';
import type { BlobStore } from '@winzmail/platform/blobs';
import type { Embedder } from '@winzmail/platform/embed';
import type { EventOutbox, OutboxEvent } from '@winzmail/platform/outbox';
import type { Chunk, SearchIndex } from '@winzmail/platform/search';
import { parseDocument, type ParseLimits } from './adapters/parsers/index.js';
import type { DocumentDoc, KnowledgeRepos } from './adapters/repositories.js';
import { chunkDocument, type ChunkingOptions } from './domain/chunker.js';
import { DocumentError, MESSAGES } from './domain/messages.js';
import type { Relatedness } from './relatedness.js';

export interface ChunksDeps {
  repos: KnowledgeRepos;
  blobs: BlobStore;
  index: SearchIndex;
  embedder: Embedder;
  /** document.processed leaves with the status transition. */
  outbox: EventOutbox;
  logger: Logger;
  parseLimits: ParseLimits;
  chunking: ChunkingOptions;
  /** The bus's attempts: on the last one an unexpected failure ends in status error. */
  maxAttempts: number;
  /** Sentence vectors made at indexing time (relatedness.ts), for questions' first replies. */
  sentences?: Pick<Relatedness, 'prewarm'>;
}

const EMBED_BATCH = 64;

/** The document was deleted while it was being processed. */
class Deleted extends Error {}

async function readAll(body: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of body)
    parts.push(Buffer.isBuffer(part) ? part : Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
}

/** The file name without its extension: the title of a document that names none. */
const stem = (filename: string) => filename.replace(/\.[A-Za-z0-9]{1,8}$/, '');

/**
 * document.uploaded → extract, normalise, chunk, embed, index, ready. A bad document ends in
 * status error with a reason (never a crash, never a stalled queue); an unexpected failure
 * (store or embedder down) is retried by the bus and ends in error after the last attempt.
 * Idempotent: a document that is not `processing` any more is left alone.
 */
export class Chunks {
  constructor(private readonly deps: ChunksDeps) {}

  async process(orgId: string, documentId: string, attempt = 1): Promise<void> {
    const { repos, logger } = this.deps;
    const doc = await repos.documents.findOne({ _id: documentId, org_id: orgId });
    if (!doc || doc.status !== 'processing') return;
    const started = Date.now();
    try {
      const indexed = await this.index(doc);
      const chunks = indexed.length;
      const res = await this.deps.outbox.updateOne(
        repos.documents,
        { _id: doc._id, org_id: orgId, status: 'processing' },
        {
          $set: {
            status: 'ready',
            error: '',
            chunk_count: chunks,
            embedder: this.deps.embedder.id,
          },
        },
        [processed(doc, 'ready', '', chunks)],
      );
      if (res.matched === 0) {
        // Deleted while it was processed: leave nothing behind.
        await this.deps.index.deleteByDocument(orgId, doc._id);
        return;
      }
      logger.info(
        { document_id: doc._id, type: doc.type, chunks, ms: Date.now() - started },
        'document ready',
      );
      this.prewarm(doc, indexed);
    } catch (err) {
      if (err instanceof Deleted) return;
      if (err instanceof DocumentError) {
        logger.info(
          { document_id: doc._id, type: doc.type, reason: err.message },
          'document refused',
        );
        await this.fail(doc, err.message);
        return;
      }
      if (attempt < this.deps.maxAttempts) throw err;
      logger.error({ err, document_id: doc._id }, 'document processing failed on the last attempt');
      await this.fail(doc, MESSAGES.failed);
    }
  }

  /** Parses, chunks, embeds and indexes a document; returns its chunks. */
  private async index(doc: DocumentDoc): Promise<Chunk[]> {
    const { blobs, embedder, index } = this.deps;
    const blob = await blobs.get(doc.blob_key);
    const bytes = await readAll(blob.body);
    const parsed = await parseDocument(doc.type, bytes, this.deps.parseLimits);
    const title = parsed.title || stem(doc.filename);
    const pieces = chunkDocument(title, parsed.blocks, this.deps.chunking);
    if (pieces.length === 0) throw new DocumentError(MESSAGES.noText);
    const chunks: Chunk[] = [];
    for (let i = 0; i < pieces.length; i += EMBED_BATCH) {
      // A long document deleted meanwhile stops early instead of holding the queue.
      if (i > 0 && (i / EMBED_BATCH) % 8 === 0 && !(await this.stillProcessing(doc)))
        throw new Deleted();
      const batch = pieces.slice(i, i + EMBED_BATCH);
      const vectors = await embedder.embed(batch.map((p) => p.context));
      batch.forEach((p, j) =>
        chunks.push({
          id: `${doc._id}:${i + j}`,
          orgId: doc.org_id,
          documentId: doc._id,
          filename: doc.filename,
          heading: p.heading,
          text: p.context,
          vector: vectors[j]!,
          // Kept with the chunk: Search then needs no look-up of the document per hit.
          sourceUrl: doc.source_url ?? '',
        }),
      );
    }
    // Re-processing replaces what an earlier run indexed.
    await index.deleteByDocument(doc.org_id, doc._id);
    await index.upsert(chunks);
    return chunks;
  }

  /**
   * Every sentence's vector, after the document is ready: they cost several times the chunks'
   * (bench/answer-quality: 1,006 chunks ready in ~35 s, their sentences in ~200 s more), and the
   * document is searchable without them — a question asked meanwhile embeds its own sentences.
   */
  private prewarm(doc: DocumentDoc, chunks: Chunk[]): void {
    this.deps.sentences
      ?.prewarm(chunks)
      .catch((err: unknown) =>
        this.deps.logger.warn({ err, document_id: doc._id }, 'sentence vectors not made'),
      );
  }

  private async stillProcessing(doc: DocumentDoc): Promise<boolean> {
    const now = await this.deps.repos.documents.findOne({ _id: doc._id, org_id: doc.org_id });
    return now?.status === 'processing';
  }

  private async fail(doc: DocumentDoc, reason: string): Promise<void> {
    await this.deps.index.deleteByDocument(doc.org_id, doc._id).catch(() => undefined);
    await this.deps.outbox.updateOne(
      this.deps.repos.documents,
      { _id: doc._id, org_id: doc.org_id, status: 'processing' },
      { $set: { status: 'error', error: reason, chunk_count: 0 } },
      [processed(doc, 'error', reason, 0)],
    );
  }
}

const processed = (
  doc: DocumentDoc,
  status: 'ready' | 'error',
  error: string,
  chunks: number,
): OutboxEvent => ({
  topic: 'document.processed',
  event: {
    event_id: `document.processed:${doc._id}:${doc.upload_time}:${status}`,
    org_id: doc.org_id,
    occurred_at: nowIso(),
    document_id: doc._id,
    status,
    error,
    chunk_count: chunks,
  },
});
