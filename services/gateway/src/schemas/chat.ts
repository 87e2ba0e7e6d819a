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

export const ChatMessage = registry.register(
  'ChatMessage',
  z.object({
    id: z.string(),
    message: z.string(),
    response: z.string().openapi({ description: 'Plain text (may carry simple Markdown)' }),
    created_at: z.string().openapi({ format: 'date-time' }),
    sources: z.array(ChatSource),
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

export const WidgetConfig = registry.register(
  'WidgetConfig',
  z.object({
    org_name: z.string(),
    language: z.string().openapi({ description: "One of the web app's 15 language codes" }),
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
