import { registry, z } from './registry.js';
import { ReplyMode } from './email.js';

export const GmailInitiateQuery = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .optional()
    .openapi({ description: "The address to sign in with (Google's login hint); may be omitted" }),
});

export const GmailAuthorization = registry.register(
  'GmailAuthorization',
  z.object({
    auth_url: z.string().openapi({ description: "Google's consent page: send the browser there" }),
  }),
);

/**
 * What Google sends back: printable ASCII (codes, our signed state, scope URLs). The bounds keep
 * the whole callback URL under Node's 16 KB for a request's line and headers even when every
 * character is percent-encoded — beyond that Node answers 431 and drops the connection itself.
 */
const oauthText = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[\x20-\x7e]*$/, 'Not an OAuth value.')
    .optional();

export const GmailCallbackQuery = z.object({
  code: oauthText(1024),
  state: oauthText(2048),
  error: oauthText(200),
  scope: oauthText(1024),
});

export const DeviceCodeSession = registry.register(
  'DeviceCodeSession',
  z.object({
    device_code: z.string(),
    user_code: z.string().openapi({ description: 'What the user types at verification_uri' }),
    verification_uri: z
      .string()
      .openapi({ description: "Microsoft's sign-in page (…/devicelogin)" }),
    expires_in: z.number().int().openapi({ description: 'Seconds until the code expires' }),
    message: z.string().openapi({ description: "Microsoft's instructions" }),
  }),
);

export const DeviceCodeCompletion = registry.register(
  'DeviceCodeCompletion',
  z
    .object({
      device_code: z.string().min(1).max(4096),
      type: z.enum(['auto_reply', 'outlook']).openapi({
        description: 'auto_reply: the mailbox the AI answers; outlook: the Outlook-plugin account',
      }),
    })
    .strict(),
);

export const ConnectedEmail = registry.register(
  'ConnectedEmail',
  z.object({ email: z.string().openapi({ description: 'The account that signed in' }) }),
);

export const OutlookEmailConfig = registry.register(
  'OutlookEmailConfig',
  z.object({
    email_address: z
      .string()
      .openapi({ description: 'The Outlook-plugin account; empty when none is connected' }),
  }),
);

export const ReplyModeBody = registry.register(
  'ReplyModeBody',
  z.object({ reply_mode: ReplyMode }).strict(),
);

const settingNames = z.array(z.string());

export const MailProviders = registry.register(
  'MailProviders',
  z.object({
    gmail: z.boolean().openapi({ description: 'Connect Gmail is offered (Google client set up)' }),
    outlook: z
      .boolean()
      .openapi({ description: 'Connect Outlook is offered (Microsoft client set up)' }),
    settings: z.object({ gmail: settingNames, outlook: settingNames }).openapi({
      description:
        "The server's environment variables that turn each sign-in on: what an administrator " +
        'sets when a provider is not offered',
    }),
  }),
);
