import type { BlobStore } from '@winzmail/platform/blobs';
import {
  byteFile,
  jsonArrayFile,
  mapPages,
  pagesOf,
  type ExportPart,
} from '@winzmail/platform/export';
import type { DocumentDoc, GapDoc, KnowledgeRepos } from './adapters/repositories.js';
import { cleanFilename } from './domain/filenames.js';

/** A document's metadata as exported (no storage keys, embedder names or events). */
const documentRecord = (d: DocumentDoc) => ({
  id: d._id,
  filename: d.filename,
  type: d.type,
  content_type: d.content_type,
  size: d.size,
  upload_time: d.upload_time,
  status: d.status,
  source_url: d.source_url,
  file: fileName(d),
});

/** A knowledge-gap question as exported (without its vector). */
const gapRecord = (g: GapDoc) => ({
  id: g._id,
  source: g.source,
  question: g.question,
  answer: g.answer,
  occurred_at: g.occurred_at,
  resolved_at: g.resolved_at ?? null,
  resolved_by: g.resolved_by ?? null,
});

/** Where a document's original file is in the zip: its id keeps two same names apart. */
const fileName = (d: DocumentDoc): string =>
  `documents/files/${d._id}/${cleanFilename(d.filename)}`;

/**
 * knowledge-ingestion's part of the organisation's export: the documents' list, the knowledge-gap
 * queue, then each document's original file streamed from the blob store as it is read.
 */
export async function* exportOrg(
  deps: { repos: KnowledgeRepos; blobs: BlobStore },
  orgId: string,
): AsyncGenerator<ExportPart> {
  const { repos, blobs } = deps;
  yield* jsonArrayFile(
    'documents/documents.json',
    mapPages(pagesOf(repos.documents, { org_id: orgId }), documentRecord),
  );
  yield* jsonArrayFile(
    'documents/knowledge-gaps.json',
    mapPages(pagesOf(repos.gaps, { org_id: orgId }), gapRecord),
  );
  for await (const page of pagesOf(repos.documents, { org_id: orgId })) {
    for (const doc of page) {
      // A file deleted meanwhile (the document with it) is simply not in the export.
      if (!(await blobs.head(doc.blob_key))) continue;
      const blob = await blobs.get(doc.blob_key);
      yield* byteFile(fileName(doc), blob.body);
    }
  }
}
