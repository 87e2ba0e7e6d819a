import { AppError, invalid, notFound, nowIso } from '@winzmail/platform';
import type { EventOutbox } from '@winzmail/platform/outbox';
import { eraseOrgRecords, type Collection, type Doc } from '@winzmail/platform/store';
import type { identity } from '@winzmail/proto';
import type { IdentityRepos } from './adapters/repositories.js';
import { MESSAGES } from './domain/messages.js';
import { deletionVerdict, orgDeletedEventId } from './domain/org-deletion.js';
import type { Sessions } from './sessions.js';

export interface OrgDeletionDeps {
  repos: IdentityRepos;
  /** org.deleted leaves with the write that marks the organisation deleted. */
  outbox: EventOutbox;
  sessions: Sessions;
}

/**
 * Deleting an organisation (docs/data-export-and-deletion.md). The request ends every session,
 * marks the organisation deleted and records org.deleted in that one write (the outbox), then
 * removes the users at once, so nobody of it signs in or calls again; every service (identity
 * too, for the organisation's own record) erases the rest when org.deleted reaches it. Each step
 * is idempotent.
 */
export class OrgDeletion {
  constructor(private readonly deps: OrgDeletionDeps) {}

  async request(input: {
    orgId: string;
    userId: string;
    confirmName: string;
  }): Promise<identity.DeleteOrgResponse__Output> {
    const { repos, outbox } = this.deps;
    const org = input.orgId ? await repos.orgs.findOne({ _id: input.orgId }) : null;
    if (!org) throw notFound(MESSAGES.orgNotFound);
    // Asked again (a double click, a retry): the first request did it all.
    if (org.deleted_at) return { sessions: [] };
    const caller = await repos.users.findOne({ _id: input.userId, org_id: org._id });
    if (!caller) throw notFound(MESSAGES.orgNotFound);
    const verdict = deletionVerdict({
      orgName: org.name,
      typedName: input.confirmName,
      callerIsAdmin: caller.is_admin,
    });
    if (verdict === 'not-admin') throw new AppError('PERMISSION_DENIED', MESSAGES.adminOnly);
    if (verdict === 'name-mismatch')
      throw invalid(MESSAGES.confirmName, { confirm_name: MESSAGES.confirmName });
    // Sessions first: the answer lists every one, so the caller's gateway refuses their tokens
    // before it answers (the event below also reaches identity's own consumer, which would end
    // the rest concurrently and leave them out of this answer).
    const ended = await this.deps.sessions.endAllOfOrg(org._id, 'org-deleted');
    const at = nowIso();
    await outbox.updateOne(
      repos.orgs,
      { _id: org._id, deleted_at: { $exists: false } },
      { $set: { deleted_at: at } },
      [
        {
          topic: 'org.deleted',
          event: { event_id: orgDeletedEventId(org._id), org_id: org._id, occurred_at: at },
        },
      ],
    );
    return { sessions: [...ended, ...(await this.eraseAccess(org._id))] };
  }

  /** org.deleted: what identity still holds of the organisation, its own record last. */
  async erase(orgId: string): Promise<void> {
    await this.eraseAccess(orgId);
    await this.deps.repos.orgs.deleteOne({ _id: orgId });
  }

  /**
   * Ends every session (each publishes session.revoked), removes staff and plugin users and
   * their failed sign-ins. A revoked session is kept, with nothing of the organisation left in
   * it, while its access tokens could be unexpired: a gateway starting meanwhile loads it.
   */
  private async eraseAccess(orgId: string): Promise<identity.RevokedSession__Output[]> {
    const { repos, sessions } = this.deps;
    const ended = await sessions.endAllOfOrg(orgId, 'org-deleted');
    const users = await repos.users.find({ org_id: orgId });
    await Promise.all(users.map((u) => repos.loginFailures.deleteOne({ _id: `email:${u.email}` })));
    await repos.sessions.updateMany(
      { org_id: orgId },
      { $unset: { org_id: true, user_id: true, token_hash: true, previous_hash: true } },
    );
    // Users, plugin users and any other record of the organisation's; its own record goes last.
    const others = Object.values(repos).filter((c) => c !== repos.orgs && c !== repos.sessions);
    await eraseOrgRecords(others as Collection<Doc>[], orgId);
    return ended;
  }
}
