import { GraphMailbox } from '../adapters/graph-mailbox.js';
import { graphToken, publicClient, type MicrosoftSettings } from '../adapters/microsoft.js';
import { ApiProvider, keepRenewedGrant, type ApiProviderDeps } from './api.js';
import type { MailProvider } from './port.js';
import { tracedSends } from './traced.js';

/**
 * Outlook / Microsoft 365 mailboxes: one MSAL client per mailbox whose token cache is the
 * mailbox's sealed grant — read once, kept in memory between polls (ApiProvider), written back
 * (sealed) each time MSAL changes it (a refreshed token, a rotated refresh token).
 */
export function outlookProvider(settings: MicrosoftSettings, deps: ApiProviderDeps): MailProvider {
  return new ApiProvider((mailbox) => {
    const client = publicClient(settings, {
      cache: deps.grants.read(mailbox),
      changed: (cache) => keepRenewedGrant(deps, mailbox, cache, 'Outlook'),
    });
    const api = new GraphMailbox(
      settings.graphUrl,
      (force) => graphToken(client, force),
      deps.maxBytes,
      settings.timeoutMs,
    );
    return tracedSends('graph', settings.graphUrl, api);
  }, deps.pollIntervalMs);
}
