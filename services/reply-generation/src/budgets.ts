import { DuplicateKeyError, invalid, type Clock } from '@winzmail/platform';
import type { ChatModel } from '@winzmail/platform/llm';
import type { Collection } from '@winzmail/platform/store';
import type { replyGeneration } from '@winzmail/proto';
import type { BudgetDoc, UsageDoc } from './adapters/repositories.js';
import {
  budgetExceeded,
  costMicros,
  MAX_BUDGET_MICROS,
  monthOf,
  type PriceTable,
} from './domain/cost.js';

export interface BudgetsDeps {
  budgets: Collection<BudgetDoc>;
  usage: Collection<UsageDoc>;
  prices: PriceTable;
  /** The model that writes (a router, llama.cpp or the composer). */
  model: ChatModel;
  /** What writes once a budget is spent: the built-in composer, which costs nothing. */
  fallback: ChatModel;
  /** The organisation's llm_choice (the router's model for it is the one priced). */
  choiceOf: (orgId: string) => Promise<string>;
  now: Clock;
}

/**
 * What model calls cost, and each organisation's monthly budget for them: a priced model writes
 * until this calendar month's calls reach the budget, then the composer does — and mail-sync
 * drafts what it writes instead of sending it (docs/dashboard.md#cost). The check reads the
 * month's usage before each call, so concurrent calls at the edge may pass it together: a budget
 * is overshot by at most the calls already under way.
 */
export class Budgets {
  constructor(private readonly deps: BudgetsDeps) {}

  /** Millionths of a dollar that `usage` of `model` cost (0 when it has no price). */
  costOf(model: string, usage: { promptTokens: number; completionTokens: number }): number {
    return costMicros(this.deps.prices.get(model), usage);
  }

  /** The model to write with now, and whether that is the fallback because the budget is spent. */
  async writer(orgId: string, choice: string): Promise<{ model: ChatModel; exceeded: boolean }> {
    const { model, fallback } = this.deps;
    if (!this.priced(choice)) return { model, exceeded: false };
    const budget = await this.deps.budgets.findOne({ _id: orgId });
    if (!budget || budget.monthly_micros <= 0) return { model, exceeded: false };
    const exceeded = budgetExceeded(budget.monthly_micros, await this.spent(orgId));
    return exceeded ? { model: fallback, exceeded } : { model, exceeded };
  }

  async get(orgId: string): Promise<replyGeneration.ModelBudget> {
    const [budget, spent, choice] = await Promise.all([
      this.deps.budgets.findOne({ _id: orgId }),
      this.spent(orgId),
      this.deps.choiceOf(orgId),
    ]);
    const monthly = budget?.monthly_micros ?? 0;
    return {
      monthly_micros: monthly,
      spent_micros: spent,
      exceeded: budgetExceeded(monthly, spent),
      month: monthOf(new Date(this.deps.now())).month,
      priced: this.priced(choice),
      fallback_model: this.deps.fallback.id,
    };
  }

  async set(orgId: string, monthlyMicros: number): Promise<replyGeneration.ModelBudget> {
    if (!Number.isInteger(monthlyMicros) || monthlyMicros < 0 || monthlyMicros > MAX_BUDGET_MICROS)
      throw invalid('The monthly budget is from 0 (none) to 1,000,000 US dollars.', {
        monthly_micros: 'out of range',
      });
    const doc = {
      monthly_micros: monthlyMicros,
      updated_at: new Date(this.deps.now()).toISOString(),
    };
    try {
      await this.deps.budgets.updateOne({ _id: orgId }, { $set: doc }, { upsert: true });
    } catch (err) {
      // Two first settings raced to insert: the loser's value is set as an update.
      if (!(err instanceof DuplicateKeyError)) throw err;
      await this.deps.budgets.updateOne({ _id: orgId }, { $set: doc });
    }
    return this.get(orgId);
  }

  /** Whether the model that writes for `choice` costs anything. */
  private priced(choice: string): boolean {
    const { model, prices } = this.deps;
    const writes = model.status?.(choice).model ?? model.id;
    const price = prices.get(writes);
    return price !== undefined && price.input + price.output > 0;
  }

  /** This calendar month's cost so far (the usage days of the month, every model). */
  private async spent(orgId: string): Promise<number> {
    const { firstDay } = monthOf(new Date(this.deps.now()));
    const days = await this.deps.usage.find({ org_id: orgId, day: { $gte: firstDay } });
    return days.reduce((sum, d) => sum + (d.cost_micros ?? 0), 0);
  }
}
