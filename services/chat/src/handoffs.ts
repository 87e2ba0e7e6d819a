import { createHash } from 'node:crypto';
import { AppError, invalid, newId, type Clock } from '@winzmail/platform';
import type { EventOutbox } from '@winzmail/platform/outbox';
import type { chat } from '@winzmail/proto';
import { takeRatingSlot } from './adapters/rating-slots.js';
import type { ChatRepos, HandoffDoc } from './adapters/repositories.js';
import type { Resolved } from './conversations.js';
import { windowStart } from './domain/feedback.js';
import {
  checkAddress,
  checkName,
  handoffCounters,
  handoffEvent,
  HANDOFF_WINDOW_MS,
  STAFF_CANNOT_HAND_OFF,
  TOO_MANY_HANDOFFS,
  transcriptOf,
  TRANSCRIPT_TURNS,
} from './domain/handoff.js';

export interface HandoffsDeps {
  repos: ChatRepos;
  /** handoff.requested leaves with the stored handoff (the same write). */
  outbox: EventOutbox;
  /** Who is calling (Conversations.caller: the same checks as asking). */
  caller: (conversation: chat.Conversation__Output | null) => Promise<Resolved>;
  now: Clock;
  caps: { perVisitor: number; perAddress: number; perOrg: number };
}

/**
 * A website visitor asks for a person: their conversation goes, with the address they left, to
 * the organisation's Inbox (mail-sync, handoff.requested). Nothing is mailed from here: the
 * address only ever receives the reply staff write (no open relay).
 */
export class Handoffs {
  constructor(private readonly deps: HandoffsDeps) {}

  async handOff(req: chat.HandOffRequest__Output): Promise<chat.HandOffResult> {
    const who = await this.deps.caller(req.conversation);
    if (who.audience !== 'visitor') throw new AppError('PERMISSION_DENIED', STAFF_CANNOT_HAND_OFF);
    const address = checkAddress(req.email);
    if (!address.ok) throw invalid(address.error, { email: 'invalid' });
    const name = checkName(req.name);
    if (!name.ok) throw invalid(name.error, { name: 'too long' });
    await this.count(who, address.value);
    const docs = await this.deps.repos.chats.find(
      { org_id: who.orgId, conv: who.conv },
      { sort: { created_at: -1 }, limit: TRANSCRIPT_TURNS },
    );
    const transcript = transcriptOf(
      docs.map((d) => ({ question: d.message, answer: d.response, at: d.created_at })),
    );
    const at = new Date(this.deps.now()).toISOString();
    const doc: HandoffDoc = {
      _id: newId(),
      org_id: who.orgId,
      conv: who.conv,
      address: address.value,
      name: name.value,
      turns: transcript.length,
      created_at: at,
    };
    await this.deps.outbox.insertOne(this.deps.repos.handoffs, doc, [
      handoffEvent({
        id: doc._id,
        orgId: who.orgId,
        conv: who.conv,
        address: doc.address,
        name: doc.name,
        transcript,
        at,
      }),
    ]);
    return { handoff_id: doc._id, created_at: at };
  }

  /**
   * One slot of each daily cap (unique-key inserts: racing handoffs let exactly the cap
   * through on every store). A refusal may leave the earlier caps' slots taken: refused
   * attempts count too.
   */
  private async count(who: Resolved, address: string): Promise<void> {
    const start = windowStart(this.deps.now(), HANDOFF_WINDOW_MS);
    const hash = createHash('sha256').update(address.toLowerCase()).digest('base64url');
    for (const { key, cap } of handoffCounters(who.orgId, who.conv, hash, this.deps.caps)) {
      if (!(await takeRatingSlot(this.deps.repos.handoffSlots, key, start, cap)))
        throw new AppError('RESOURCE_EXHAUSTED', TOO_MANY_HANDOFFS);
    }
  }
}
