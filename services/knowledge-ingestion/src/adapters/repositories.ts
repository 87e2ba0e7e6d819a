import { OUTBOX_INDEX, type PendingEvents } from '@winzmail/platform/outbox';
import type { Collection, Doc, DocumentStore } from '@winzmail/platform/store';
import type { DocumentType } from '../domain/file-types.js';

export type DocumentStatus = 'processing' | 'ready' | 'error';

/** Carries its document.uploaded / document.processed events until the relay published them. */
export interface DocumentDoc extends Doc, PendingEvents {
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
  /** Which embedder's vectors the chunks carry (re-index when it changes). */
  embedder?: string;
}

export interface KnowledgeRepos {
  documents: Collection<DocumentDoc>;
}

export async function openRepos(store: DocumentStore): Promise<KnowledgeRepos> {
  const documents = await store.collection<DocumentDoc>('documents', [
    { fields: { org_id: 1, upload_time: -1 } },
    OUTBOX_INDEX,
  ]);
  return { documents };
}

export const blobKey = (orgId: string, documentId: string): string => `${orgId}/${documentId}`;
