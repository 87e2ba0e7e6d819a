import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { EventMap } from '@winzmail/proto';
import { describeUnlessWaived, eventually } from '@winzmail/testing';
import { createMailUser, mailServer, type MailUser } from '@winzmail/testing/mail-server';
import type { EmailDoc } from '../src/adapters/repositories.js';
import { BUDGET_SPENT } from '../src/domain/gates.js';
import {
  generatedEvent,
  orgWithMailbox,
  REPLY_TEXT,
  startMailHarness,
  storedEmail,
  type MailHarness,
} from './support/harness.js';

/**
 * The Dashboard's outcomes (docs/dashboard.md#outcomes), counted where they happen, on a real
 * mail server: a reply sent automatically, a draft sent as it was and one edited, an abstention,
 * a handoff, what writing cost — each once, however often its event comes — and a reply written
 * past the monthly budget, which is drafted, never sent.
 */
const server = mailServer();

describeUnlessWaived(server !== null, '', 'mail-sync outcomes (GreenMail)', () => {
  const mail = server!;
  let h: MailHarness;
  let customer: MailUser;
  beforeAll(async () => {
    h = await startMailHarness();
    customer = await createMailUser(mail, 'customer');
  }, 60_000);
  afterAll(() => h?.dispose());

  const settled = (e: EmailDoc) =>
    eventually(
      'the email handled',
      () => h.wired.repos.emails.findOne({ _id: e._id }),
      (d) => d?.status !== 'pending',
    );
  const thisWeek = async (orgId: string) => {
    const report = await h.call.GetOutcomes({ org_id: orgId, weeks: 4 });
    expect(report.weeks).toHaveLength(4);
    return report.mailboxes;
  };
  const spent = { cost_micros: 490, usage: { prompt_tokens: 1000, completion_tokens: 200 } };

  it('counts each outcome once, in its mailbox and week, with what writing cost', async () => {
    const { orgId, mailbox } = await orgWithMailbox(h, mail, 'auto');
    // Before anything happened: the mailbox, every week zero.
    const [empty] = await thisWeek(orgId);
    expect(empty).toMatchObject({ mailbox_id: mailbox._id, current: true });
    expect(empty!.weeks.every((w) => w.auto_sent + w.abstained + Number(w.cost_micros) === 0)).toBe(
      true,
    );

    const sentAuto = await storedEmail(h, mailbox, customer.email);
    const answered = generatedEvent(sentAuto, spent);
    await h.bus.publish('reply.generated', answered);
    expect(await settled(sentAuto)).toMatchObject({ status: 'replied' });
    // Delivered again: nothing is counted twice.
    await h.bus.publish('reply.generated', { ...answered, event_id: randomUUID() });

    const abstained = await storedEmail(h, mailbox, customer.email);
    await h.bus.publish(
      'reply.generated',
      generatedEvent(abstained, { ...spent, abstained: true }),
    );
    expect(await settled(abstained)).toMatchObject({ status: 'drafted' });

    const overBudget = await storedEmail(h, mailbox, customer.email);
    await h.bus.publish(
      'reply.generated',
      generatedEvent(overBudget, { budget_exceeded: true, model: 'grounded-composer' }),
    );
    const held = await settled(overBudget);
    expect(held).toMatchObject({ status: 'drafted', reply_body: REPLY_TEXT });
    expect(held!.reason).toBe(`not sent automatically: ${BUDGET_SPENT}`);

    // Staff send one draft as it was, and rewrite the other.
    await h.call.Reply({ org_id: orgId, email_id: overBudget._id, reply_text: REPLY_TEXT });
    await h.call.Reply({
      org_id: orgId,
      email_id: abstained._id,
      reply_text: 'We open at ten on Saturdays, and close at four.',
    });

    const handoff: EventMap['handoff.requested'] = {
      event_id: randomUUID(),
      org_id: orgId,
      occurred_at: new Date().toISOString(),
      address: 'visitor@customer.test',
      name: '',
      conv: `v:${randomUUID()}`,
      transcript: [{ question: 'Gift cards?', answer: "I don't know.", at: '' }],
    };
    // Delivered twice: one handoff.
    await h.bus.publish('handoff.requested', handoff);
    await h.bus.publish('handoff.requested', handoff);

    // Each count follows the change it counts (the send, the staff reply): wait for the last.
    const [box] = await eventually(
      'the outcomes counted',
      () => thisWeek(orgId),
      (m) => {
        const w = m[0]?.weeks[0];
        return (
          (w?.handed_over ?? 0) > 0 &&
          (w?.drafted_edited ?? 0) > 0 &&
          (w?.auto_sent ?? 0) > 0 &&
          (w?.abstained ?? 0) > 0
        );
      },
    );
    expect(box).toMatchObject({
      mailbox_id: mailbox._id,
      email_address: mailbox.email_address,
      current: true,
    });
    expect(box!.weeks[0]).toMatchObject({
      auto_sent: 1,
      drafted_unedited: 1,
      drafted_edited: 1,
      abstained: 1,
      handed_over: 1,
      // The sent reply and the abstention cost 490 each; the composer past the budget, nothing.
      cost_micros: 980,
      prompt_tokens: 2000,
      completion_tokens: 400,
    });
    expect(box!.weeks.slice(1).every((w) => w.auto_sent === 0 && w.handed_over === 0)).toBe(true);
  });

  it("keeps each organisation's outcomes to itself", async () => {
    const a = await orgWithMailbox(h, mail, 'auto');
    const b = await orgWithMailbox(h, mail, 'auto');
    const email = await storedEmail(h, a.mailbox, customer.email);
    await h.bus.publish('reply.generated', generatedEvent(email, spent));
    const [boxA] = await eventually(
      'the automatic reply counted',
      () => thisWeek(a.orgId),
      (m) => (m[0]?.weeks[0]?.auto_sent ?? 0) > 0,
    );
    const [boxB] = await thisWeek(b.orgId);
    expect(boxA!.weeks[0]!.auto_sent).toBe(1);
    expect(boxB!.mailbox_id).toBe(b.mailbox._id);
    expect(boxB!.weeks[0]!.auto_sent).toBe(0);
  });

  it("records the week's replay: connecting a mailbox replays its (here empty) history", async () => {
    const { orgId } = await orgWithMailbox(h, mail, 'auto');
    const [box] = await eventually(
      'the replay recorded',
      () => thisWeek(orgId),
      (m) => m[0]?.weeks[0]?.replayed === true,
    );
    expect(box!.weeks[0]).toMatchObject({ replay_answered: 0, replay_agreed: 0 });
  });

  it('refuses a number of weeks out of range', async () => {
    await expect(h.call.GetOutcomes({ org_id: randomUUID(), weeks: 0 })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
    await expect(h.call.GetOutcomes({ org_id: randomUUID(), weeks: 27 })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
  });
});
