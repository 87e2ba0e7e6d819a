// What a model call costs and whether an organisation's monthly budget is spent
// (docs/dashboard.md#cost). Pure.

/** A model's price in US dollars per million tokens (= millionths of a dollar per token). */
export interface ModelPrice {
  input: number;
  output: number;
}

export type PriceTable = ReadonlyMap<string, ModelPrice>;

const PRICE = /^([^=\s]+)=(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)$/;

/**
 * LLM_PRICES: `model=input/output,…` in US dollars per million tokens, the model named as the
 * router reports it (`deepseek/deepseek-chat-v3.1=0.27/1.10`). Throws, naming the entry, on
 * anything else: a price the operator mistyped must not silently become free.
 */
export function parsePrices(spec: string): PriceTable {
  const prices = new Map<string, ModelPrice>();
  for (const entry of spec.split(',').map((e) => e.trim())) {
    if (!entry) continue;
    const match = PRICE.exec(entry);
    if (!match) throw new Error(`"${entry}" is not model=input/output (US$ per million tokens)`);
    prices.set(match[1]!, { input: Number(match[2]), output: Number(match[3]) });
  }
  return prices;
}

/** Millionths of a dollar for a call's tokens; 0 for a model without a price. */
export function costMicros(
  price: ModelPrice | undefined,
  usage: { promptTokens: number; completionTokens: number },
): number {
  if (!price) return 0;
  return Math.round(usage.promptTokens * price.input + usage.completionTokens * price.output);
}

/** Whether the calls of a month may still use the priced model (0: no budget). */
export function budgetExceeded(monthlyMicros: number, spentMicros: number): boolean {
  return monthlyMicros > 0 && spentMicros >= monthlyMicros;
}

/** The calendar month (UTC) a moment falls in, YYYY-MM, and its first day as usage keys it. */
export function monthOf(at: Date): { month: string; firstDay: string } {
  const month = at.toISOString().slice(0, 7);
  return { month, firstDay: `${month}-01` };
}

/** The largest budget accepted: a million dollars a month, in millionths. */
export const MAX_BUDGET_MICROS = 1_000_000 * 1_000_000;
