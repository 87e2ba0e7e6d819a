import type { MailboxDoc } from '../adapters/repositories.js';
import type { ApiMailbox, ApiProvider } from './port.js';

/** The API providers this server is set up for (a client id configured); IMAP needs none. */
export interface ApiProviders {
  gmail?: ApiProvider;
  outlook?: ApiProvider;
}

/** The port of an API mailbox; undefined for IMAP, or a provider this server is not set up for. */
export function apiMailboxOf(providers: ApiProviders, mailbox: MailboxDoc): ApiMailbox | undefined {
  if (mailbox.provider === 'imap') return undefined;
  return providers[mailbox.provider]?.open(mailbox);
}
