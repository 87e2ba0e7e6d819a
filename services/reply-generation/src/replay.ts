import type { Logger } from '@winzmail/platform';
import type { replyGeneration } from '@winzmail/proto';
import type { Knowledge } from './adapters/knowledge.js';
import { compareReplies, replyContent } from './domain/agreement.js';
import { Meaning } from './meaning.js';
import type { Replies } from './replies.js';

type ReplayedReply = replyGeneration.ReplayedReply;

/**
 * Replay before auto-send: the reply the product would write now to a past email, sending and
 * storing nothing, and how it compares with what staff sent (docs/replay.md).
 */
export class Replay {
  private readonly meaning: Meaning;

  constructor(
    private readonly deps: {
      replies: Pick<Replies, 'generateReply'>;
      knowledge: Knowledge;
      logger: Logger;
    },
  ) {
    this.meaning = new Meaning({ knowledge: deps.knowledge, logger: deps.logger });
  }

  async replayReply(req: replyGeneration.ReplayReplyRequest__Output): Promise<ReplayedReply> {
    const email = req.email ?? {
      org_id: '',
      from_address: '',
      subject: '',
      body: '',
      html: '',
      thread: [],
    };
    const generated = await this.deps.replies.generateReply(email);
    const outcome = generated.abstained
      ? 'abstained'
      : generated.grounded
        ? 'answered'
        : 'not_grounded';
    if (outcome !== 'answered') return { generated, outcome };
    const staff = replyContent(req.staff_reply);
    const ours = replyContent(generated.text);
    const meaning = await this.meaning.ofReplies(email.org_id, staff, ours);
    const agreement = compareReplies(generated.text, req.staff_reply, meaning);
    return { generated, outcome, agreement: { ...agreement, meaning: agreement.meaning ?? -1 } };
  }
}
