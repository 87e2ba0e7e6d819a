import type { PendingEvents } from '@winzmail/platform/outbox';
import type { Doc } from '@winzmail/platform/store';
import type { SealedSecret } from './secret-box.js';
import type {
  ApiCursor,
  EmailStatus,
  MailboxPurpose,
  MailboxProvider,
  MailboxSettings,
  ProviderRef,
  ReplyMode,
  ReplySource,
  SyncCursor,
  WatchState,
} from './types.js';

// The records mail-sync keeps of a mailbox and of an email: pure shapes, stored by
// adapters/repositories.ts, read by the provider port and the use cases.

/**
 * One organisation's mailbox the AI answers, or its Outlook-plugin account. An API mailbox
 * (gmail, outlook) has blank IMAP/SMTP settings and its OAuth grant as the secret.
 */
export interface MailboxDoc extends Doc, MailboxSettings {
  org_id: string;
  purpose: MailboxPurpose;
  provider: MailboxProvider;
  /**
   * The password (IMAP) or the OAuth grant (Gmail's refresh token, Outlook's MSAL cache),
   * AES-256-GCM sealed and bound to this _id. Never returned, never logged.
   */
  secret: SealedSecret;
  /** Bumped on every settings change: a running watcher restarts with the new settings. */
  revision: number;
  created_at: string;
  updated_at: string;
  /** Where the import stands; absent until the first sync of these settings. */
  cursor?: SyncCursor;
  /** The same for an API mailbox. */
  api_cursor?: ApiCursor;
  /** When the first sync (the backlog, never answered) finished. */
  initialized_at?: string;
  watch?: { state: WatchState; last_sync_at?: string; last_error?: string };
}

/** The AI's reply as reply-generation made it (kept apart from what staff finally sent). */
export interface DraftRecord {
  text: string;
  model: string;
  grounded: boolean;
  abstained: boolean;
  screening_passed: boolean;
  flags: string[];
  generated_at: string;
}

/**
 * Where the AI's draft lies in the mailbox, so it can be found again: replaced when staff
 * regenerate, removed when they send their own reply (else it could be sent a second time).
 */
export interface MailboxDraftRef {
  /** The draft's Message-ID: IMAP finds it by this when the UID no longer holds. */
  message_id: string;
  /** IMAP: the folder, and the UID under that UIDVALIDITY when the server said (UIDPLUS). */
  folder?: string;
  uid?: number;
  uid_validity?: string;
  /** Gmail: the draft id; Outlook: the Graph message id. */
  provider_id?: string;
}

/** What was sent, by whom, and how much of the AI's draft it kept (response accuracy). */
export interface SentRecord {
  message_id: string;
  at: string;
  by: 'auto' | 'staff';
  /** 1000 = the AI's draft sent unchanged; absent when there was no AI draft. */
  kept_permille?: number;
}

/**
 * One message, stored once: `_id` is derived from (mailbox, Message-ID) — or from the content
 * when there is no Message-ID — so the insert itself decides "new or already imported".
 */
export interface EmailDoc extends Doc, PendingEvents {
  org_id: string;
  mailbox_id: string;
  /** The Message-ID header ('' when absent). */
  message_id: string;
  /** The IMAP UID (0 for an API mailbox). */
  uid: number;
  /** Where an API mailbox's message lives at the provider (replies go into its thread). */
  ref?: ProviderRef;
  in_reply_to: string;
  references: string[];
  /**
   * Groups a conversation (the loop guard, the reply's context): the first Message-ID of
   * References, else own.
   */
  thread_key: string;
  from_address: string;
  from_name: string;
  reply_to: string;
  to: string[];
  subject: string;
  /** The new text (what the prompt sees); `quoted` holds the history below it. */
  body: string;
  quoted: string;
  /** As received; hostile. */
  body_html: string;
  /** The sender's Date header ('' when absent or invalid). */
  received_at: string;
  /** When Winzmail stored it (the list's order). */
  created_at: string;
  status: EmailStatus;
  /** Why no reply was needed, or why the reply was not sent automatically. */
  reason: string;
  /** Found on the first connect: never answered automatically. */
  backlog: boolean;
  /** The mailbox's reply mode when the message arrived. */
  reply_mode: ReplyMode;
  reply_body: string;
  sources: ReplySource[];
  draft?: DraftRecord;
  /** 'widget_handoff': a website visitor's conversation handed to staff (absent: the mailbox). */
  origin?: 'widget_handoff';
  /** The AI's draft in the mailbox's own Drafts (absent when none was stored there). */
  mailbox_draft?: MailboxDraftRef;
  sent?: SentRecord;
}
