import { registry, z } from './registry.js';
import { KnowledgeDocument } from './documents.js';

// The knowledge-gap queue (docs/gaps.md): questions the product could not answer well, grouped
// by meaning, and staff's answers added to the knowledge base.

export const GapSource = z
  .enum([
    'email_abstained',
    'draft_edited',
    'chat_abstained',
    'widget_abstained',
    'negative_feedback',
  ])
  .openapi('GapSource', {
    description:
      'email_abstained / chat_abstained / widget_abstained: the AI had nothing to answer from; draft_edited: staff kept less than half of the AI draft; negative_feedback: a visitor rated the answer down',
  });

export const GapExample = registry.register(
  'GapExample',
  z.object({
    question: z.string(),
    source: GapSource,
    occurred_at: z.string().openapi({ format: 'date-time' }),
    reference_id: z.string().openapi({ description: 'The email id (email sources) or chat id' }),
    answer: z.string().openapi({ description: "Staff's answer when the source has one, else ''" }),
  }),
);

export const GapGroup = registry.register(
  'GapGroup',
  z.object({
    id: z.string().openapi({ description: "Stable while the group's oldest question stays in it" }),
    count: z.number().int(),
    this_week: z.number().int().openapi({ description: 'Questions in the last 7 days' }),
    last_week: z.number().int().openapi({ description: 'Questions in the 7 days before' }),
    examples: z.array(GapExample).openapi({ description: 'The newest three, newest first' }),
    newest_at: z.string().openapi({ format: 'date-time' }),
  }),
);

export const KnowledgeGaps = registry.register(
  'KnowledgeGaps',
  z.object({
    groups: z.array(GapGroup).openapi({ description: 'Largest group first' }),
    total: z.number().int().openapi({ description: 'Open questions in the queue' }),
    grouped_by: z.enum(['meaning', 'words']).openapi({
      description: 'meaning: by a semantic embedder; words: by shared words (no model configured)',
    }),
  }),
);

export const GapEntryBody = registry.register(
  'GapEntryRequest',
  z.object({
    question: z
      .string({ error: 'Please enter the question.' })
      .trim()
      .min(1, 'Please enter the question.')
      .max(500, 'The question is at most 500 characters.'),
    answer: z
      .string({ error: 'Please enter the answer.' })
      .trim()
      .min(1, 'Please enter the answer.')
      .max(4000, 'The answer is at most 4,000 characters.'),
    email_id: z.string().trim().max(200).optional().openapi({
      description:
        "The email the answer was written for: its question's group is resolved (404 when it is not in the caller's queue)",
    }),
  }),
);

export const GapEntry = registry.register(
  'GapEntry',
  z.object({
    document: KnowledgeDocument,
    resolved: z.number().int().openapi({ description: 'Questions of the queue it resolved' }),
  }),
);
