import type { Logger } from '@winzmail/platform';
import { GraphMailbox } from '../adapters/graph-mailbox.js';
import { graphToken, publicClient, type MicrosoftSettings } from '../adapters/microsoft.js';
import type { MailboxDoc } from '../adapters/repositories.js';
import type { ApiMailbox, ApiProvider, GrantStore } from './port.js';
import { tracedSends } from './traced.js';

/**
 * Outlook / Microsoft 365 mailboxes: one MSAL client per mailbox whose token cache is the
 * mailbox's sealed grant — read once, kept in memory between polls, written back (sealed) each
 * time MSAL changes it (a refreshed token, a rotated refresh token).
 */
export class OutlookProvider implements ApiProvider {
  private readonly open_ = new Map<string, { revision: number; mailbox: ApiMailbox }>();

  constructor(
    private readonly settings: MicrosoftSettings,
    private readonly grants: GrantStore,
    private readonly maxBytes: number,
    private readonly logger: Logger,
  ) {}

  open(mailbox: MailboxDoc): ApiMailbox {
    const cached = this.open_.get(mailbox._id);
    if (cached && cached.revision === mailbox.revision) return cached.mailbox;
    const client = publicClient(this.settings, {
      cache: this.grants.read(mailbox),
      changed: (cache) =>
        this.grants
          .write(mailbox, cache)
          .catch((err: unknown) =>
            this.logger.warn(
              { err, mailbox_id: mailbox._id },
              'the renewed Outlook token cache was not stored',
            ),
          ),
    });
    const opened = tracedSends(
      'graph',
      this.settings.graphUrl,
      new GraphMailbox(
        this.settings.graphUrl,
        (force) => graphToken(client, force),
        this.maxBytes,
        this.settings.timeoutMs,
      ),
    );
    this.open_.set(mailbox._id, { revision: mailbox.revision, mailbox: opened });
    return opened;
  }
}
