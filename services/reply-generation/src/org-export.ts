import {
  jsonArrayFile,
  jsonFile,
  mapPages,
  pagesOf,
  withoutOutbox,
  type ExportPart,
} from '@winzmail/platform/export';
import type { ReplyRepos } from './adapters/repositories.js';
import type { UsageCounter } from './adapters/usage-counter.js';
import type { Prompts } from './prompts.js';

/**
 * reply-generation's part of the organisation's export: the reply style (prompt configuration,
 * as the settings page shows it, defaults included) and the model usage per day.
 */
export async function* exportOrg(
  deps: { repos: ReplyRepos; prompts: Prompts; usage: Pick<UsageCounter, 'flush'> },
  orgId: string,
): AsyncGenerator<ExportPart> {
  // This replica's last calls are in the store before it is read.
  await deps.usage.flush();
  yield* jsonFile('settings/prompt.json', await deps.prompts.get(orgId));
  yield* jsonArrayFile(
    'usage/model-usage.json',
    mapPages(pagesOf(deps.repos.usage, { org_id: orgId }), withoutOutbox),
  );
}
