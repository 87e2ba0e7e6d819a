import { UI_LANGUAGES } from '../domain/ui-language.js';
import { registry, z } from './registry.js';

/** Longest question the chat takes (characters); the chat service checks it too. */
export const MAX_CHAT_MESSAGE_CHARS = 2000;

export const ChatSource = registry.register(
  'ChatSource',
  z.object({
    number: z.number().int().openapi({ description: 'The [n] the answer cites it by' }),
    title: z.string(),
    document_id: z.string().openapi({
      description: "Staff only: the document to open; '' for a website visitor",
    }),
    url: z.string().openapi({ description: "The scraped page's address, else ''" }),
  }),
);

/** Longest reason for a rating (characters, after trimming); the chat service checks it too. */
export const MAX_RATING_REASON_CHARS = 500;

export const ChatRating = registry.register(
  'ChatRating',
  z.enum(['up', 'down']).openapi({ description: 'Thumbs up or thumbs down' }),
);

export const ChatMessage = registry.register(
  'ChatMessage',
  z.object({
    id: z.string(),
    message: z.string(),
    response: z.string().openapi({ description: 'Plain text (may carry simple Markdown)' }),
    created_at: z.string().openapi({ format: 'date-time' }),
    sources: z.array(ChatSource),
    rating: ChatRating.optional().openapi({
      description: "The caller's rating of the answer; absent when not rated",
    }),
    abstained: z.boolean().optional().openapi({
      description: 'The answer abstained (the knowledge base had nothing): offer a person',
    }),
  }),
);

export const ChatHistory = registry.register(
  'ChatHistory',
  z.object({
    chats: z.array(ChatMessage).openapi({ description: 'Newest first' }),
    total: z.number().int(),
  }),
);

export const ChatAskBody = z
  .object({
    message: z
      .string()
      .trim()
      .min(1, 'Please enter a message.')
      .max(
        MAX_CHAT_MESSAGE_CHARS,
        `Messages can be at most ${MAX_CHAT_MESSAGE_CHARS} characters long.`,
      ),
  })
  .openapi('ChatAskBody');

export const ChatHandoffBody = z
  .object({
    // The chat service decides what an address may be (one plain address); this bounds it.
    email: z
      .string()
      .trim()
      .min(1, 'Please enter a valid email address.')
      .max(254, 'Please enter a valid email address.')
      .openapi({ format: 'email', description: "Where staff's reply goes; shown to staff only" }),
    name: z
      .string()
      .trim()
      .max(100, 'A name can be at most 100 characters long.')
      .default('')
      .openapi({ description: 'How the visitor wants to be addressed (optional)' }),
  })
  .openapi('ChatHandoffBody');

export const ChatHandoff = registry.register(
  'ChatHandoff',
  z.object({
    // Nothing of what the visitor sent comes back: the page shows its own copy as text.
    handed_off: z.literal(true),
  }),
);

export const ChatFeedbackBody = z
  .object({
    chat_id: z.string().trim().min(1, 'An answer is required.').max(100),
    rating: ChatRating,
    reason: z
      .string()
      .trim()
      .max(
        MAX_RATING_REASON_CHARS,
        `A reason can be at most ${MAX_RATING_REASON_CHARS} characters long.`,
      )
      .default('')
      .openapi({ description: 'Why (optional), kept as plain text' }),
  })
  .openapi('ChatFeedbackBody');

export const AnswerRating = registry.register(
  'AnswerRating',
  z.object({
    chat_id: z.string(),
    rating: ChatRating,
    reason: z.string(),
    rated_at: z.string().openapi({ format: 'date-time' }),
  }),
);

const queryInt = (min: number, max: number, fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(min)
    .max(max)
    .default(fallback)
    .openapi({ type: 'integer', minimum: min, maximum: max, default: fallback });

export const ChatHistoryQuery = z.object({
  limit: queryInt(1, 500, 50),
  offset: queryInt(0, 2_147_483_647, 0),
});

export const ChatCleared = registry.register(
  'ChatCleared',
  z.object({ deleted: z.number().int() }),
);

export const VisitorTokenResponse = registry.register(
  'VisitorToken',
  z.object({
    visitor_token: z.string().openapi({
      description: 'Send it as the Visitor-Token header with the chat calls',
    }),
  }),
);

/** The source of the 15 interface language codes: the web app and the widget take theirs from
 * the generated API (scripts/gen-api.mjs writes packages/browser-kit/src/gen/languages.ts from it). */
export const UiLanguage = registry.register(
  'UiLanguage',
  z.enum(UI_LANGUAGES).openapi({
    description:
      "One of the product's 15 interface languages, by the spec's codes ('tel', 'por', 'cz')",
  }),
);

export const WidgetConfig = registry.register(
  'WidgetConfig',
  z.object({
    org_name: z.string(),
    language: UiLanguage,
    rtl: z.boolean(),
  }),
);

export const WidgetSettings = registry.register(
  'WidgetSettings',
  z.object({
    allowed_origins: z.array(z.string().max(300)).max(50).openapi({
      description: 'Websites (origins) whose pages may use the chat; empty: any website',
    }),
  }),
);
