import {
  CITATION_CHOICES,
  LLM_CHOICES,
  STYLE_OPTIONS,
  STYLE_TEXT_LIMITS,
} from '@winzmail/platform/llm';
import { z } from './registry.js';

const L = STYLE_TEXT_LIMITS;

/** The reply style as POST /prompt/set takes it: every field optional (a missing one keeps its value). */
export const PromptFields = z
  .object({
    tone: z.enum(STYLE_OPTIONS.tone),
    purpose: z.string().max(L.purpose),
    formality: z.enum(STYLE_OPTIONS.formality),
    language: z.string().max(L.language),
    empathy: z.enum(STYLE_OPTIONS.empathy),
    politeness: z.enum(STYLE_OPTIONS.politeness),
    signature: z.string().max(L.signature),
    response_length: z.enum(STYLE_OPTIONS.responseLength),
    additional_instructions: z.string().max(L.additionalInstructions),
    exclusions: z.string().max(L.exclusions),
    llm_choice: z.enum(LLM_CHOICES),
    citations: z.enum(CITATION_CHOICES).openapi({
      description:
        "Sources in an email reply: 'none' (staff see them in the Inbox) or 'pages' (a list of the public web pages used)",
    }),
  })
  .partial()
  .strict()
  .openapi('PromptFields');

/** GET /prompt/ and the answer of POST /prompt/set: every field, plus the organisation. */
export const PromptConfig = PromptFields.required()
  .extend({ org_id: z.string() })
  .openapi('PromptConfig');

export const PromptTryBody = z
  .object({
    config: PromptFields,
    subject: z.string().max(998).default(''),
    body: z.string().trim().min(1).max(20_000),
  })
  .strict()
  .openapi('PromptTryBody');

export const ReplySource = z
  .object({
    document_id: z.string(),
    filename: z.string(),
    heading: z.string(),
    chunk_id: z.string(),
    number: z.number().int(),
    excerpt: z.string(),
  })
  .openapi('ReplySource');

export const GeneratedReply = z
  .object({
    text: z.string(),
    sources: z.array(ReplySource),
    model: z.string(),
    grounded: z.boolean(),
    abstained: z.boolean(),
    screening: z.object({ passed: z.boolean(), flags: z.array(z.string()) }),
    language: z.string(),
    sender_language: z
      .string()
      .openapi({ description: "The sender's language (ISO 639-1), '' when not told" }),
    language_note: z.string().openapi({
      description: "'' or why the reply is not in the sender's language (never sent automatically)",
    }),
    relevance: z.string().openapi({
      description:
        "'' when every question of the email is answered by a cited sentence about it or left for a colleague; else why not (the reply is then not grounded)",
    }),
    units_left: z
      .array(z.string())
      .openapi({ description: 'The questions the reply leaves for a colleague' }),
  })
  .openapi('GeneratedReply');
