import { AppError, invalid, newId, notFound, nowIso, type Logger } from '@winzmail/platform';
import { DuplicateKeyError } from '@winzmail/platform/errors';
import type { mailSync } from '@winzmail/proto';
import type { MailNetPolicy } from '../adapters/endpoint.js';
import { MailConnectError } from '../adapters/connect-errors.js';
import { verifyImap } from '../adapters/imap.js';
import type { MailboxDoc, MailRepos } from '../adapters/repositories.js';
import { verifySmtp } from '../adapters/smtp.js';
import {
  DEFAULT_REPLY_MODE,
  connectionChanged,
  mailboxChanged,
  parseSettings,
  type SettingsInput,
} from '../domain/mailbox-settings.js';
import type { SecretBox } from '../domain/secret-box.js';
import {
  REPLY_MODES,
  type MailboxPurpose,
  type MailboxSettings,
  type MailCredentials,
  type ReplyMode,
} from '../domain/types.js';
import type { ConnectedAccount, GrantStore } from '../providers/port.js';

const PURPOSE = 'auto_reply';

/** Attempts at a settings write that lost a race with another one. */
const WRITE_ATTEMPTS = 3;

export interface MailboxesDeps {
  repos: Pick<MailRepos, 'mailboxes'>;
  box: SecretBox;
  policy: MailNetPolicy;
  logger: Logger;
  /** Told after a change (the watchers restart the organisation's mailbox). */
  onChanged?: (orgId: string) => Promise<void>;
  /** '' when automatic sending may be chosen for the mailbox, else why not (replay's evidence). */
  autoSendRefusal?: (orgId: string, mailboxId: string) => Promise<string>;
}

/**
 * The organisation's IMAP/SMTP mailbox: read without its password; saved only after both servers
 * accepted the settings, the password sealed (AES-256-GCM) and bound to the mailbox.
 */
export class Mailboxes {
  constructor(private readonly deps: MailboxesDeps) {}

  find(orgId: string, purpose: MailboxPurpose = PURPOSE): Promise<MailboxDoc | null> {
    return this.deps.repos.mailboxes.findOne({ org_id: orgId, purpose });
  }

  /** The reply mode alone (the only setting of a Gmail or Outlook mailbox). */
  async setReplyMode(orgId: string, mode: string): Promise<mailSync.EmailConfigResponse> {
    if (!(REPLY_MODES as readonly string[]).includes(mode))
      throw invalid(`The reply mode must be one of ${REPLY_MODES.join(', ')}.`, {
        reply_mode: 'unknown reply mode',
      });
    const existing = await this.find(orgId);
    if (!existing) throw notFound('No email configuration yet.');
    if (mode === 'auto') await this.mayAutoSend(existing);
    // The mode is read per message when it arrives: no watcher restart, no revision bump, and
    // updated_at (where the backlog ends) stays.
    await this.deps.repos.mailboxes.updateOne(
      { _id: existing._id },
      { $set: { reply_mode: mode } },
    );
    return view({ ...existing, reply_mode: mode as ReplyMode });
  }

  /**
   * '' when replay's evidence lets the mailbox send unseen, else why not: checked when auto mode
   * is chosen, and again before every automatic send (the figures change with the knowledge).
   */
  async autoSendRefusal(mailbox: MailboxDoc): Promise<string> {
    return (await this.deps.autoSendRefusal?.(mailbox.org_id, mailbox._id)) ?? '';
  }

  /** Refuses turning auto mode on while replay's evidence falls short of the required agreement. */
  private async mayAutoSend(mailbox: MailboxDoc): Promise<void> {
    if (mailbox.reply_mode === 'auto') return; // already on: saving other settings keeps it
    const refusal = await this.autoSendRefusal(mailbox);
    if (refusal) throw new AppError('FAILED_PRECONDITION', refusal, { reply_mode: refusal });
  }

  /** The Outlook-plugin account's address ('' when none is connected). */
  async pluginAccount(orgId: string): Promise<mailSync.OutlookEmailConfig> {
    const doc = await this.find(orgId, 'outlook_plugin');
    return { email_address: doc?.email_address ?? '' };
  }

  /** How providers read and renew a mailbox's OAuth grant (sealed like a password). */
  readonly grants: GrantStore = {
    read: (mailbox) => this.deps.box.open(mailbox.secret, mailbox._id),
    write: async (mailbox, grant) => {
      await this.deps.repos.mailboxes.updateOne(
        { _id: mailbox._id, revision: mailbox.revision },
        { $set: { secret: this.deps.box.seal(grant, mailbox._id) } },
      );
    },
  };

  /**
   * Stores an account an OAuth flow connected, as the organisation's mailbox of `purpose`
   * (replacing what was there). Connecting the same account again (a revoked grant renewed)
   * keeps the import's cursor, so mail that arrived meanwhile is imported, not lost or repeated.
   */
  async connectAccount(
    orgId: string,
    purpose: MailboxPurpose,
    account: ConnectedAccount,
  ): Promise<MailboxDoc> {
    const settings = {
      imap_host: '',
      imap_port: 0,
      smtp_host: '',
      smtp_port: 0,
      email_address: account.email_address,
    };
    for (let attempt = 1; ; attempt++) {
      const existing = await this.find(orgId, purpose);
      let saved: MailboxDoc | null;
      if (!existing) {
        const _id = newId();
        const now = nowIso();
        const doc: MailboxDoc = {
          _id,
          org_id: orgId,
          purpose,
          provider: account.provider,
          ...settings,
          reply_mode: DEFAULT_REPLY_MODE,
          secret: this.deps.box.seal(account.grant, _id),
          revision: 1,
          created_at: now,
          updated_at: now,
        };
        saved = await this.deps.repos.mailboxes.insertOne(doc).then(
          () => doc,
          (err: unknown) => {
            if (err instanceof DuplicateKeyError) return null;
            throw err;
          },
        );
      } else {
        const same =
          existing.provider === account.provider &&
          existing.email_address.toLowerCase() === account.email_address.toLowerCase();
        const set = {
          ...settings,
          provider: account.provider,
          secret: this.deps.box.seal(account.grant, existing._id),
          revision: existing.revision + 1,
          updated_at: nowIso(),
        };
        const { matched } = await this.deps.repos.mailboxes.updateOne(
          { _id: existing._id, revision: existing.revision },
          same
            ? { $set: set, $unset: { watch: true } }
            : {
                $set: set,
                $unset: { cursor: true, api_cursor: true, initialized_at: true, watch: true },
              },
        );
        saved = matched ? await this.deps.repos.mailboxes.findOne({ _id: existing._id }) : null;
      }
      if (saved) {
        this.deps.logger.info(
          { orgId, mailboxId: saved._id, provider: account.provider, purpose },
          'mailbox account connected',
        );
        if (purpose === PURPOSE)
          await this.deps
            .onChanged?.(orgId)
            .catch((err: unknown) =>
              this.deps.logger.warn({ err, orgId }, 'the mailbox watcher did not restart'),
            );
        return saved;
      }
      if (attempt >= WRITE_ATTEMPTS)
        throw new AppError('FAILED_PRECONDITION', 'The mailbox changed meanwhile; connect again.');
    }
  }

  async get(orgId: string): Promise<mailSync.EmailConfigResponse> {
    const doc = await this.find(orgId);
    if (!doc) throw notFound('No email configuration yet.');
    return view(doc);
  }

  /** The settings with the decrypted password, for a connection (never returned by an API). */
  credentials(doc: MailboxDoc): MailCredentials {
    return { ...settingsOf(doc), password: this.deps.box.open(doc.secret, doc._id) };
  }

  async set(orgId: string, input: SettingsInput): Promise<mailSync.EmailConfigResponse> {
    const { settings, password } = parseSettings(input);
    for (let attempt = 1; ; attempt++) {
      const found = await this.find(orgId);
      // Leaving Gmail or Outlook for IMAP: their grant is no password; start afresh.
      const switching = found !== null && found.provider !== 'imap';
      const existing = switching && !password ? null : found;
      if (!existing && !password)
        throw invalid('A password is required.', { email_password: 'A password is required.' });
      if (!existing || password || switching || connectionChanged(settingsOf(existing), settings))
        await this.verify({
          ...settings,
          password: password || this.credentials(existing!).password,
        });
      if (existing && settings.reply_mode === 'auto') await this.mayAutoSend(existing);
      const saved = existing
        ? await this.update(existing, settings, password, switching)
        : await this.insert(orgId, settings, password);
      if (saved) {
        this.deps.logger.info(
          { orgId, mailboxId: saved._id, revision: saved.revision },
          'mailbox settings saved',
        );
        await this.deps
          .onChanged?.(orgId)
          .catch((err: unknown) =>
            this.deps.logger.warn({ err, orgId }, 'the mailbox watcher did not restart'),
          );
        return view(saved);
      }
      // Another save won the race: check again against what it stored.
      if (attempt >= WRITE_ATTEMPTS)
        throw new AppError('FAILED_PRECONDITION', 'The settings changed meanwhile; save again.');
    }
  }

  /** Both servers, at once; the first refusal becomes the message the page shows. */
  private async verify(creds: MailCredentials): Promise<void> {
    const [imap, smtp] = await Promise.allSettled([
      verifyImap(creds, this.deps.policy),
      verifySmtp(creds, this.deps.policy),
    ]);
    for (const [result, field] of [
      [imap, 'imap_host'],
      [smtp, 'smtp_host'],
    ] as const) {
      if (result.status === 'fulfilled') continue;
      const err: unknown = result.reason;
      if (!(err instanceof MailConnectError)) throw err;
      throw invalid(err.message, { [err.kind === 'auth' ? 'email_password' : field]: err.message });
    }
  }

  private async insert(
    orgId: string,
    settings: MailboxSettings,
    password: string,
  ): Promise<MailboxDoc | null> {
    const _id = newId();
    const now = nowIso();
    const doc: MailboxDoc = {
      _id,
      org_id: orgId,
      purpose: PURPOSE,
      provider: 'imap',
      ...settings,
      secret: this.deps.box.seal(password, _id),
      revision: 1,
      created_at: now,
      updated_at: now,
    };
    try {
      await this.deps.repos.mailboxes.insertOne(doc);
      return doc;
    } catch (err) {
      if (err instanceof DuplicateKeyError) return null;
      throw err;
    }
  }

  /** Compare-and-set on the revision: a concurrent save is never silently overwritten. */
  private async update(
    existing: MailboxDoc,
    settings: MailboxSettings,
    password: string,
    switching: boolean,
  ): Promise<MailboxDoc | null> {
    const set: Record<string, unknown> = {
      ...settings,
      provider: 'imap',
      revision: existing.revision + 1,
      updated_at: nowIso(),
    };
    if (password) set.secret = this.deps.box.seal(password, existing._id);
    const fresh = switching || mailboxChanged(settingsOf(existing), settings);
    const update = fresh
      ? {
          $set: set,
          $unset: { cursor: true, api_cursor: true, initialized_at: true, watch: true } as const,
        }
      : { $set: set };
    const { matched } = await this.deps.repos.mailboxes.updateOne(
      { _id: existing._id, revision: existing.revision },
      update,
    );
    if (matched === 0) return null;
    return this.deps.repos.mailboxes.findOne({ _id: existing._id });
  }
}

const settingsOf = (doc: MailboxDoc): MailboxSettings => ({
  imap_host: doc.imap_host,
  imap_port: doc.imap_port,
  smtp_host: doc.smtp_host,
  smtp_port: doc.smtp_port,
  email_address: doc.email_address,
  reply_mode: doc.reply_mode,
});

/** How the watcher is doing; a mailbox it has not reported on yet is connecting. */
export const watchState = (doc: MailboxDoc): mailSync.MailboxState => ({
  state: doc.watch?.state ?? 'connecting',
  last_sync_at: doc.watch?.last_sync_at ?? '',
  last_error: doc.watch?.last_error ?? '',
});

const view = (doc: MailboxDoc): mailSync.EmailConfigResponse => ({
  configured: true,
  config: { ...settingsOf(doc), email_password: '', provider: doc.provider },
  mailbox: watchState(doc),
});
