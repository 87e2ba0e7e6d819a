import type { Logger } from '@winzmail/platform';
import { GraphMailbox } from '../adapters/graph-mailbox.js';
import { graphToken, publicClient, type MicrosoftSettings } from '../adapters/microsoft.js';
import { ApiProvider } from './api.js';
import type { GrantStore, MailProvider } from './port.js';
import { tracedSends } from './traced.js';

/**
 * Outlook / Microsoft 365 mailboxes: one MSAL client per mailbox whose token cache is the
 * mailbox's sealed grant — read once, kept in memory between polls (ApiProvider), written back
 * (sealed) each time MSAL changes it (a refreshed token, a rotated refresh token).
 */
export function outlookProvider(
  settings: MicrosoftSettings,
  grants: GrantStore,
  maxBytes: number,
  pollIntervalMs: number,
  logger: Logger,
): MailProvider {
  return new ApiProvider((mailbox) => {
    const client = publicClient(settings, {
      cache: grants.read(mailbox),
      changed: (cache) =>
        grants
          .write(mailbox, cache)
          .catch((err: unknown) =>
            logger.warn(
              { err, mailbox_id: mailbox._id },
              'the renewed Outlook token cache was not stored',
            ),
          ),
    });
    const api = new GraphMailbox(
      settings.graphUrl,
      (force) => graphToken(client, force),
      maxBytes,
      settings.timeoutMs,
    );
    return tracedSends('graph', settings.graphUrl, api);
  }, pollIntervalMs);
}
