import { GeneratedReply, ReplySource } from './prompt.js';
import { registry, z } from './registry.js';

export const EmailStatus = z
  .enum(['pending', 'drafted', 'replied', 'no_reply_needed', 'processed'])
  .openapi('EmailStatus');

export const IncomingEmail = registry.register(
  'IncomingEmail',
  z.object({
    id: z.string(),
    from_address: z.string(),
    subject: z.string(),
    body: z.string().openapi({ description: 'The new text (quoted history kept apart)' }),
    reply_body: z.string().openapi({ description: 'The drafted or sent reply, else empty' }),
    created_at: z.string().openapi({ format: 'date-time' }),
    status: EmailStatus,
    // Beyond the spec:
    from_name: z.string(),
    // No `format`: an email without a Date header has none, and '' is not a date-time.
    received_at: z
      .string()
      .openapi({ description: "The sender's Date header (ISO 8601), else empty" }),
    body_html: z.string().openapi({
      description: 'The HTML as received: hostile, render sanitised and sandboxed only',
    }),
    quoted: z.string().openapi({ description: 'The quoted history below the new text' }),
    reason: z.string().openapi({
      description: 'Why no reply was needed, or why the reply was not sent automatically',
    }),
    sources: z.array(ReplySource).openapi({ description: 'What the drafted reply is grounded in' }),
    origin: z.enum(['', 'widget_handoff']).optional().openapi({
      description:
        "'widget_handoff': a website visitor's chat handed to staff (the body is the transcript); '' otherwise",
    }),
  }),
);

export const IncomingEmailList = registry.register('IncomingEmailList', z.array(IncomingEmail));

/**
 * An integer query parameter. Its document schema is given whole: coercion also turns null into
 * 0, which the generator would otherwise publish as "integer or null".
 */
const queryInt = (min: number, max: number, fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(min)
    .max(max)
    .default(fallback)
    .openapi({ type: 'integer', minimum: min, maximum: max, default: fallback });

/** The proto's int32 fields. */
const INT32_MAX = 2_147_483_647;

export const IncomingQuery = z.object({
  limit: queryInt(1, 500, 50),
  offset: queryInt(0, INT32_MAX, 0),
  status: z.enum(['pending', 'drafted', 'replied', 'no_reply_needed']).optional(),
});

export const ReplyMode = z.enum(['auto', 'draft', 'none']).openapi('ReplyMode');

export const MailboxState = registry.register(
  'MailboxState',
  z.object({
    state: z.enum(['connecting', 'idle', 'polling', 'error', 'stopped', 'disconnected']).openapi({
      description:
        'idle = connected and waiting for mail (IMAP IDLE); disconnected = the Gmail or Outlook ' +
        'grant was revoked or expired: connect the account again',
    }),
    last_sync_at: z.string().openapi({ description: 'Last successful check, else empty' }),
    last_error: z.string().openapi({ description: 'A clear reason when state is error' }),
  }),
);

export const EmailConfig = registry.register(
  'EmailConfig',
  z.object({
    imap_host: z.string(),
    imap_port: z.number().int().openapi({ default: 993 }),
    smtp_host: z.string(),
    smtp_port: z.number().int().openapi({ default: 587 }),
    email_address: z.string(),
    reply_mode: ReplyMode.openapi({ default: 'auto' }),
    provider: z.enum(['imap', 'gmail', 'outlook']).openapi({
      description: 'How the mailbox is reached; gmail and outlook have no server fields',
    }),
    mailbox: MailboxState,
  }),
);

/**
 * GET /org/email-config: the settings, or `configured: false` — a new organisation has no
 * mailbox yet, which is a normal state and not an error.
 */
export const EmailConfigState = registry.register(
  'EmailConfigState',
  z.discriminatedUnion('configured', [
    z.object({ configured: z.literal(false) }).openapi({ description: 'No mailbox yet' }),
    // One object (not allOf over EmailConfig): the settings beside the flag.
    z.object({ configured: z.literal(true), ...EmailConfig.shape }),
  ]),
);

const host = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .regex(/^[A-Za-z0-9.:[\]-]+$/, 'a host name or address');
const mailPort = z.coerce.number().int().min(1).max(65535);

/** POST /org/email-config: the settings; a blank password keeps the stored one. */
export const EmailConfigBody = registry.register(
  'EmailConfigBody',
  z
    .object({
      imap_host: host,
      imap_port: mailPort.default(993),
      smtp_host: host,
      smtp_port: mailPort.default(587),
      email_address: z.string().trim().email().max(254),
      email_password: z.string().max(1024).default(''),
      reply_mode: ReplyMode.default('auto'),
    })
    .strict(),
);

export const ReplyBody = registry.register(
  'ReplyBody',
  z
    .object({
      email_id: z.string().min(1).max(200),
      reply_text: z.string().max(100_000).default(''),
    })
    .strict(),
);

export const ReplyAnswer = registry.register(
  'ReplyAnswer',
  z.object({
    reply: z
      .string()
      .openapi({ description: 'The generated text (reply_text empty) or the sent one' }),
    sent: z.boolean(),
    generated: GeneratedReply.optional().openapi({
      description: 'For a generated reply: its sources and verdicts',
    }),
  }),
);

export const RecentEmailsAnswer = registry.register(
  'RecentEmailsAnswer',
  z.object({ fetched: z.number().int().openapi({ description: 'New messages the check found' }) }),
);

export const EmailStats = registry.register(
  'EmailStats',
  z.object({
    total: z.number().int(),
    pending: z.number().int(),
    drafted: z.number().int(),
    replied: z.number().int(),
    no_reply_needed: z.number().int(),
    week: z
      .array(
        z.object({
          date: z.string().openapi({ description: 'YYYY-MM-DD in the caller’s time zone' }),
          received: z.number().int(),
          replied: z.number().int(),
        }),
      )
      .openapi({ description: 'The last seven days, oldest first' }),
    ai_sent: z.number().int().openapi({ description: 'AI drafts sent (edited or not)' }),
    ai_sent_unedited: z
      .number()
      .int()
      .openapi({ description: 'AI drafts sent exactly as drafted' }),
    ai_kept_permille_sum: z.number().int().openapi({
      description: 'Sum over sent AI drafts of the share of the draft kept (edit distance), ×1000',
    }),
    mailbox: MailboxState.optional(),
  }),
);

export const StatsQuery = z.object({
  utc_offset_minutes: queryInt(-840, 840, 0).openapi({
    description: "The caller's offset from UTC in minutes, east positive (the week's days)",
  }),
});

/** The Dashboard's automation status, from real state. */
export const AutomationStatus = registry.register(
  'AutomationStatus',
  z.object({
    email_service: z.object({
      configured: z.boolean(),
      state: z.string().openapi({ description: 'The mailbox state, or not_configured' }),
      detail: z.string(),
    }),
    ai_responses: z.object({ reachable: z.boolean(), model: z.string(), detail: z.string() }),
    document_sync: z.object({
      total: z.number().int(),
      ready: z.number().int(),
      processing: z.number().int(),
      failed: z.number().int(),
      detail: z
        .string()
        .optional()
        .openapi({ description: 'Why the documents could not be counted (the counts are 0)' }),
    }),
  }),
);
