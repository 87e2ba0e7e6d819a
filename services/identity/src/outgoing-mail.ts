import type { Logger } from '@winzmail/platform';
import type { SystemMail, SystemMessage } from './domain/account-mail.js';

/**
 * Sends account mail without making the caller wait for the SMTP server: a request for a
 * registered address must answer as fast as one for an unknown address (the answer must not
 * tell them apart, by its time either). A failed delivery is logged; the user asks again.
 */
export class OutgoingMail {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly mail: SystemMail,
    private readonly logger: Logger,
  ) {}

  send(message: SystemMessage, kind: string): void {
    const sending = this.mail.send(message).then(
      () => this.logger.info({ kind }, 'account mail sent'),
      (err: unknown) => this.logger.error({ err, kind }, 'account mail could not be sent'),
    );
    this.pending.add(sending);
    void sending.finally(() => this.pending.delete(sending));
  }

  /** On stop: what is being sent is finished first. */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }
}
