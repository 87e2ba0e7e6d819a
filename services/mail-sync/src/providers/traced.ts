import { withSpan } from '@winzmail/platform/telemetry';
import { GrantError, SendError, type ApiMailbox } from './port.js';

/**
 * An API mailbox whose sends are traced as the IMAP path's are (`smtp.send`, adapters/smtp.ts):
 * `gmail.send` / `graph.send`, a client span in the trace of whatever asked for the send (the
 * reply's event), with the API's server, the reply's Message-ID (the one the provider gave it,
 * when it says) and, when it failed, whether it may have gone out — so the trace of a Gmail or
 * Outlook mailbox ends in its send as an IMAP one does. Drafts are not traced (IMAP's are not).
 */
export function tracedSends(api: 'gmail' | 'graph', apiUrl: string, inner: ApiMailbox): ApiMailbox {
  const server = new URL(apiUrl).host;
  return {
    changes: (cursor, since) => inner.changes(cursor, since),
    saveDraft: (email, mail) => inner.saveDraft(email, mail),
    deleteDraft: (id) => inner.deleteDraft(id),
    repliedThreads: (ownAddress, options) => inner.repliedThreads(ownAddress, options),
    send: (email, mail) =>
      withSpan(
        '@winzmail/mail-sync',
        `${api}.send`,
        {
          kind: 'client',
          attributes: { [`app.${api}.server`]: server, 'app.mail.message_id': mail.messageId },
        },
        async (span) => {
          try {
            const messageId = await inner.send(email, mail);
            if (messageId) span.setAttribute('app.mail.message_id', messageId);
            return messageId;
          } catch (err) {
            // A refused grant fails before anything is handed over: certainly not sent.
            const outcome =
              err instanceof SendError ? err.outcome : err instanceof GrantError ? 'not_sent' : '';
            if (outcome) span.setAttribute(`app.${api}.outcome`, outcome);
            throw err;
          }
        },
      ),
  };
}
