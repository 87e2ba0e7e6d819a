import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { EventMap } from '@winzmail/proto';
import { describeUnlessWaived, eventually } from '@winzmail/testing';
import {
  createMailUser,
  mailServer,
  readFolder,
  type MailUser,
} from '@winzmail/testing/mail-server';
import { handoffEmailId } from '../src/domain/handoff-email.js';
import { orgWithMailbox, startMailHarness, type MailHarness } from './support/harness.js';
import { startReplyServices } from './support/replies.js';

/**
 * handoff.requested (a website visitor asked for a person): one pending Inbox email with the
 * transcript, however often the event comes; the AI never answers it (no mail.received, even in
 * auto mode); the visitor's address receives nothing until staff reply, then exactly that reply.
 */
const server = mailServer();

describeUnlessWaived(server !== null, '', 'mail-sync handoffs (GreenMail)', () => {
  const mail = server!;
  let replies: Awaited<ReturnType<typeof startReplyServices>>;
  let h: MailHarness;
  let visitor: MailUser;
  const received: EventMap['mail.received'][] = [];
  beforeAll(async () => {
    replies = await startReplyServices();
    h = await startMailHarness({ REPLY_GENERATION_ADDR: replies.address });
    visitor = await createMailUser(mail, 'visitor');
    await h.bus.subscribe('mail.received', 'test-handoff', async (event) => {
      received.push(event);
    });
  }, 120_000);
  afterAll(async () => {
    await h?.dispose();
    await replies?.dispose();
  });

  const handoff = (orgId: string, address: string): EventMap['handoff.requested'] => ({
    event_id: randomUUID(),
    org_id: orgId,
    occurred_at: '2026-11-27T10:00:00.000Z',
    address,
    name: 'Ana',
    conv: 'v:abc',
    transcript: [
      { question: 'Opening hours?', answer: 'We open at nine.', at: '2026-11-27T09:58:00.000Z' },
      {
        question: 'Do you sell gift cards?',
        answer: "I'm sorry, but I don't have that information.",
        at: '2026-11-27T09:59:00.000Z',
      },
    ],
  });

  it('stores the conversation once, never for the AI; staff’s reply is the only mail sent', async () => {
    const { orgId, mailbox } = await orgWithMailbox(h, mail, 'auto');
    const event = handoff(orgId, visitor.email);
    await h.bus.publish('handoff.requested', event);
    await h.bus.publish('handoff.requested', event);
    const id = handoffEmailId(event.event_id);
    const listed = await eventually(
      'the handoff in the Inbox',
      () => h.call.ListIncoming({ org_id: orgId, limit: 0, offset: 0, status: '' }),
      (page) => page.emails.some((e) => e.id === id),
    );
    expect(listed.emails.filter((e) => e.id === id)).toEqual([
      expect.objectContaining({
        from_address: visitor.email,
        from_name: 'Ana',
        subject: 'Website chat: Opening hours?',
        status: 'pending',
        origin: 'widget_handoff',
        body: expect.stringContaining("Do you sell gift cards?\n\nAssistant:\nI'm sorry"),
      }),
    ]);
    // Redelivered again, then another handoff of the organisation: once that one is stored,
    // every delivery before it (the same key, in order) has been handled.
    await h.bus.publish('handoff.requested', event);
    const next = handoff(orgId, 'someone@example.com');
    await h.bus.publish('handoff.requested', next);
    await eventually(
      'the next handoff stored',
      () => h.wired.repos.emails.findOne({ _id: handoffEmailId(next.event_id) }),
      (d) => d !== null,
    );
    expect(await h.wired.repos.emails.count({ org_id: orgId })).toBe(2);
    expect(await h.wired.repos.emails.findOne({ _id: id })).toMatchObject({
      mailbox_id: mailbox._id,
      reply_mode: 'none',
    });
    expect(received.filter((e) => e.email_id === id)).toEqual([]);
    expect(await readFolder(mail, visitor)).toEqual([]);

    const sent = await h.call.Reply({
      org_id: orgId,
      email_id: id,
      reply_text: 'Yes, we sell gift cards in the shop.',
    });
    expect(sent).toMatchObject({ sent: true });
    const inbox = await eventually(
      'the reply delivered',
      () => readFolder(mail, visitor),
      (msgs) => msgs.length >= 1,
    );
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toContain('Yes, we sell gift cards in the shop.');
    expect(inbox[0]).toContain('Subject: Re: Website chat: Opening hours?');
    expect(inbox[0]).not.toMatch(/^In-Reply-To:/m);
    expect(inbox[0]).not.toMatch(/Auto-Submitted/);
    expect(await h.wired.repos.emails.findOne({ _id: id })).toMatchObject({ status: 'replied' });
  });

  it('keeps a handoff for an organisation without a mailbox: shown, replying waits for a mailbox', async () => {
    const orgId = randomUUID();
    const event = handoff(orgId, 'nobody@example.com');
    await h.bus.publish('handoff.requested', event);
    const stored = await eventually(
      'the handoff stored',
      () => h.wired.repos.emails.findOne({ _id: handoffEmailId(event.event_id) }),
      (d) => d !== null,
    );
    expect(stored).toMatchObject({ mailbox_id: '', status: 'pending', origin: 'widget_handoff' });
    await expect(
      h.call.Reply({ org_id: orgId, email_id: stored!._id, reply_text: 'Hello' }),
    ).rejects.toMatchObject({ code: 'FAILED_PRECONDITION' });
  });
});
