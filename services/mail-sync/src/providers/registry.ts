import type { MailboxDoc } from '../domain/records.js';
import type { MailboxProvider } from '../domain/types.js';
import type { MailProvider } from './port.js';

/** The providers this server is set up for: IMAP always; Gmail, Outlook with a client id. */
export type Providers = { imap: MailProvider } & { [P in MailboxProvider]?: MailProvider };

/** The provider of a mailbox; undefined for one this server is not set up for. */
export const providerOf = (providers: Providers, mailbox: MailboxDoc): MailProvider | undefined =>
  providers[mailbox.provider];

/** What a mailbox whose provider is not set up here shows. */
export const notSetUp = (mailbox: Pick<MailboxDoc, 'provider'>): string =>
  `${mailbox.provider} mailboxes are not set up on this server.`;
