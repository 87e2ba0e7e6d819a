import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { EventMap } from '@winzmail/proto';
import { describeUnlessWaived, eventually } from '@winzmail/testing';
import { createMailUser, mailServer, type MailUser } from '@winzmail/testing/mail-server';
import type { EmailDoc } from '../src/adapters/repositories.js';
import {
  generatedEvent,
  orgWithMailbox,
  REPLY_TEXT,
  startMailHarness,
  storedEmail,
  type MailHarness,
} from './support/harness.js';

/**
 * mail-sync's sources of the knowledge-gap queue (docs/gaps.md): an email the AI abstained on,
 * and an AI draft staff changed a lot before sending, each published once as question.unanswered
 * with the email's change.
 */
const server = mailServer();

describeUnlessWaived(server !== null, '', 'question.unanswered from mail-sync (GreenMail)', () => {
  const mail = server!;
  let h: MailHarness;
  let customer: MailUser;
  const seen: EventMap['question.unanswered'][] = [];
  beforeAll(async () => {
    h = await startMailHarness();
    customer = await createMailUser(mail, 'gaps');
    await h.bus.subscribe('question.unanswered', 'gaps-test', async (event) => {
      seen.push(event);
    });
  }, 120_000);
  afterAll(async () => {
    await h?.dispose();
  });

  /** The email once its change and its events are relayed (nothing left in its outbox). */
  const relayed = (email: EmailDoc, status: string) =>
    eventually(
      `the email ${status}, its events relayed`,
      () => h.wired.repos.emails.findOne({ _id: email._id }),
      (d) => d?.status === status && d.outbox_token === undefined,
    );
  const about = (email: EmailDoc) => seen.filter((e) => e.reference_id === email._id);

  it('an abstention: the question once, however often reply.generated comes', async () => {
    const { mailbox } = await orgWithMailbox(h, mail, 'draft');
    const email = await storedEmail(h, mailbox, customer.email, {
      subject: 'Re: Gift cards',
      body: 'Do you have them?\n\nThanks',
    });
    const event = generatedEvent(email, { abstained: true, grounded: false });
    await h.bus.publish('reply.generated', event);
    await h.bus.publish('reply.generated', event);
    await h.bus.publish('reply.generated', { ...event, event_id: `${event.event_id}-again` });
    await relayed(email, 'drafted');
    await eventually(
      'the question published',
      async () => about(email),
      (e) => e.length > 0,
    );
    expect(about(email)).toEqual([
      {
        event_id: `question.unanswered:email_abstained:${email._id}`,
        org_id: email.org_id,
        occurred_at: expect.any(String),
        source: 'email_abstained',
        question: 'Gift cards: Do you have them? Thanks',
        reference_id: email._id,
        answer: '',
      },
    ]);
  });

  it('a grounded draft sent almost as written adds nothing; one staff rewrote adds its question', async () => {
    const { orgId, mailbox } = await orgWithMailbox(h, mail, 'draft');
    const kept = await storedEmail(h, mailbox, customer.email);
    const rewritten = await storedEmail(h, mailbox, customer.email, {
      body: 'Can I come by on Saturday afternoon?',
    });
    for (const email of [kept, rewritten]) {
      await h.bus.publish('reply.generated', generatedEvent(email));
      await relayed(email, 'drafted');
    }
    await h.call.Reply({
      org_id: orgId,
      email_id: kept._id,
      reply_text: REPLY_TEXT.replace('nine', 'ten'),
    });
    const answer = 'On Saturdays we are open until 14:00, so the afternoon is short.';
    await h.call.Reply({ org_id: orgId, email_id: rewritten._id, reply_text: answer });
    await relayed(kept, 'replied');
    await relayed(rewritten, 'replied');
    await eventually(
      'the rewrite published',
      async () => about(rewritten),
      (e) => e.length > 0,
    );
    expect(about(rewritten)).toEqual([
      expect.objectContaining({
        event_id: `question.unanswered:draft_edited:${rewritten._id}`,
        source: 'draft_edited',
        question: 'Opening hours: Can I come by on Saturday afternoon?',
        answer,
      }),
    ]);
    expect(about(kept)).toEqual([]);
  });
});
