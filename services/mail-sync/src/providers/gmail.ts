import type { Logger } from '@winzmail/platform';
import { gmailApi, oauthClient, type GoogleSettings } from '../adapters/google.js';
import { GmailMailbox } from '../adapters/gmail-mailbox.js';
import { ApiProvider } from './api.js';
import type { GrantStore, MailProvider } from './port.js';
import { tracedSends } from './traced.js';

/** Gmail mailboxes: one OAuth client per mailbox and grant (ApiProvider keeps it between polls). */
export function gmailProvider(
  settings: GoogleSettings,
  grants: GrantStore,
  maxBytes: number,
  pollIntervalMs: number,
  logger: Logger,
): MailProvider {
  return new ApiProvider((mailbox) => {
    const client = oauthClient(settings);
    client.setCredentials({ refresh_token: grants.read(mailbox) });
    // Google may hand out a new refresh token; the old one then stops working.
    client.on('tokens', (tokens) => {
      if (tokens.refresh_token)
        grants
          .write(mailbox, tokens.refresh_token)
          .catch((err: unknown) =>
            logger.warn({ err, mailbox_id: mailbox._id }, 'the renewed Gmail grant was not stored'),
          );
    });
    const api = new GmailMailbox(gmailApi(settings, client), maxBytes);
    return tracedSends('gmail', settings.apiUrl, api);
  }, pollIntervalMs);
}
