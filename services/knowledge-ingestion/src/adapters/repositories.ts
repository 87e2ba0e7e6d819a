import type { Collection, Doc, DocumentStore } from '@winzmail/platform/store';
import type { DocumentType } from '../domain/file-types.js';

export type DocumentStatus = 'processing' | 'ready' | 'error';

export interface DocumentDoc extends Doc {
  org_id: string;
  filename: string;
  type: DocumentType;
  content_type: string;
  size: number;
  upload_time: string;
  status: DocumentStatus;
  error: string;
  source_url: string;
  chunk_count: number;
  /** Key of the original bytes in the blob store. */
  blob_key: string;
  /** Outbox flag: document.uploaded is re-published at start until this is true. */
  uploaded_event_published: boolean;
  /** Which embedder's vectors the chunks carry (re-index when it changes). */
  embedder?: string;
}

export interface KnowledgeRepos {
  documents: Collection<DocumentDoc>;
}

export async function openRepos(store: DocumentStore): Promise<KnowledgeRepos> {
  const documents = await store.collection<DocumentDoc>('documents', [
    { fields: { org_id: 1, upload_time: -1 } },
    { fields: { uploaded_event_published: 1 } },
  ]);
  return { documents };
}

export const blobKey = (orgId: string, documentId: string): string => `${orgId}/${documentId}`;
