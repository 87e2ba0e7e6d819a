import type { Logger } from '@winzmail/platform';
import type { EmailDoc, MailboxDoc, MailboxDraftRef } from '../domain/records.js';
import type { HistoryOptions, RepliedThread } from '../domain/replied-history.js';
import type { OutgoingMail } from '../domain/reply-message.js';
import type {
  ApiMailbox,
  ChangeBatch,
  DraftPlace,
  GrantStore,
  MailboxSession,
  MailProvider,
  SentReply,
  SyncFailure,
} from './port.js';

/** What an API provider (Gmail, Outlook) needs besides its own settings. */
export interface ApiProviderDeps {
  grants: GrantStore;
  maxBytes: number;
  pollIntervalMs: number;
  logger: Logger;
}

/**
 * Stores a grant the provider renewed (a rotated refresh token, a changed token cache). A failure
 * is logged, never thrown: it happens inside the client library's callback, and the grant held
 * still works until the provider retires it.
 */
export function keepRenewedGrant(
  { grants, logger }: ApiProviderDeps,
  mailbox: MailboxDoc,
  grant: string,
  provider: string,
): Promise<void> {
  return grants
    .write(mailbox, grant)
    .catch((err: unknown) =>
      logger.warn({ err, mailbox_id: mailbox._id }, `the renewed ${provider} grant was not stored`),
    );
}

const DAY_MS = 86_400_000;
/**
 * When the provider no longer knows the cursor, mail is listed again from a little before the
 * last sync: whatever was imported already is dropped by the unique key.
 */
const RELIST_SLACK_MS = 60 * 60_000;

/**
 * A provider over an HTTP API with a cursor token (Gmail's historyId, Graph's deltaLink): no
 * connection to keep, so a session is the mailbox's client, asked again every poll interval.
 * One client per mailbox and settings revision, kept between polls so its access token is reused
 * until it expires (a fresh client per poll would ask for a token every time).
 */
export class ApiProvider implements MailProvider {
  private readonly open_ = new Map<string, { revision: number; mailbox: ApiMailbox }>();

  constructor(
    private readonly openMailbox: (mailbox: MailboxDoc) => ApiMailbox,
    readonly pollIntervalMs: number,
  ) {}

  async connect(mailbox: MailboxDoc): Promise<MailboxSession> {
    const api = this.open(mailbox);
    return {
      changes: (current, backlogDays) => changesOf(api, current, backlogDays),
      listen: () => 'polling',
      usable: true,
      close: async () => undefined,
    };
  }

  failure(err: unknown): SyncFailure {
    const reason = (err instanceof Error ? err.message : String(err)).slice(0, 300);
    return { error: err, reason, auth: false, expected: false };
  }

  async send(mailbox: MailboxDoc, email: EmailDoc, mail: OutgoingMail): Promise<SentReply> {
    return { messageId: await this.open(mailbox).send(email, mail) };
  }

  async saveDraft(mailbox: MailboxDoc, email: EmailDoc, mail: OutgoingMail): Promise<DraftPlace> {
    return { provider_id: await this.open(mailbox).saveDraft(email, mail) };
  }

  async deleteDraft(mailbox: MailboxDoc, draft: MailboxDraftRef): Promise<void> {
    if (draft.provider_id) await this.open(mailbox).deleteDraft(draft.provider_id);
  }

  repliedThreads(mailbox: MailboxDoc, options: HistoryOptions): AsyncIterable<RepliedThread> {
    return this.open(mailbox).repliedThreads(mailbox.email_address, options);
  }

  private open(mailbox: MailboxDoc): ApiMailbox {
    const cached = this.open_.get(mailbox._id);
    if (cached && cached.revision === mailbox.revision) return cached.mailbox;
    const opened = this.openMailbox(mailbox);
    this.open_.set(mailbox._id, { revision: mailbox.revision, mailbox: opened });
    return opened;
  }
}

/** The API's batches, from the record's api_cursor; the first sync lists the backlog window. */
async function* changesOf(
  api: ApiMailbox,
  mailbox: MailboxDoc,
  backlogDays: number,
): AsyncIterable<ChangeBatch> {
  const since = !mailbox.api_cursor
    ? new Date(Date.now() - backlogDays * DAY_MS)
    : new Date(Date.parse(mailbox.api_cursor.synced_at) - RELIST_SLACK_MS);
  for await (const batch of api.changes(mailbox.api_cursor?.token, since))
    yield {
      messages: batch.messages,
      ...(batch.cursor !== undefined ? { position: { api_cursor: { token: batch.cursor } } } : {}),
    };
}
