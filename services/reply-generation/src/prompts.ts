import { newId } from '@winzmail/platform';
import { invalid } from '@winzmail/platform/errors';
import type { EventOutbox } from '@winzmail/platform/outbox';
import type { ReplyStyle } from '@winzmail/platform/llm';
import { ReadModel } from '@winzmail/platform/read-model';
import type { Collection } from '@winzmail/platform/store';
import type { replyGeneration } from '@winzmail/proto';
import type { PromptDoc } from './adapters/repositories.js';
import {
  defaultSettings,
  mergeSettings,
  toPromptConfig,
  type PromptSettings,
} from './domain/style.js';
import { STYLE_RULES } from './style-rules.js';

export const requireOrg = (orgId: string): string => {
  if (!orgId.trim()) throw invalid('org_id is required.', { org_id: 'Required.' });
  return orgId;
};

/**
 * The organisation's reply style: read (defaults until saved) and saved. Every reply reads it, so
 * each replica keeps it in memory (a read model) until prompt.changed says it changed — the
 * event any replica's save publishes, after the save is stored.
 */
export class Prompts {
  private readonly kept: ReadModel<PromptSettings>;

  constructor(
    private readonly repo: Collection<PromptDoc>,
    private readonly outbox: EventOutbox,
    keep: { capacity: number; maxAgeMs: number },
  ) {
    this.kept = new ReadModel({ load: (orgId) => this.read(orgId), ...keep });
  }

  /** The organisation's settings (shared by every reader: never changed in place). */
  settings(orgId: string): Promise<PromptSettings> {
    return this.kept.get(requireOrg(orgId));
  }

  /** prompt.changed (any replica's save): the next reply reads the settings anew. */
  changed(orgId: string): void {
    this.kept.invalidate(orgId);
  }

  private async read(orgId: string): Promise<PromptSettings> {
    const doc = await this.repo.findOne({ _id: orgId });
    const defaults = defaultSettings(STYLE_RULES);
    if (!doc) return defaults;
    // Fields added to the style after a record was saved take their defaults.
    return {
      style: { ...defaults.style, ...doc.style },
      llmChoice: doc.llm_choice ?? defaults.llmChoice,
      citations: STYLE_RULES.citationChoices.find((c) => c === doc.citations) ?? defaults.citations,
    };
  }

  async get(orgId: string): Promise<replyGeneration.PromptConfig__Output> {
    return toPromptConfig(orgId, await this.settings(orgId));
  }

  /**
   * Validates the given fields against the current settings and saves only those that changed:
   * two saves of different fields at once both stay.
   */
  async set(
    orgId: string,
    given: replyGeneration.PromptConfig | null | undefined,
    present: readonly string[] = [],
  ): Promise<replyGeneration.PromptConfig__Output> {
    // The stored settings, not the kept ones: a save merges into what is really there.
    const current = await this.read(requireOrg(orgId));
    const merged = mergeSettings(current, given ?? {}, STYLE_RULES, new Set(present));
    const $set: Record<string, unknown> = { updated_at: new Date().toISOString() };
    for (const key of Object.keys(merged.style) as (keyof ReplyStyle)[]) {
      if (merged.style[key] !== current.style[key]) $set[`style.${key}`] = merged.style[key];
    }
    if (merged.llmChoice !== current.llmChoice) $set.llm_choice = merged.llmChoice;
    if (merged.citations !== current.citations) $set.citations = merged.citations;
    const fields = Object.keys($set)
      .filter((key) => key !== 'updated_at')
      .map((key) => key.replace(/^style\./, ''));
    // The document first (an organisation's first save creates it), then the change with its
    // prompt.changed event in one write: replay recomputes its figures on it.
    await this.repo.updateOne(
      { _id: orgId, org_id: orgId },
      { $setOnInsert: { updated_at: $set.updated_at } },
      { upsert: true },
    );
    if (fields.length > 0) {
      const at = new Date().toISOString();
      await this.outbox.updateOne(this.repo, { _id: orgId }, { $set }, [
        {
          topic: 'prompt.changed',
          event: { event_id: newId(), org_id: orgId, occurred_at: at, fields },
        },
      ]);
    }
    // This replica reads its own save at once; the others on prompt.changed.
    this.changed(orgId);
    return this.get(orgId);
  }

  /** Unsaved settings for the try-it panel: the given fields over the saved ones, validated. */
  async preview(
    orgId: string,
    given: replyGeneration.PromptConfig | null | undefined,
    present: readonly string[] = [],
  ): Promise<PromptSettings> {
    return mergeSettings(await this.settings(orgId), given ?? {}, STYLE_RULES, new Set(present));
  }
}
