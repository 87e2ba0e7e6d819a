import type { BlobStore } from '@winzmail/platform/blobs';
import type { SearchIndex } from '@winzmail/platform/search';
import { eraseOrgRecords, type Collection, type Doc } from '@winzmail/platform/store';
import type { KnowledgeRepos } from './adapters/repositories.js';

/**
 * org.deleted in knowledge-ingestion (docs/data-export-and-deletion.md): the documents' files
 * from the blob store, the organisation's chunks from the search index, then the records
 * (documents, the knowledge-gap queue). The records go last, so a run cut short finds the files
 * to delete again on redelivery; a processing run that ends after this removes what it indexed
 * (Chunks), and the index is cleared once more at the end for it. Idempotent.
 */
export class OrgErasure {
  constructor(
    private readonly deps: { repos: KnowledgeRepos; blobs: BlobStore; index: SearchIndex },
  ) {}

  async erase(orgId: string): Promise<void> {
    const { repos, blobs, index } = this.deps;
    const documents = await repos.documents.find({ org_id: orgId });
    for (const doc of documents) await blobs.delete(doc.blob_key);
    await index.deleteByOrg(orgId);
    await eraseOrgRecords(Object.values(repos) as Collection<Doc>[], orgId);
    await index.deleteByOrg(orgId);
  }
}
