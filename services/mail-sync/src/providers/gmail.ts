import { gmailApi, oauthClient, type GoogleSettings } from '../adapters/google.js';
import { GmailMailbox } from '../adapters/gmail-mailbox.js';
import { ApiProvider, keepRenewedGrant, type ApiProviderDeps } from './api.js';
import type { MailProvider } from './port.js';
import { tracedSends } from './traced.js';

/** Gmail mailboxes: one OAuth client per mailbox and grant (ApiProvider keeps it between polls). */
export function gmailProvider(settings: GoogleSettings, deps: ApiProviderDeps): MailProvider {
  return new ApiProvider((mailbox) => {
    const client = oauthClient(settings);
    client.setCredentials({ refresh_token: deps.grants.read(mailbox) });
    // Google may hand out a new refresh token; the old one then stops working.
    client.on('tokens', (tokens) => {
      if (tokens.refresh_token) void keepRenewedGrant(deps, mailbox, tokens.refresh_token, 'Gmail');
    });
    const api = new GmailMailbox(gmailApi(settings, client), deps.maxBytes);
    return tracedSends('gmail', settings.apiUrl, api);
  }, deps.pollIntervalMs);
}
