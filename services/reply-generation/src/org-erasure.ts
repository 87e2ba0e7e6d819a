import { eraseOrgRecords, type Collection, type Doc } from '@winzmail/platform/store';
import type { ReplyRepos } from './adapters/repositories.js';

/**
 * org.deleted in reply-generation (docs/data-export-and-deletion.md): the reply style (prompt
 * configuration), model usage and budget, generated replies and the copy of the plan — every
 * collection, by org_id or keyed by the organisation. Idempotent.
 */
export async function eraseOrg(repos: ReplyRepos, orgId: string): Promise<void> {
  await eraseOrgRecords(Object.values(repos) as Collection<Doc>[], orgId);
}
