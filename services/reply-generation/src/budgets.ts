import { DuplicateKeyError, invalid, newId, type Clock } from '@winzmail/platform';
import type { ChatModel } from '@winzmail/platform/llm';
import type { EventOutbox } from '@winzmail/platform/outbox';
import { ReadModel } from '@winzmail/platform/read-model';
import type { Collection } from '@winzmail/platform/store';
import type { replyGeneration } from '@winzmail/proto';
import type { BudgetDoc, UsageDoc } from './adapters/repositories.js';
import type { UsageCounter } from './adapters/usage-counter.js';
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
  /** This replica's calls not written yet, and its tally of each organisation's month. */
  counter: Pick<UsageCounter, 'month'>;
  /** budget.changed leaves with the change. */
  outbox: EventOutbox;
  prices: PriceTable;
  /** The model that writes (a router, llama.cpp or the composer). */
  model: ChatModel;
  /** What writes once a budget is spent: the built-in composer, which costs nothing. */
  fallback: ChatModel;
  /** The organisation's llm_choice (the router's model for it is the one priced). */
  choiceOf: (orgId: string) => Promise<string>;
  now: Clock;
  /** Organisations whose budget and month are kept in memory. */
  capacity: number;
  /** A budget is trusted this long without its event (a lost event's longest effect). */
  maxAgeMs: number;
  /** The month's spending in the store is read again after this long (other replicas' calls). */
  spentMaxAgeMs: number;
}

/** The store's sum of an organisation's month, and how much of this replica's was written then. */
interface MonthRead {
  stored: number;
  writtenBefore: number;
}

/**
 * What model calls cost, and each organisation's monthly budget for them: a priced model writes
 * until this calendar month's calls reach the budget, then the composer does — and mail-sync
 * drafts what it writes instead of sending it (docs/dashboard.md#cost).
 *
 * Read models, not a store read per call: the budget is kept per organisation until its
 * budget.changed; the month's spending is the store's sum (read again every `spentMaxAgeMs`)
 * plus what this replica recorded since (usage is written in batches, adapters/usage-counter.ts).
 * So a replica sees its own calls at once and the other replicas' within their flush interval
 * plus `spentMaxAgeMs`: a budget may be overshot by what the other replicas spend in that
 * window, plus the calls already under way when it was reached.
 */
export class Budgets {
  private readonly monthly: ReadModel<number>;
  private readonly months: ReadModel<MonthRead>;

  constructor(private readonly deps: BudgetsDeps) {
    this.monthly = new ReadModel({
      load: async (orgId) => (await deps.budgets.findOne({ _id: orgId }))?.monthly_micros ?? 0,
      capacity: deps.capacity,
      maxAgeMs: deps.maxAgeMs,
      now: deps.now,
    });
    // Keyed `<org>|<month>`: a new month starts from its own read.
    this.months = new ReadModel({
      load: (key) => this.readMonth(key),
      capacity: deps.capacity,
      maxAgeMs: deps.spentMaxAgeMs,
      now: deps.now,
    });
  }

  /** Millionths of a dollar that `usage` of `model` cost (0 when it has no price). */
  costOf(model: string, usage: { promptTokens: number; completionTokens: number }): number {
    return costMicros(this.deps.prices.get(model), usage);
  }

  /** The model to write with now, and whether that is the fallback because the budget is spent. */
  async writer(orgId: string, choice: string): Promise<{ model: ChatModel; exceeded: boolean }> {
    const { model, fallback } = this.deps;
    if (!this.priced(choice)) return { model, exceeded: false };
    const monthly = await this.monthly.get(orgId);
    if (monthly <= 0) return { model, exceeded: false };
    const exceeded = budgetExceeded(monthly, await this.spent(orgId, false));
    return exceeded ? { model: fallback, exceeded } : { model, exceeded };
  }

  async get(orgId: string): Promise<replyGeneration.ModelBudget> {
    const [monthly, spent, choice] = await Promise.all([
      this.monthly.get(orgId),
      this.spent(orgId, true),
      this.deps.choiceOf(orgId),
    ]);
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
    const at = new Date(this.deps.now()).toISOString();
    try {
      // The record first (an organisation's first budget creates it), then the value with its
      // budget.changed in one write: every replica reads the budget anew on it.
      await this.deps.budgets.updateOne(
        { _id: orgId },
        { $setOnInsert: { monthly_micros: 0, updated_at: at } },
        { upsert: true },
      );
    } catch (err) {
      // Two first settings raced to insert: the record exists either way.
      if (!(err instanceof DuplicateKeyError)) throw err;
    }
    await this.deps.outbox.updateOne(
      this.deps.budgets,
      { _id: orgId },
      { $set: { monthly_micros: monthlyMicros, updated_at: at } },
      [
        {
          topic: 'budget.changed',
          event: {
            event_id: newId(),
            org_id: orgId,
            occurred_at: at,
            monthly_micros: monthlyMicros,
          },
        },
      ],
    );
    this.changed(orgId);
    return this.get(orgId);
  }

  /** budget.changed (any replica's): the next call reads the budget anew. */
  changed(orgId: string): void {
    this.monthly.invalidate(orgId);
  }

  /** The organisation was deleted: nothing of it is kept. */
  forget(orgId: string): void {
    this.monthly.invalidate(orgId);
    this.months.invalidate(this.monthKey(orgId));
  }

  /** Whether the model that writes for `choice` costs anything. */
  private priced(choice: string): boolean {
    const { model, prices } = this.deps;
    const writes = model.status?.(choice).model ?? model.id;
    const price = prices.get(writes);
    return price !== undefined && price.input + price.output > 0;
  }

  /**
   * This calendar month's cost so far (every model): the store's sum when it was read, plus what
   * this replica recorded and had not written by then. A write that lands while the sum is read
   * may be counted twice until the next read (the budget then switches a little early, never late).
   */
  private async spent(orgId: string, fresh: boolean): Promise<number> {
    const key = this.monthKey(orgId);
    if (fresh) this.months.invalidate(key);
    const read = await this.months.get(key);
    const { recorded } = this.deps.counter.month(orgId, key.slice(key.lastIndexOf('|') + 1));
    return read.stored + recorded - read.writtenBefore;
  }

  private monthKey(orgId: string): string {
    return `${orgId}|${monthOf(new Date(this.deps.now())).month}`;
  }

  private async readMonth(key: string): Promise<MonthRead> {
    const cut = key.lastIndexOf('|');
    const orgId = key.slice(0, cut);
    const month = key.slice(cut + 1);
    const writtenBefore = this.deps.counter.month(orgId, month).written;
    const days = await this.deps.usage.find({ org_id: orgId, day: { $gte: `${month}-01` } });
    return { stored: days.reduce((sum, d) => sum + (d.cost_micros ?? 0), 0), writtenBefore };
  }
}
