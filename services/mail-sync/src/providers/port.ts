import type { EmailDoc, MailboxDoc, MailboxDraftRef } from '../domain/records.js';
import type { HistoryOptions, RepliedThread } from '../domain/replied-history.js';
import type { OutgoingMail } from '../domain/reply-message.js';
import type { ApiCursor, ProviderRef, SyncCursor } from '../domain/types.js';

/**
 * The one port every mailbox sits behind — IMAP/SMTP, Gmail, Microsoft Graph — so the watcher,
 * the sync loop (cursor, backlog, storing) and the send path exist once (inbound/, outbound/).
 * A provider is one adapter file in providers/. Where the kinds differ (a long-lived IMAP
 * connection that IDLEs; an API asked by polling), the session says so (listen, closed).
 */

export type { ProviderRef } from '../domain/types.js';
export type { HistoryMessage, HistoryOptions, RepliedThread } from '../domain/replied-history.js';

/** What the server's envelope says of a message (IMAP): its record when the content is unreadable. */
export interface Envelope {
  date?: Date | string | undefined;
  subject?: string | undefined;
  messageId?: string | undefined;
  inReplyTo?: string | undefined;
  from?: EnvelopeAddress[] | undefined;
  replyTo?: EnvelopeAddress[] | undefined;
  to?: EnvelopeAddress[] | undefined;
}
export interface EnvelopeAddress {
  name?: string | undefined;
  address?: string | undefined;
}

/** One new INBOX message as the provider hands it over. */
export interface FetchedMessage {
  /** The RFC 822 message (IMAP source, Gmail format=raw, Graph /$value); only its headers when `unreadable`. */
  raw: Buffer;
  /** When the provider received it (ms since the epoch): decides backlog and the week chart. */
  arrivedAt: number;
  /** Why the content was not downloaded (too large): recorded with the message, never answered. */
  unreadable?: string;
  /** An API mailbox's id and thread of the message (replies go into its thread). */
  ref?: ProviderRef;
  /** IMAP: the message's UID and envelope. */
  uid?: number;
  envelope?: Envelope;
}

/** Where the next sync resumes, in the mailbox record's field for this kind of provider. */
export type SyncPosition =
  { cursor: Omit<SyncCursor, 'synced_at'> } | { api_cursor: Omit<ApiCursor, 'synced_at'> };

/**
 * New messages and where the next sync resumes; the position is saved once the batch is stored.
 * No position: the batch is no point to resume from (a first listing half-way, part of a FETCH).
 */
export interface ChangeBatch {
  messages: FetchedMessage[];
  position?: SyncPosition;
}

/** A connection to one mailbox, for syncs (a watcher keeps it between them). */
export interface MailboxSession {
  /**
   * INBOX messages added since the mailbox's stored position, oldest first, in batches; on the
   * first sync (no initialized_at) what arrived in the last `backlogDays`. Messages may repeat
   * across batches or syncs: the store's unique key drops them.
   */
  changes(mailbox: MailboxDoc, backlogDays: number): AsyncIterable<ChangeBatch>;
  /**
   * After a sync: asks the server to announce new mail. 'idle' when it will (IMAP IDLE: the
   * provider's onNewMail is called); 'polling' when only the next poll finds it.
   */
  listen(): 'idle' | 'polling';
  /** Settles when the connection is lost (the watcher reconnects); none for a stateless API. */
  readonly closed?: Promise<void>;
  /** False once the connection is gone. */
  readonly usable: boolean;
  close(): Promise<void>;
}

/** Why a connect or a sync failed, as the mailbox shows it. */
export interface SyncFailure {
  /** What callers waiting for a check hear. */
  error: unknown;
  /** What the mailbox's watch records (Email configuration). */
  reason: string;
  /** The server refused the login: retried more slowly. */
  auth: boolean;
  /** A failure the reason explains (a refused connection): not logged as a fault. */
  expected: boolean;
}

/** A reply handed over. */
export interface SentReply {
  /** The Message-ID the provider gave the reply; '' when it does not say (mail.messageId holds). */
  messageId: string;
  /** Stores a copy in the mailbox's Sent (IMAP; the APIs keep their own): after the send is recorded. */
  keepCopy?: () => Promise<unknown>;
}

/** Where a draft was stored: the folder and UID (IMAP) or the provider's id. */
export type DraftPlace = Omit<MailboxDraftRef, 'message_id'>;

/** One kind of mailbox (IMAP, Gmail, Outlook): reads, sends and drafts for every mailbox of it. */
export interface MailProvider {
  /** How often its mailboxes are asked for changes (under IMAP IDLE: the re-check). */
  readonly pollIntervalMs: number;
  /** Opens a session; `onNewMail` is called when the server announces mail. */
  connect(mailbox: MailboxDoc, onNewMail?: () => void): Promise<MailboxSession>;
  /** What a failure of connect or changes means (a GrantError is the watcher's own case). */
  failure(err: unknown, mailbox: MailboxDoc): SyncFailure;
  /**
   * Sends `mail` as the reply to `email`, in its thread. Throws SendError: `not_sent` when the
   * server certainly refused it, `unknown` when the outcome is unknown; GrantError when the grant
   * is gone.
   */
  send(mailbox: MailboxDoc, email: EmailDoc, mail: OutgoingMail): Promise<SentReply>;
  /** Stores `mail` as a draft reply to `email` in the mailbox's own Drafts, threaded. */
  saveDraft(mailbox: MailboxDoc, email: EmailDoc, mail: OutgoingMail): Promise<DraftPlace>;
  /** Deletes a draft saveDraft stored; one already gone (or not this provider's) is no error. */
  deleteDraft(mailbox: MailboxDoc, draft: MailboxDraftRef): Promise<void>;
  /**
   * The mailbox's own answered history, for replay: the threads where a person replied (from
   * Sent) since `since`, newest reply first, one per thread (its latest person's reply and the
   * customer message that reply answers), at most `limit`. Streamed: read as it is consumed,
   * a few messages in memory at a time. Read-only: nothing is flagged, moved or sent. Skipped:
   * automatic replies (ours and others'), replies to no one but the mailbox, replies whose
   * original is not found (IMAP: in INBOX) or is the mailbox's own.
   */
  repliedThreads(mailbox: MailboxDoc, options: HistoryOptions): AsyncIterable<RepliedThread>;
}

/**
 * What an API mailbox (Gmail, Graph) implements: its changes by an opaque cursor token. Turned
 * into a MailProvider by providers/api.ts, which keeps the token in the record's api_cursor.
 */
export interface ApiMailbox {
  /**
   * INBOX messages added after `cursor`, oldest first, in batches. Without a cursor (first sync)
   * it lists what arrived since `since` and ends with the cursor of "now". A cursor the provider
   * no longer knows (Gmail's history expired, Graph's delta token gone) also lists since `since`.
   */
  changes(cursor: string | undefined, since: Date): AsyncIterable<TokenBatch>;
  /** As MailProvider.send; resolves with the reply's Message-ID at the provider ('' when unsaid). */
  send(email: EmailDoc, mail: OutgoingMail): Promise<string>;
  /** As MailProvider.saveDraft; resolves with the draft's id at the provider, for deleteDraft. */
  saveDraft(email: EmailDoc, mail: OutgoingMail): Promise<string>;
  deleteDraft(id: string): Promise<void>;
  /** As MailProvider.repliedThreads; `ownAddress` is the mailbox's address. */
  repliedThreads(ownAddress: string, options: HistoryOptions): AsyncIterable<RepliedThread>;
}

/** An API mailbox's batch: no cursor when it is no point to resume from. */
export interface TokenBatch {
  messages: FetchedMessage[];
  cursor?: string;
}

/** How a provider reads and renews a mailbox's grant (sealed at rest by Mailboxes). */
export interface GrantStore {
  /** The mailbox's grant, opened. */
  read(mailbox: MailboxDoc): string;
  /** Stores a renewed grant (a rotated refresh token, MSAL's changed cache). */
  write(mailbox: MailboxDoc, grant: string): Promise<void>;
}

/**
 * The grant was revoked or expired (invalid_grant, 401 after a refresh): the mailbox is
 * disconnected until someone connects it again. Mail that arrives meanwhile stays at the provider
 * and is imported after the reconnect (the cursor is kept).
 */
export class GrantError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GrantError';
  }
}

/**
 * Why a message did not go out. `not_sent`: certainly not delivered (no connection, login
 * refused, or the server answered no) — it may be tried again. `unknown`: the connection broke
 * while the message was being handed over, so the server may have it — sending again could send
 * it twice.
 */
export class SendError extends Error {
  constructor(
    readonly outcome: 'not_sent' | 'unknown',
    message: string,
  ) {
    super(message);
    this.name = 'SendError';
  }
}

/** An account an OAuth flow connected: what Mailboxes.connectAccount stores. */
export interface ConnectedAccount {
  provider: 'gmail' | 'outlook';
  email_address: string;
  /** The grant (Gmail: the refresh token; Outlook: MSAL's serialized cache), sealed at rest. */
  grant: string;
}
