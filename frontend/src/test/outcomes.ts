import type { ModelBudget, OutcomeWeek } from '../api/outcomes';

/** A week of a mailbox's outcomes as the gateway sends it: nothing happened unless told. */
export const outcomeWeek = (week: string, fields: Partial<OutcomeWeek> = {}): OutcomeWeek => ({
  week,
  auto_sent: 0,
  drafted_unedited: 0,
  drafted_edited: 0,
  abstained: 0,
  handed_over: 0,
  resolved: 0,
  cost_usd: 0,
  cost_per_resolved_usd: null,
  prompt_tokens: 0,
  completion_tokens: 0,
  replay_agreement_pct: null,
  replay_answered: 0,
  ...fields,
});

/** A priced model's budget: $3.50 of $20 spent this month unless told. */
export const modelBudget = (fields: Partial<ModelBudget> = {}): ModelBudget => ({
  monthly_usd: 20,
  spent_usd: 3.5,
  exceeded: false,
  month: '2026-11',
  priced: true,
  fallback_model: 'grounded-composer',
  ...fields,
});
