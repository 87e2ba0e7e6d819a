import {
  jsonArrayFile,
  mapPages,
  pagesOf,
  withoutOutbox,
  type ExportPart,
} from '@winzmail/platform/export';
import type { MailRepos } from '../adapters/repositories.js';
import { mailboxForExport } from '../domain/mailbox-export.js';

/**
 * mail-sync's part of the organisation's export (docs/data-export-and-deletion.md): its
 * mailboxes' settings without credentials, and every email with its reply (draft or sent) as
 * stored, read and written a page at a time.
 */
export async function* exportOrg(repos: MailRepos, orgId: string): AsyncGenerator<ExportPart> {
  yield* jsonArrayFile(
    'mail/mailboxes.json',
    mapPages(pagesOf(repos.mailboxes, { org_id: orgId }), mailboxForExport),
  );
  yield* jsonArrayFile(
    'mail/emails.json',
    mapPages(pagesOf(repos.emails, { org_id: orgId }), withoutOutbox),
  );
}
