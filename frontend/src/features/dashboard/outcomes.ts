import type { MailboxOutcomes, ModelBudget, OutcomeWeek } from '../../api/outcomes';

/** The week's row as the table shows it (pure: formatting is the caller's). */
export interface OutcomeRow {
  week: string;
  autoSent: number;
  draftedUnedited: number;
  draftedEdited: number;
  abstained: number;
  handedOver: number;
  thumbsUp: number;
  thumbsDown: number;
  /** Percent; null when no replay finished that week. */
  replayAgreement: number | null;
  costUsd: number;
  /** null when nothing was resolved that week. */
  costPerResolvedUsd: number | null;
}

/** One mailbox's weeks with the organisation's thumbs beside them (thumbs are not per mailbox). */
export function outcomeRows(
  mailbox: MailboxOutcomes | undefined,
  weeks: readonly string[],
  thumbs: readonly { week: string; up: number; down: number }[],
): OutcomeRow[] {
  const byWeek = new Map<string, OutcomeWeek>((mailbox?.weeks ?? []).map((w) => [w.week, w]));
  const thumbsOf = new Map(thumbs.map((t) => [t.week, t]));
  return weeks.map((week) => {
    const w = byWeek.get(week);
    const t = thumbsOf.get(week);
    return {
      week,
      autoSent: w?.auto_sent ?? 0,
      draftedUnedited: w?.drafted_unedited ?? 0,
      draftedEdited: w?.drafted_edited ?? 0,
      abstained: w?.abstained ?? 0,
      handedOver: w?.handed_over ?? 0,
      thumbsUp: t?.up ?? 0,
      thumbsDown: t?.down ?? 0,
      replayAgreement: w?.replay_agreement_pct ?? null,
      costUsd: w?.cost_usd ?? 0,
      costPerResolvedUsd: w?.cost_per_resolved_usd ?? null,
    };
  });
}

/** What the budget line says: no priced model, no budget, within it, or spent. */
export type BudgetState = 'unpriced' | 'none' | 'within' | 'exceeded';

export function budgetState(budget: ModelBudget | null | undefined): BudgetState {
  if (!budget || !budget.priced) return budget?.exceeded ? 'exceeded' : 'unpriced';
  if (budget.exceeded) return 'exceeded';
  return budget.monthly_usd > 0 ? 'within' : 'none';
}

/** Money to the cent, finer for the small sums a reply costs ($0.025, $0.00049). */
export function formatUsd(value: number, locale: string): string {
  const size = Math.abs(value);
  const digits = size === 0 || size >= 1 ? 2 : size >= 0.01 ? 4 : 5;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: digits,
  }).format(value);
}
