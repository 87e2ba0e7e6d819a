import { DuplicateKeyError } from '@winzmail/platform/errors';
import type { ReplyStyle } from '@winzmail/platform/llm';
import { OUTBOX_INDEX, type PendingEvents } from '@winzmail/platform/outbox';
import type { Collection, Doc, DocumentStore } from '@winzmail/platform/store';
import { usageKey, type UsageIncrement } from '../domain/usage-batch.js';

/** One organisation's saved reply style; `_id` is the org id (one per organisation). */
/** Carries its prompt.changed events (outbox) with the change itself. */
export interface PromptDoc extends Doc, PendingEvents {
  org_id: string;
  /** Only the fields ever saved; the rest are the defaults. */
  style?: Partial<ReplyStyle>;
  llm_choice?: string;
  /** 'none' | 'pages' (domain/style.ts CITATION_CHOICES); absent: 'none'. */
  citations?: string;
  updated_at: string;
}

/** Model use per organisation, day (UTC, YYYY-MM-DD) and model: counted, never overwritten. */
export interface UsageDoc extends Doc {
  org_id: string;
  day: string;
  model: string;
  requests: number;
  prompt_tokens: number;
  completion_tokens: number;
  /** The calls' cost at the configured prices, millionths of a dollar (absent before it was kept). */
  cost_micros?: number;
}

/** An organisation's monthly budget for priced models; `_id` is the org id. Carries its budget.changed. */
export interface BudgetDoc extends Doc, PendingEvents {
  /** Millionths of a US dollar a calendar month; 0: none. */
  monthly_micros: number;
  updated_at: string;
}

/**
 * One email answered: `_id` is mail-sync's email id, so the insert (which carries the
 * reply.generated event) happens once per email however often mail.received is delivered.
 */
export interface GeneratedReplyDoc extends Doc, PendingEvents {
  org_id: string;
  created_at: string;
}

export interface ReplyRepos {
  prompts: Collection<PromptDoc>;
  usage: Collection<UsageDoc>;
  generated: Collection<GeneratedReplyDoc>;
  entitlements: Collection<EntitlementDoc>;
  budgets: Collection<BudgetDoc>;
}

/** What billing last published of an organisation's plans (subscription.changed), by org id. */
export interface EntitlementDoc extends Doc {
  expiries: string[];
  revision: number;
}

export async function openRepos(store: DocumentStore): Promise<ReplyRepos> {
  const [prompts, usage, generated, entitlements, budgets] = await Promise.all([
    store.collection<PromptDoc>('prompt_configs', [
      { fields: { org_id: 1 }, unique: true },
      OUTBOX_INDEX,
    ]),
    store.collection<UsageDoc>('model_usage', [
      { fields: { org_id: 1, day: 1, model: 1 }, unique: true },
    ]),
    store.collection<GeneratedReplyDoc>('generated_replies', [
      { fields: { org_id: 1 } },
      OUTBOX_INDEX,
    ]),
    store.collection<EntitlementDoc>('entitlements'),
    store.collection<BudgetDoc>('model_budgets', [OUTBOX_INDEX]),
  ]);
  return { prompts, usage, generated, entitlements, budgets };
}

/**
 * Adds an increment to the organisation's record of the day and model with $inc on an upsert:
 * concurrent writers (replicas) never lose one another's counts. Two first writes of a day may
 * race to insert; the loser retries as an update.
 */
export async function addUsage(usage: Collection<UsageDoc>, inc: UsageIncrement): Promise<void> {
  const filter = {
    _id: usageKey(inc.orgId, inc.day, inc.model),
    org_id: inc.orgId,
    day: inc.day,
    model: inc.model,
  };
  const update = {
    $inc: {
      requests: inc.requests,
      prompt_tokens: inc.promptTokens,
      completion_tokens: inc.completionTokens,
      cost_micros: inc.costMicros,
    },
  };
  for (let attempt = 0; ; attempt++) {
    try {
      await usage.updateOne(filter, update, { upsert: true });
      return;
    } catch (err) {
      if (!(err instanceof DuplicateKeyError) || attempt >= 2) throw err;
    }
  }
}
