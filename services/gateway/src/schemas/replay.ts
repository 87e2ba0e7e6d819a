import { registry, z } from './registry.js';

// Replay before auto-send (docs/replay.md): the mailbox's answered history, replayed through the
// current knowledge base and style, compared with what staff wrote. Nothing is ever sent.

export const ReplayOutcome = z
  .enum(['answered', 'abstained', 'not_grounded'])
  .openapi('ReplayOutcome', {
    description:
      'answered: grounded, would have been sent in auto mode; abstained: the knowledge base had nothing; not_grounded: would have been drafted',
  });

export const ReplayCounts = registry.register(
  'ReplayCounts',
  z.object({
    threads: z.number().int(),
    answered: z.number().int(),
    abstained: z.number().int(),
    not_grounded: z.number().int(),
    agreed: z.number().int().openapi({ description: "Answered and agreeing with staff's reply" }),
  }),
);

export const ReplayFigures = registry.register(
  'ReplayFigures',
  z.object({
    would_answer_pct: z.number().openapi({ description: 'Answered, of all threads (percent)' }),
    agreement_pct: z.number().openapi({ description: 'Agreeing with staff, of the answered' }),
    wrong_confident_pct: z.number().openapi({
      description: 'Answered but disagreeing, of all threads: would have been sent wrongly',
    }),
  }),
);

export const ReplayRun = registry.register(
  'ReplayRun',
  z.object({
    state: z.enum(['running', 'done', 'failed']),
    reason: z.enum(['connected', 'staff', 'knowledge', 'style']).openapi({
      description: 'What started it: the mailbox connected, a person, a knowledge or style change',
    }),
    started_at: z.string(),
    finished_at: z.string().openapi({ description: "'' while running" }),
    limit: z.number().int().openapi({ description: 'Threads a run reads at most' }),
    window_days: z.number().int().openapi({ description: 'How far back it reads' }),
    replayed: z.number().int().openapi({ description: "The current run's progress (threads)" }),
    counts: ReplayCounts,
    figures: ReplayFigures,
    stale: z.boolean().openapi({
      description:
        'The knowledge base or the style changed since: the figures are being recomputed',
    }),
    error: z.string().openapi({ description: "Why the run failed, else ''" }),
  }),
);

export const ReplayThread = registry.register(
  'ReplayThread',
  z.object({
    id: z.string(),
    question: z.object({
      from_address: z.string(),
      from_name: z.string(),
      subject: z.string(),
      date: z.string(),
      body: z.string().openapi({ description: "The customer's new text" }),
    }),
    staff_reply: z.string(),
    replied_at: z.string(),
    ai_reply: z.string().openapi({ description: 'What the product would write now (never sent)' }),
    sources: z.array(z.object({ title: z.string(), url: z.string() })),
    outcome: ReplayOutcome,
    agrees: z.boolean(),
    score: z.number().openapi({ description: "0–1: how much of staff's reply the AI's also says" }),
    meaning: z.number().openapi({ description: 'Similarity by meaning, 0–1; -1 when unknown' }),
    shared: z.array(z.string()).openapi({ description: 'Facts both replies state' }),
    missing: z
      .array(z.string())
      .openapi({ description: "Staff's facts the AI's reply leaves out" }),
    conflicting: z
      .array(z.string())
      .openapi({ description: "The AI's facts that contradict staff's" }),
    relevance: z.string().openapi({ description: "Why the reply is not grounded, else ''" }),
  }),
);

export const Replay = registry.register(
  'Replay',
  z.object({
    run: z
      .union([ReplayRun, z.null()])
      .openapi({ description: 'null when the mailbox was never replayed' }),
    threads: z.array(ReplayThread),
    total: z.number().int().openapi({ description: 'Threads of the filter, over every page' }),
    min_agreement: z.number().int().openapi({
      description: 'The agreement (percent) auto-send requires; 0: none',
    }),
  }),
);

export const ReplayQuery = z.object({
  outcome: z.enum(['answered', 'abstained', 'not_grounded', 'wrong_confident']).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(20)
    .openapi({ type: 'integer', minimum: 1, maximum: 100, default: 20 }),
  offset: z.coerce
    .number()
    .int()
    .min(0)
    .max(2_147_483_647)
    .default(0)
    .openapi({ type: 'integer', minimum: 0, default: 0 }),
});

export const ReplayMinimumBody = registry.register(
  'ReplayMinimumBody',
  z.object({
    min_agreement: z.number().int().min(0).max(100).openapi({
      description: 'Whole percent; 0 lets auto-send be chosen without a replay',
    }),
  }),
);
