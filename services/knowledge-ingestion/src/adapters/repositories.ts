import { OUTBOX_INDEX, type PendingEvents } from '@winzmail/platform/outbox';
import type { Collection, Doc, DocumentStore } from '@winzmail/platform/store';
import type { DocumentType } from '../domain/file-types.js';
import type { GapSource } from '../domain/gap-entry.js';

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

/**
 * One question of the knowledge-gap queue (question.unanswered), stored once: `_id` is the
 * event id, so a redelivered event inserts nothing.
 */
export interface GapDoc extends Doc {
  org_id: string;
  source: GapSource;
  question: string;
  reference_id: string;
  answer: string;
  occurred_at: string;
  /** The question's vector from `embedder` (a semantic embedder only; absent: lexical). */
  vector?: number[];
  embedder?: string;
  /** When a knowledge-base entry answered it, and which document. */
  resolved_at?: string;
  resolved_by?: string;
}

export interface KnowledgeRepos {
  documents: Collection<DocumentDoc>;
  gaps: Collection<GapDoc>;
}

export async function openRepos(store: DocumentStore): Promise<KnowledgeRepos> {
  const documents = await store.collection<DocumentDoc>('documents', [
    { fields: { org_id: 1, upload_time: -1 } },
    OUTBOX_INDEX,
  ]);
  const gaps = await store.collection<GapDoc>('gaps', [
    { fields: { org_id: 1, resolved_at: 1, occurred_at: -1 } },
  ]);
  return { documents, gaps };
}

export const blobKey = (orgId: string, documentId: string): string => `${orgId}/${documentId}`;
