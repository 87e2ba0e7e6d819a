import { registry, z } from './registry.js';

// The Dashboard's outcomes and cost (docs/dashboard.md#outcomes): what happened to the email per
// mailbox and week, the thumbs on chat answers, and the monthly model budget.

const count = (description: string) => z.number().int().openapi({ description });

export const OutcomesQuery = z.object({
  weeks: z.coerce
    .number()
    .int()
    .min(1)
    .max(26)
    .default(8)
    .openapi({ description: 'Weeks back from the current one (weeks start on Monday, UTC)' }),
});

export const OutcomeWeek = registry.register(
  'OutcomeWeek',
  z.object({
    week: z.string().openapi({ description: "The week's Monday, YYYY-MM-DD" }),
    auto_sent: count('Replies the AI sent by itself'),
    drafted_unedited: count('AI drafts staff sent as they were'),
    drafted_edited: count('AI drafts staff changed before sending'),
    abstained: count('Emails the AI had no answer for'),
    handed_over: count("Website visitors' conversations passed to staff"),
    resolved: count('Replies that went out: sent automatically, or drafts staff sent'),
    cost_usd: z.number().openapi({ description: 'What writing the replies cost (US$)' }),
    cost_per_resolved_usd: z
      .number()
      .nullable()
      .openapi({ description: 'cost_usd / resolved; null when nothing was resolved' }),
    prompt_tokens: count('Tokens the model read for these replies'),
    completion_tokens: count('Tokens the model wrote'),
    replay_agreement_pct: z.number().nullable().openapi({
      description:
        "The last replay finished that week: answered threads agreeing with staff's reply (percent); null when none finished",
    }),
    replay_answered: count('Threads that replay answered (what the agreement is out of)'),
  }),
);

export const MailboxOutcomes = registry.register(
  'MailboxOutcomes',
  z.object({
    mailbox_id: z.string(),
    email_address: z.string(),
    current: z
      .boolean()
      .openapi({ description: "The organisation's mailbox now (else an earlier one)" }),
    weeks: z.array(OutcomeWeek).openapi({ description: 'Newest first, one per week' }),
  }),
);

export const ThumbsWeek = registry.register(
  'ThumbsWeek',
  z.object({
    week: z.string(),
    up: count('Chat and widget answers rated up'),
    down: count('Rated down'),
  }),
);

export const ModelBudget = registry.register(
  'ModelBudget',
  z.object({
    monthly_usd: z.number().openapi({ description: 'The monthly budget (US$); 0: none' }),
    spent_usd: z.number().openapi({
      description: "This calendar month's (UTC) model calls: replies, chat, try-it and replay",
    }),
    exceeded: z.boolean().openapi({
      description:
        'The budget is spent: replies are written by the built-in composer and drafted, never sent automatically, until the month ends',
    }),
    month: z.string().openapi({ description: 'The month counted, YYYY-MM' }),
    priced: z.boolean().openapi({
      description:
        'Whether the model that writes has a configured price (LLM_PRICES); unpriced models cost nothing and are never held back',
    }),
    fallback_model: z.string().openapi({ description: 'What writes once the budget is spent' }),
  }),
);

export const Outcomes = registry.register(
  'Outcomes',
  z.object({
    weeks: z.array(z.string()).openapi({ description: 'The weeks covered, newest first' }),
    mailboxes: z.array(MailboxOutcomes),
    thumbs: z
      .array(ThumbsWeek)
      .openapi({ description: 'Per week, as `weeks`; empty without chat' }),
    // A union, not .nullable(): a nullable reference would be documented as never null.
    budget: z
      .union([ModelBudget, z.null()])
      .openapi({ description: 'null without the reply service' }),
  }),
);

export const ModelBudgetBody = registry.register(
  'ModelBudgetBody',
  z.object({
    monthly_usd: z
      .number()
      .min(0)
      .max(1_000_000)
      .openapi({ description: 'US$ a calendar month, to the cent; 0 removes the budget' }),
  }),
);
