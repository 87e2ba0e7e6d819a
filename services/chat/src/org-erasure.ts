import { eraseOrgRecords, startsWith, type Collection, type Doc } from '@winzmail/platform/store';
import type { ChatRepos } from './adapters/repositories.js';

/**
 * org.deleted in chat (docs/data-export-and-deletion.md): conversations (staff and website
 * visitors'), ratings, handoffs, the widget's settings, and the caps' slots that are keyed by the
 * organisation and its visitors. A slot keyed by a visitor's address hash alone names no
 * organisation and ends with its day. Idempotent.
 */
export async function eraseOrg(repos: ChatRepos, orgId: string): Promise<void> {
  await eraseOrgRecords(Object.values(repos) as Collection<Doc>[], orgId);
  // Rating slots: `<org>:<conv>`; handoff slots: `v:<org>:<conv>` and `o:<org>`.
  await repos.ratingSlots.deleteMany({ visitor: startsWith(`${orgId}:`) });
  await repos.handoffSlots.deleteMany({ visitor: startsWith(`v:${orgId}:`) });
  await repos.handoffSlots.deleteMany({ visitor: `o:${orgId}` });
}
