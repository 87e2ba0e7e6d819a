/** The shapes mail-sync stores and reasons about (pure data, no I/O). */

export const REPLY_MODES = ['auto', 'draft', 'none'] as const;
export type ReplyMode = (typeof REPLY_MODES)[number];

export const EMAIL_STATUSES = ['pending', 'drafted', 'replied', 'no_reply_needed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const MAILBOX_PROVIDERS = ['imap', 'gmail', 'outlook'] as const;
export type MailboxProvider = (typeof MAILBOX_PROVIDERS)[number];

/** The mailbox the AI answers, or the Outlook-plugin account (spec: type 'auto_reply' | 'outlook'). */
export type MailboxPurpose = 'auto_reply' | 'outlook_plugin';

/** The settings of an IMAP/SMTP mailbox (the login name is the email address). */
export interface MailboxSettings {
  imap_host: string;
  imap_port: number;
  smtp_host: string;
  smtp_port: number;
  email_address: string;
  reply_mode: ReplyMode;
}

/** What a connection needs: the settings and the decrypted password. */
export interface MailCredentials extends MailboxSettings {
  password: string;
}

/** How the mailbox's watcher is doing (shown on Email configuration and the Dashboard). */
export type WatchState = 'connecting' | 'idle' | 'polling' | 'error' | 'stopped' | 'disconnected';

/** Where an API mailbox's import stands (Gmail's historyId, Graph's deltaLink). */
export interface ApiCursor {
  token: string;
  synced_at: string;
}

/** Where the import stands: a restart resumes after last_uid (same uidvalidity). */
export interface SyncCursor {
  uidvalidity: number;
  last_uid: number;
  /** When the cursor last moved: a UIDVALIDITY change re-scans from this day. */
  synced_at?: string;
}

/** A passage a drafted reply is grounded in (reply-generation's Source). */
export interface ReplySource {
  document_id: string;
  filename: string;
  heading: string;
  chunk_id: string;
  number: number;
  excerpt: string;
}

/** Where a message lives at the provider: Gmail's message id and threadId; Graph's id and conversationId. */
export interface ProviderRef {
  id: string;
  thread_id: string;
}
