import { bool, commonEnv, loadConfig, optionalString, port } from '@winzmail/platform';
import { z } from 'zod';

export const mailEnv = z.object({
  ...commonEnv,
  GRPC_HOST: z.string().default('0.0.0.0'),
  GRPC_PORT: port(50053),
  /** reply-generation, for the Inbox's Generate (GenerateReply). */
  REPLY_GENERATION_ADDR: z.string().default('127.0.0.1:50054'),
  /**
   * AES-256-GCM key for mailbox passwords and tokens: 32 bytes, base64. Unset: generated once
   * under DATA_DIR (embedded mode), like the JWT key.
   */
  SECRETS_ENCRYPTION_KEY: optionalString(),
  /** Mail servers on loopback / private addresses (development and test servers only). */
  MAIL_ALLOW_LOOPBACK: bool(false),
  MAIL_ALLOW_PRIVATE: bool(false),
  /** Plaintext IMAP/SMTP and unverified certificates (development and test servers only). */
  MAIL_ALLOW_INSECURE: bool(false),
  /** On a mailbox's first connect only mail this recent is imported (and never answered). */
  MAIL_BACKLOG_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  /** Polling interval when the server has no IDLE, and the IDLE watchdog's re-check. */
  MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(100).default(60_000),
  /** Connect / greeting / socket time limit for IMAP and SMTP. */
  MAIL_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /** Messages larger than this are recorded without their content (a reason says why). */
  MAIL_MAX_MESSAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(30 * 1024 * 1024),
  /** Automatic replies per sender and thread per day (the loop guard). */
  MAIL_AUTO_REPLIES_PER_THREAD_DAY: z.coerce.number().int().min(1).default(1),
  /** Replay before auto-send: threads a run reads, how far back, and the quiet time after a
   * knowledge or style change before the figures are recomputed (docs/replay.md). */
  REPLAY_THREADS: z.coerce.number().int().min(1).max(1000).default(200),
  REPLAY_WINDOW_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  REPLAY_RECOMPUTE_DELAY_MS: z.coerce.number().int().min(0).default(60_000),
  /** Gmail and Microsoft Graph mailboxes: how often their changes are asked for. */
  MAIL_API_POLL_INTERVAL_MS: z.coerce.number().int().min(100).default(30_000),
  /**
   * Replicas share the mailboxes by leases of this life (renewed every third of it): a stopped
   * replica's mailboxes are taken over within it.
   */
  MAIL_LEASE_MS: z.coerce.number().int().min(300).default(30_000),
  /** Google OAuth client (web application) of the Gmail connection; unset: Gmail is off. */
  GOOGLE_CLIENT_ID: optionalString(),
  GOOGLE_CLIENT_SECRET: optionalString(),
  /** Google's endpoints (a test points them at a loopback server speaking the same protocol). */
  GOOGLE_AUTH_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_REVOKE_URL: z.string().url().default('https://oauth2.googleapis.com/revoke'),
  GOOGLE_CERTS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v1/certs'),
  GMAIL_API_URL: z.string().url().default('https://gmail.googleapis.com/'),
  /** Pub/Sub topic for Gmail push (users.watch); unset: Gmail is polled only. */
  GMAIL_PUBSUB_TOPIC: optionalString(),
  /** The audience the push subscription's signed token carries (the push endpoint's URL). */
  GMAIL_PUSH_AUDIENCE: optionalString(),
  /** The service account the push subscription signs its token as (checked when set). */
  GMAIL_PUSH_SERVICE_ACCOUNT: optionalString(),
  /** Microsoft identity platform public client (device code); unset: Outlook is off. */
  MICROSOFT_CLIENT_ID: optionalString(),
  MICROSOFT_AUTHORITY: z.string().url().default('https://login.microsoftonline.com/common'),
  /**
   * MSAL's authorityMetadata / cloudDiscoveryMetadata (JSON) for a cloud MSAL cannot discover
   * itself (sovereign clouds, the tests' loopback identity server): no discovery call is made.
   */
  MICROSOFT_AUTHORITY_METADATA: optionalString(),
  MICROSOFT_CLOUD_DISCOVERY_METADATA: optionalString(),
  MICROSOFT_GRAPH_URL: z.string().url().default('https://graph.microsoft.com/v1.0'),
  /** How long a started OAuth sign-in (Gmail state, Outlook device code) may take. */
  OAUTH_PENDING_TTL_S: z.coerce.number().int().min(30).default(900),
});

export type MailConfig = z.infer<typeof mailEnv>;

export const loadMailConfig = (env: NodeJS.ProcessEnv = process.env): MailConfig =>
  loadConfig(mailEnv, env);
