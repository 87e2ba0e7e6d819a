import type { Logger } from '@winzmail/platform';
import { gmailApi, oauthClient, type GoogleSettings } from '../adapters/google.js';
import { GmailMailbox } from '../adapters/gmail-mailbox.js';
import type { MailboxDoc } from '../adapters/repositories.js';
import type { ApiMailbox, ApiProvider, GrantStore } from './port.js';
import { tracedSends } from './traced.js';

/**
 * Gmail mailboxes: one OAuth client per mailbox and grant, kept between polls so its access token
 * is reused until it expires (a fresh client per poll would ask Google for a token every time).
 */
export class GmailProvider implements ApiProvider {
  private readonly open_ = new Map<string, { revision: number; mailbox: ApiMailbox }>();

  constructor(
    private readonly settings: GoogleSettings,
    private readonly grants: GrantStore,
    private readonly maxBytes: number,
    private readonly logger: Logger,
  ) {}

  open(mailbox: MailboxDoc): ApiMailbox {
    const cached = this.open_.get(mailbox._id);
    if (cached && cached.revision === mailbox.revision) return cached.mailbox;
    const client = oauthClient(this.settings);
    client.setCredentials({ refresh_token: this.grants.read(mailbox) });
    // Google may hand out a new refresh token; the old one then stops working.
    client.on('tokens', (tokens) => {
      if (tokens.refresh_token)
        this.grants
          .write(mailbox, tokens.refresh_token)
          .catch((err: unknown) =>
            this.logger.warn(
              { err, mailbox_id: mailbox._id },
              'the renewed Gmail grant was not stored',
            ),
          );
    });
    const opened = tracedSends(
      'gmail',
      this.settings.apiUrl,
      new GmailMailbox(gmailApi(this.settings, client), this.maxBytes),
    );
    this.open_.set(mailbox._id, { revision: mailbox.revision, mailbox: opened });
    return opened;
  }
}
