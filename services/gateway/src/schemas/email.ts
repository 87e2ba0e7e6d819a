import { registry, z } from './registry.js';

// Mail-sync is not built yet, so no route serves these: they are registered as components
// (no paths) because the web app already reads them (dashboard, session) and its types come
// only from this document. The routes that mail-sync brings will answer with these schemas.

export const EmailStatus = z
  .enum(['pending', 'drafted', 'replied', 'no_reply_needed', 'processed'])
  .openapi('EmailStatus');

export const IncomingEmail = registry.register(
  'IncomingEmail',
  z.object({
    id: z.string(),
    from_address: z.string(),
    subject: z.string(),
    body: z.string(),
    reply_body: z.string().openapi({ description: 'The drafted or sent reply, else empty' }),
    created_at: z.string().openapi({ format: 'date-time' }),
    status: EmailStatus,
  }),
);

export const IncomingEmailList = registry.register('IncomingEmailList', z.array(IncomingEmail));

export const EmailConfig = registry.register(
  'EmailConfig',
  z.object({
    imap_host: z.string(),
    imap_port: z.number().int().openapi({ default: 993 }),
    smtp_host: z.string(),
    smtp_port: z.number().int().openapi({ default: 587 }),
    email_address: z.string(),
    reply_mode: z.enum(['auto', 'draft', 'none']).openapi({ default: 'auto' }),
    provider: z.string().openapi({ description: 'How the mailbox is reached (IMAP, Gmail, …)' }),
  }),
);
