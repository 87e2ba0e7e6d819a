import { AppError, invalid, type Logger } from '@winzmail/platform';
import { gmailApi, oauthClient, type GoogleSettings } from '../adapters/google.js';
import type { MailboxDoc, MailRepos } from '../adapters/repositories.js';
import type { GrantStore } from '../providers/port.js';

const unauthenticated = () => new AppError('UNAUTHENTICATED', 'The push token is not valid.');

/**
 * Gmail's push through Pub/Sub: Google posts {emailAddress, historyId} to the push endpoint with
 * a Google-signed OIDC token. The token is verified (signature against Google's certificates,
 * issuer, audience, the subscription's service account); then the mailbox is checked now — the
 * push says only that something changed, the history sync finds what.
 */
export class GmailPush {
  constructor(
    private readonly deps: {
      settings: GoogleSettings;
      repos: Pick<MailRepos, 'mailboxes'>;
      grants: GrantStore;
      onChange: (mailbox: MailboxDoc) => Promise<unknown>;
      logger: Logger;
    },
  ) {}

  async handle(authorization: string, data: string): Promise<void> {
    const { settings } = this.deps;
    const audience = settings.pushAudience;
    if (!settings.pubsubTopic || !audience)
      throw new AppError('FAILED_PRECONDITION', 'Gmail push is not set up on this server.');
    const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    if (!token) throw unauthenticated();
    let email: string | undefined;
    try {
      const ticket = await oauthClient(settings).verifyIdToken({ idToken: token, audience });
      const claims = ticket.getPayload();
      if (!claims?.email_verified) throw unauthenticated();
      email = claims.email;
    } catch (err) {
      this.deps.logger.warn(
        { reason: err instanceof Error ? err.message.slice(0, 200) : 'invalid' },
        'gmail push refused',
      );
      throw unauthenticated();
    }
    if (settings.pushServiceAccount && email !== settings.pushServiceAccount)
      throw unauthenticated();
    let address: unknown;
    try {
      address = (
        JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as { emailAddress?: unknown }
      ).emailAddress;
    } catch {
      throw invalid('The push message is not Gmail JSON.');
    }
    if (typeof address !== 'string' || !address) throw invalid('The push names no mailbox.');
    const mailboxes = await this.deps.repos.mailboxes.find({
      provider: 'gmail',
      purpose: 'auto_reply',
      email_address: address.toLowerCase(),
    });
    // Unknown mailboxes are acknowledged too: Pub/Sub would otherwise redeliver for days.
    for (const mailbox of mailboxes)
      await this.deps
        .onChange(mailbox)
        .catch((err: unknown) =>
          this.deps.logger.warn({ err, mailbox_id: mailbox._id }, 'gmail push: the check failed'),
        );
  }

  /** Asks Gmail to push INBOX changes of a mailbox to the topic (renewed at each connect). */
  async watch(mailbox: MailboxDoc): Promise<void> {
    const { settings, grants } = this.deps;
    if (!settings.pubsubTopic) return;
    const client = oauthClient(settings);
    client.setCredentials({ refresh_token: grants.read(mailbox) });
    await gmailApi(settings, client).users.watch({
      userId: 'me',
      requestBody: { topicName: settings.pubsubTopic, labelIds: ['INBOX'] },
    });
  }
}
