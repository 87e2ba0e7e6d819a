import type { ImapFlow } from 'imapflow';
import { classifyConnectError, MailConnectError } from '../adapters/connect-errors.js';
import type { MailNetPolicy } from '../adapters/endpoint.js';
import { closeClient, imapServerName, openImap } from '../adapters/imap.js';
import type { AppendTarget, ImapAppender } from '../adapters/imap-appender.js';
import { imapRepliedThreads } from '../adapters/imap-history.js';
import { inboxChanges } from '../adapters/imap-inbox.js';
import { composeMail, sendMail } from '../adapters/smtp.js';
import type { EmailDoc, MailboxDoc, MailboxDraftRef } from '../domain/records.js';
import type { OutgoingMail } from '../domain/reply-message.js';
import type { MailCredentials } from '../domain/types.js';
import type {
  DraftPlace,
  HistoryOptions,
  MailboxSession,
  MailProvider,
  RepliedThread,
  SentReply,
  SyncFailure,
} from './port.js';

export interface ImapProviderDeps {
  /** The mailbox's settings with its password opened. */
  credentials: (mailbox: MailboxDoc) => MailCredentials;
  policy: MailNetPolicy;
  /** Drafts and sent copies, over a session kept per mailbox. */
  appender: ImapAppender;
  /** Larger messages are recorded from their headers; the content is never downloaded. */
  maxMessageBytes: number;
  /** Polling when the server has no IDLE; the re-check under IDLE (a lost notification). */
  pollIntervalMs: number;
}

/**
 * IMAP/SMTP mailboxes: a session is one logged-in IMAP connection that IDLEs between syncs when
 * the server can; replies go out over SMTP, and their copies (Sent, the AI's drafts) by APPEND.
 */
export class ImapProvider implements MailProvider {
  readonly pollIntervalMs: number;

  constructor(private readonly deps: ImapProviderDeps) {
    this.pollIntervalMs = deps.pollIntervalMs;
  }

  async connect(mailbox: MailboxDoc, onNewMail?: () => void): Promise<MailboxSession> {
    const client = await openImap(this.deps.credentials(mailbox), this.deps.policy);
    return new ImapSession(client, this.deps.maxMessageBytes, onNewMail);
  }

  failure(err: unknown, mailbox: MailboxDoc): SyncFailure {
    const error = classifyConnectError(err, imapServerName(mailbox));
    return {
      error,
      reason: error.message,
      auth: error.kind === 'auth',
      expected: err instanceof MailConnectError,
    };
  }

  async send(mailbox: MailboxDoc, _email: EmailDoc, mail: OutgoingMail): Promise<SentReply> {
    const { raw } = await sendMail(this.deps.credentials(mailbox), this.deps.policy, mail);
    return {
      messageId: mail.messageId,
      keepCopy: () => this.deps.appender.append(this.target(mailbox), 'sent', raw, ['\\Seen']),
    };
  }

  async saveDraft(mailbox: MailboxDoc, _email: EmailDoc, mail: OutgoingMail): Promise<DraftPlace> {
    const raw = await composeMail(mail);
    const copy = await this.deps.appender.append(this.target(mailbox), 'drafts', raw, [
      '\\Draft',
      '\\Seen',
    ]);
    return {
      folder: copy.folder,
      ...(copy.uid !== undefined ? { uid: copy.uid, uid_validity: copy.uidValidity } : {}),
    };
  }

  async deleteDraft(mailbox: MailboxDoc, draft: MailboxDraftRef): Promise<void> {
    if (!draft.folder) return;
    await this.deps.appender.remove(this.target(mailbox), {
      folder: draft.folder,
      messageId: draft.message_id,
      ...(draft.uid !== undefined ? { uid: draft.uid, uidValidity: draft.uid_validity } : {}),
    });
  }

  /** Over a connection of its own (the watcher's stays free), logged out when the reading ends. */
  async *repliedThreads(
    mailbox: MailboxDoc,
    options: HistoryOptions,
  ): AsyncIterable<RepliedThread> {
    const client = await openImap(this.deps.credentials(mailbox), this.deps.policy);
    try {
      yield* imapRepliedThreads(client, mailbox.email_address, options, this.deps.maxMessageBytes);
    } finally {
      await closeClient(client);
    }
  }

  private target(mailbox: MailboxDoc): AppendTarget {
    return {
      id: mailbox._id,
      revision: mailbox.revision,
      credentials: () => this.deps.credentials(mailbox),
    };
  }
}

/** One logged-in connection; the server's EXISTS (new mail, announced under IDLE) wakes the watcher. */
class ImapSession implements MailboxSession {
  readonly closed: Promise<void>;
  private readonly idles: boolean;

  constructor(
    private readonly client: ImapFlow,
    private readonly maxBytes: number,
    onNewMail?: () => void,
  ) {
    this.closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    if (onNewMail) client.on('exists', onNewMail);
    this.idles = client.capabilities.has('IDLE');
  }

  get usable(): boolean {
    return this.client.usable;
  }

  changes(mailbox: MailboxDoc, backlogDays: number) {
    return inboxChanges(this.client, mailbox, backlogDays, this.maxBytes);
  }

  // IDLE ends by itself when the next command (the next sync) is sent.
  listen(): 'idle' | 'polling' {
    if (!this.idles) return 'polling';
    this.client.idle().catch(() => undefined);
    return 'idle';
  }

  close(): Promise<void> {
    return closeClient(this.client);
  }
}
