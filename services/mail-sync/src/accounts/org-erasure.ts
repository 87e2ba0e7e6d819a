import type { Logger } from '@winzmail/platform';
import { eraseOrgRecords, type Collection, type Doc } from '@winzmail/platform/store';
import type { MailRepos } from '../adapters/repositories.js';

export interface OrgErasureDeps {
  repos: MailRepos;
  /** Stops this replica's watcher of the organisation's mailbox (and waits for its sync). */
  stopWatching: (orgId: string) => Promise<void>;
  /** Stops a replay of the organisation's mailbox under way here. */
  stopReplay: (orgId: string) => Promise<void>;
  logger: Logger;
}

/**
 * org.deleted in mail-sync (docs/data-export-and-deletion.md): the mailboxes go first — with
 * them their sealed credentials, and every replica's watcher stops on its next pass as there is
 * nothing left to watch; this replica's stops now — then the emails, send claims, counters,
 * sign-ins under way, leases and replays. Idempotent. The mailbox servers keep their own mail.
 */
export class OrgErasure {
  constructor(private readonly deps: OrgErasureDeps) {}

  async erase(orgId: string): Promise<void> {
    const { repos } = this.deps;
    await repos.mailboxes.deleteMany({ org_id: orgId });
    await this.deps.stopWatching(orgId);
    await this.deps.stopReplay(orgId);
    const erased = await eraseOrgRecords(Object.values(repos) as Collection<Doc>[], orgId);
    this.deps.logger.info({ org_id: orgId, erased }, 'organisation erased');
  }
}
