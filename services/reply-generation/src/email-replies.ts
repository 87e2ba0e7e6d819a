import { newId, nowIso, type Logger } from '@winzmail/platform';
import { DuplicateKeyError } from '@winzmail/platform/errors';
import type { EventOutbox } from '@winzmail/platform/outbox';
import type { Collection } from '@winzmail/platform/store';
import type { events } from '@winzmail/proto';
import type { GeneratedReplyDoc } from './adapters/repositories.js';
import { NotEntitled } from './entitlements.js';
import type { Replies } from './replies.js';

/**
 * The email flow's middle step: a received email that needs a reply gets one written, and
 * reply.generated goes out with the reply and its verdicts (mail-sync decides draft or send).
 * Once per email: a redelivery finds the email's record and writes nothing again.
 */
export class EmailReplies {
  constructor(
    private readonly deps: {
      replies: Replies;
      generated: Collection<GeneratedReplyDoc>;
      outbox: EventOutbox;
      logger: Logger;
    },
  ) {}

  async onMailReceived(event: events.MailReceived__Output): Promise<void> {
    if (!event.needs_reply || event.reply_mode === 'none') return;
    // Checked before the model call (the costly part); the insert below is the real guard.
    if (await this.deps.generated.findOne({ _id: event.email_id })) return;
    let written: Awaited<ReturnType<Replies['generateTimed']>>;
    try {
      written = await this.deps.replies.generateTimed({
        org_id: event.org_id,
        from_address: event.from_address,
        subject: event.subject,
        body: event.body,
        html: event.body_html,
        thread: event.thread,
      });
    } catch (err) {
      // No plan, no generation (decided before the model runs): the email stays as it is
      // (pending) and nothing is lost.
      if (!(err instanceof NotEntitled)) throw err;
      this.deps.logger.info(
        { orgId: event.org_id, emailId: event.email_id },
        'no reply generated: no active plan',
      );
      return;
    }
    const { generated, modelMs } = written;
    const at = nowIso();
    try {
      await this.deps.outbox.insertOne(
        this.deps.generated,
        { _id: event.email_id, org_id: event.org_id, created_at: at },
        [
          {
            topic: 'reply.generated',
            event: {
              event_id: newId(),
              org_id: event.org_id,
              occurred_at: at,
              email_id: event.email_id,
              generated,
              model_ms: modelMs,
            },
          },
        ],
      );
    } catch (err) {
      if (err instanceof DuplicateKeyError) return; // a concurrent delivery got there first
      throw err;
    }
    this.deps.logger.info(
      { orgId: event.org_id, emailId: event.email_id, model: generated.model, modelMs },
      'reply generated',
    );
  }
}
