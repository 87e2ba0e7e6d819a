import type { EmailDoc, MailboxDoc } from '../adapters/repositories.js';
import type { OutgoingMail } from '../domain/reply-message.js';
import type { ProviderRef } from '../domain/types.js';

/**
 * The port every API mailbox (Gmail, Microsoft Graph) sits behind. mail-sync's import, reply and
 * draft flow is the IMAP one; only reading new mail and handing over a reply differ. IMAP keeps
 * its own connection-oriented path (IDLE, UIDs, APPEND).
 */

export type { ProviderRef } from '../domain/types.js';

/** One new INBOX message as the provider hands it over. */
export interface FetchedMessage {
  ref: ProviderRef;
  /** The RFC 822 message (Gmail format=raw; Graph /$value); only its headers when `unreadable`. */
  raw: Buffer;
  /** When the provider received it (ms since the epoch): decides backlog and the week chart. */
  arrivedAt: number;
  /** Why the content was not downloaded (too large): recorded with the message, never answered. */
  unreadable?: string;
}

/**
 * New messages and where the next sync resumes; the cursor is saved once the batch is stored.
 * No cursor: the batch is no point to resume from (a first listing half-way).
 */
export interface ChangeBatch {
  messages: FetchedMessage[];
  cursor?: string;
}

export interface ApiMailbox {
  /**
   * INBOX messages added after `cursor`, oldest first, in batches. Without a cursor (first sync)
   * it lists what arrived since `since` and ends with the cursor of "now". A cursor the provider
   * no longer knows (Gmail's history expired, Graph's delta token gone) also lists since `since`.
   * Messages may repeat across batches or syncs: the store's unique key drops them.
   */
  changes(cursor: string | undefined, since: Date): AsyncIterable<ChangeBatch>;
  /**
   * Sends `mail` as the reply to `email`, in its thread. Throws SendError (adapters/smtp.ts):
   * `not_sent` when the provider certainly refused it, `unknown` when the outcome is unknown;
   * GrantError when the grant is gone. Resolves with the Message-ID the provider gave the reply
   * ('' when it does not say; the caller then keeps mail.messageId).
   */
  send(email: EmailDoc, mail: OutgoingMail): Promise<string>;
  /**
   * Stores `mail` as a draft reply to `email` in the provider's own Drafts, threaded. Resolves
   * with the draft's id at the provider (Gmail's draft id, Graph's message id), for deleteDraft.
   */
  saveDraft(email: EmailDoc, mail: OutgoingMail): Promise<string>;
  /** Deletes a draft saveDraft stored; one already gone (deleted or sent by hand) is no error. */
  deleteDraft(id: string): Promise<void>;
}

/** A provider: turns a stored mailbox into the port. */
export interface ApiProvider {
  open(mailbox: MailboxDoc): ApiMailbox;
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

/** An account an OAuth flow connected: what Mailboxes.connectAccount stores. */
export interface ConnectedAccount {
  provider: 'gmail' | 'outlook';
  email_address: string;
  /** The grant (Gmail: the refresh token; Outlook: MSAL's serialized cache), sealed at rest. */
  grant: string;
}
