import { describe, expect, it } from '@jest/globals';
import type { MailboxOutcomes, ModelBudget } from '../../api/outcomes';
import { modelBudget, outcomeWeek } from '../../test/outcomes';
import { budgetState, formatUsd, outcomeRows } from './outcomes';

const week = outcomeWeek;

describe('outcomeRows', () => {
  it("puts the organisation's thumbs beside the mailbox's weeks, in the weeks' order", () => {
    const mailbox: MailboxOutcomes = {
      mailbox_id: 'm',
      email_address: 'help@shop.test',
      current: true,
      weeks: [
        week('2026-11-23', { auto_sent: 4, cost_usd: 0.02, cost_per_resolved_usd: 0.005 }),
        week('2026-11-16', { replay_agreement_pct: 87.5 }),
      ],
    };
    const rows = outcomeRows(
      mailbox,
      ['2026-11-23', '2026-11-16'],
      [{ week: '2026-11-16', up: 3, down: 1 }],
    );
    expect(rows[0]).toMatchObject({
      week: '2026-11-23',
      autoSent: 4,
      thumbsUp: 0,
      costPerResolvedUsd: 0.005,
      replayAgreement: null,
    });
    expect(rows[1]).toMatchObject({ thumbsUp: 3, thumbsDown: 1, replayAgreement: 87.5 });
  });

  it('shows the thumbs even without a mailbox', () => {
    expect(
      outcomeRows(undefined, ['2026-11-23'], [{ week: '2026-11-23', up: 2, down: 0 }]),
    ).toEqual([expect.objectContaining({ autoSent: 0, thumbsUp: 2, costPerResolvedUsd: null })]);
  });
});

describe('budgetState', () => {
  const budget = (fields: Partial<ModelBudget>) =>
    modelBudget({ monthly_usd: 0, spent_usd: 0, ...fields });

  it('tells an unpriced model, no budget, within and spent apart', () => {
    expect(budgetState(null)).toBe('unpriced');
    expect(budgetState(budget({ priced: false }))).toBe('unpriced');
    expect(budgetState(budget({}))).toBe('none');
    expect(budgetState(budget({ monthly_usd: 10, spent_usd: 2 }))).toBe('within');
    expect(budgetState(budget({ monthly_usd: 10, spent_usd: 10, exceeded: true }))).toBe(
      'exceeded',
    );
  });
});

describe('formatUsd', () => {
  it('shows cents, and a single reply’s fraction of a cent', () => {
    expect(formatUsd(12.5, 'en')).toBe('$12.50');
    expect(formatUsd(0.00049, 'en')).toBe('$0.00049');
    expect(formatUsd(0, 'en')).toBe('$0.00');
    expect(formatUsd(0.025, 'en')).toBe('$0.025');
    expect(formatUsd(0.5, 'en')).toBe('$0.50');
    expect(formatUsd(12.5, 'de')).toBe('12,50\u00a0$');
  });
});
