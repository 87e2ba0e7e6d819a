import {
  jsonArrayFile,
  jsonFile,
  mapPages,
  pagesOf,
  withoutOutbox,
  type ExportPart,
} from '@winzmail/platform/export';
import type { ChatRepos } from './adapters/repositories.js';

/**
 * chat's part of the organisation's export: every conversation (staff chat and website
 * visitors'), the ratings of answers, the handoffs to a person, and the website chat's settings.
 */
export async function* exportOrg(repos: ChatRepos, orgId: string): AsyncGenerator<ExportPart> {
  const byOrg = { org_id: orgId };
  yield* jsonArrayFile(
    'chat/conversations.json',
    mapPages(pagesOf(repos.chats, byOrg), withoutOutbox),
  );
  yield* jsonArrayFile('chat/ratings.json', mapPages(pagesOf(repos.ratings, byOrg), withoutOutbox));
  yield* jsonArrayFile(
    'chat/handoffs.json',
    mapPages(pagesOf(repos.handoffs, byOrg), withoutOutbox),
  );
  const widget = await repos.widgetSettings.findOne({ _id: orgId });
  yield* jsonFile('settings/widget.json', {
    allowed_origins: widget?.allowed_origins ?? [],
    updated_at: widget?.updated_at ?? null,
  });
}
