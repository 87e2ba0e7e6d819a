// Replay before auto-send on the real mail server: a GreenMail mailbox with a real answered
// history (customers' mail delivered to INBOX over SMTP, staff replies in Sent), replayed through
// the real reply-generation (grounded composer) and knowledge-ingestion on connect. Nothing is
// sent; the figures, the threads, the auto-send gate and the recompute on a style change.
import { randomUUID } from 'node:crypto';
import type { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { DEFAULT_LOCAL_MODEL_DIR, localModelPresent } from '@winzmail/platform/embed';
import { eventually, describeUnlessWaived } from '@winzmail/testing';
import {
  createMailUser,
  deliver,
  imapAs,
  mailServer,
  type MailUser,
} from '@winzmail/testing/mail-server';
import { SIX_FACT_FAQ } from '@winzmail/testing/reworded-questions';
import { pickFolder } from '../src/adapters/imap.js';
import { rfc822 } from './contracts/replied-history.contract.js';
import {
  generatedEvent,
  settingsFor,
  startMailHarness,
  storedEmail,
  type MailHarness,
} from './support/harness.js';
import { uploadDocument } from './support/knowledge.js';
import { startReplyServices } from './support/replies.js';

const server = mailServer();
const DAY = 86_400_000;

const messagesIn = async (client: ImapFlow, folder: string): Promise<number> => {
  const status = await client.status(folder, { messages: true });
  return (status && status.messages) || 0;
};

// No waiver: CI has GreenMail (tests/infra) and MiniLM (scripts/fetch-embedding-model.sh).
describeUnlessWaived(
  server !== null && (await localModelPresent(DEFAULT_LOCAL_MODEL_DIR)),
  '',
  'replay before auto-send (GreenMail, all-MiniLM-L6-v2)',
  () => {
    let replies: Awaited<ReturnType<typeof startReplyServices>>;
    let h: MailHarness;
    let user: MailUser;
    const orgId = randomUUID();
    const tag = randomUUID().slice(0, 8);
    const id = (n: string) => `<${n}-${tag}@customer.test>`;
    const ownId = (n: string) => `<${n}-${tag}@shop.test>`;
    let sentBefore = 0;

    const replayDone = (
      what: string,
      check: (r: Awaited<ReturnType<MailHarness['call']['GetReplay']>>) => boolean,
    ) =>
      eventually(
        what,
        () => h.call.GetReplay({ org_id: orgId, outcome: '', offset: 0, limit: 50 }),
        (r) => r.run?.state === 'done' && check(r),
        { timeoutMs: 60_000 },
      );

    beforeAll(async () => {
      const mail = server!;
      // Meaning by MiniLM, as the product runs by default (the lexical test embedder cannot tell
      // a rewording).
      replies = await startReplyServices({ EMBEDDINGS_PROVIDER: 'local' });
      h = await startMailHarness({
        REPLY_GENERATION_ADDR: replies.address,
        REPLAY_RECOMPUTE_DELAY_MS: '50',
      });
      await uploadDocument(
        replies.knowledgeAddress,
        orgId,
        SIX_FACT_FAQ.filename,
        SIX_FACT_FAQ.text,
      );
      user = await createMailUser(mail, 'replay');
      const client = await imapAs(mail, user);
      const sent =
        pickFolder(await client.list(), 'sent') ?? (await client.mailboxCreate('Sent')).path;
      const at = (days: number) => new Date(Date.now() - days * DAY);
      const thread = async (key: string, days: number, question: string, answer: string) => {
        await deliver(mail, user.email, {
          from: `sam-${key}@customer.test`,
          raw: rfc822({
            id: id(key),
            from: `Sam <sam-${key}@customer.test>`,
            to: user.email,
            subject: 'A question',
            at: at(days),
            body: question,
          }),
        });
        await client.append(
          sent,
          rfc822({
            id: ownId(key),
            from: user.email,
            to: `sam-${key}@customer.test`,
            subject: 'Re: A question',
            at: at(days - 1),
            inReplyTo: id(key),
            references: [id(key)],
            body: answer,
          }),
          ['\\Seen'],
          at(days - 1),
        );
      };
      await thread(
        'same',
        9,
        'Hi, can I return items I bought?',
        'Hi Sam,\n\nSure, send them back within 30 days of delivery and we refund you.\n\nBest,\nMary',
      );
      await thread(
        'other',
        7,
        'Hello, can I return items I bought?',
        'Hi Sam, this month you can return items within 60 days of delivery.\n\nMary',
      );
      await thread(
        'sunday',
        5,
        'Are you open on Sunday?',
        "No, sorry: we're closed on Sundays.\n\nMary",
      );
      await thread(
        'hours',
        4,
        'When is your shop open?',
        'Hi,\n\nWe open at 9:00, Monday to Saturday.\n\nMary',
      );
      await thread(
        'postage',
        4.5,
        'Is shipping free?',
        'Shipping is free for orders over 40 euros.\n\nMary',
      );
      await thread('paypal', 3, 'Do you accept PayPal?', 'Yes, PayPal works at checkout.\n\nMary');
      sentBefore = await messagesIn(client, sent);
      await client.logout();
      // Connecting the mailbox replays its history (draft mode: nothing could be sent anyway, but
      // replay itself must send nothing).
      await h.call.SetEmailConfig({ org_id: orgId, config: settingsFor(mail, user, 'draft') });
    }, 180_000);

    afterAll(async () => {
      await h?.dispose();
      await replies?.dispose();
    });

    it('replays the mailbox on connect: figures per mailbox, each thread side by side', async () => {
      const replay = await replayDone(
        'the replay on connect',
        (r) => (r.run?.counts?.threads ?? 0) === 6,
      );
      expect(replay.run).toMatchObject({
        reason: 'connected',
        counts: { threads: 6, answered: 5, abstained: 1, not_grounded: 0, agreed: 4 },
        figures: { would_answer_pct: 83.3, agreement_pct: 80, wrong_confident_pct: 16.7 },
        stale: false,
        error: '',
      });
      expect(replay.total).toBe(6);
      const byQuestion = new Map(replay.threads.map((t) => [t.question?.body, t]));
      expect(byQuestion.get('Hi, can I return items I bought?')).toMatchObject({
        outcome: 'answered',
        agrees: true,
        shared: ['30 day'],
      });
      expect(byQuestion.get('Hi, can I return items I bought?')?.ai_reply).toContain(
        'within 30 days',
      );
      expect(byQuestion.get('Hi, can I return items I bought?')?.staff_reply).toContain(
        'within 30 days',
      );
      expect(byQuestion.get('Do you accept PayPal?')).toMatchObject({
        outcome: 'abstained',
        agrees: false,
      });
      // Newest reply first.
      expect(replay.threads[0]?.question?.body).toBe('Do you accept PayPal?');
    });

    it('filters the threads by outcome, wrong-but-confident included', async () => {
      const wrong = await h.call.GetReplay({
        org_id: orgId,
        outcome: 'wrong_confident',
        offset: 0,
        limit: 10,
      });
      expect(wrong.total).toBe(1);
      expect(wrong.threads[0]).toMatchObject({
        outcome: 'answered',
        agrees: false,
        conflicting: ['30 day'],
      });
      const abstained = await h.call.GetReplay({
        org_id: orgId,
        outcome: 'abstained',
        offset: 0,
        limit: 10,
      });
      expect(abstained.threads.map((t) => t.question?.body)).toEqual(['Do you accept PayPal?']);
      await expect(
        h.call.GetReplay({ org_id: orgId, outcome: 'sometimes', offset: 0, limit: 10 }),
      ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    });

    it('sends nothing and stores no reply: history is only read', async () => {
      const mail = server!;
      const client = await imapAs(mail, user);
      try {
        const sent = pickFolder(await client.list(), 'sent')!;
        expect(await messagesIn(client, sent)).toBe(sentBefore);
      } finally {
        await client.logout();
      }
      expect(await h.wired.repos.claims.count({ org_id: orgId })).toBe(0);
      expect(await h.wired.repos.emails.count({ org_id: orgId, status: 'replied' })).toBe(0);
    });

    it('lets auto-send be chosen only with the agreement the organisation requires', async () => {
      await h.call.SetReplayMinimum({ org_id: orgId, min_agreement: 85 });
      await expect(
        h.call.SetReplyMode({ org_id: orgId, reply_mode: 'auto' }),
      ).rejects.toMatchObject({
        code: 'FAILED_PRECONDITION',
        message: expect.stringContaining(
          'at least 85% agreement with staff on replay; this mailbox has 80%',
        ),
      });
      await expect(
        h.call.SetReplayMinimum({ org_id: orgId, min_agreement: 101 }),
      ).rejects.toMatchObject({
        code: 'INVALID_ARGUMENT',
      });
      const lower = await h.call.SetReplayMinimum({ org_id: orgId, min_agreement: 80 });
      expect(lower.min_agreement).toBe(80);
      const set = await h.call.SetReplyMode({ org_id: orgId, reply_mode: 'auto' });
      expect(set.config?.reply_mode).toBe('auto');
    });

    it('drafts, not sends, an automatic reply once the mailbox falls short of the minimum', async () => {
      await h.call.SetReplayMinimum({ org_id: orgId, min_agreement: 90 });
      const mailbox = (await h.wired.mailboxes.find(orgId))!;
      const email = await storedEmail(h, mailbox, 'lee@customer.test');
      await h.bus.publish('reply.generated', generatedEvent(email));
      const drafted = await eventually(
        'the reply drafted',
        () => h.wired.repos.emails.findOne({ _id: email._id }),
        (e) => e?.status === 'drafted',
      );
      expect(drafted?.reason).toContain('at least 90% agreement with staff on replay');
      expect(await h.wired.repos.claims.count({ org_id: orgId })).toBe(0);
      await h.call.SetReplayMinimum({ org_id: orgId, min_agreement: 80 });
    });

    it('recomputes the figures after the reply style changes, and runs one replay at a time', async () => {
      const before = await h.call.GetReplay({ org_id: orgId, outcome: '', offset: 0, limit: 1 });
      await h.bus.publish('prompt.changed', {
        event_id: randomUUID(),
        org_id: orgId,
        occurred_at: new Date().toISOString(),
        fields: ['tone'],
      });
      const after = await replayDone(
        'the recomputed replay',
        (r) => r.run?.reason === 'style' && r.run.started_at !== before.run?.started_at,
      );
      expect(after.run).toMatchObject({ stale: false, counts: { threads: 6, agreed: 4 } });
      // Two starts at once: one run.
      const [a, b] = await Promise.all([
        h.call.StartReplay({ org_id: orgId }),
        h.call.StartReplay({ org_id: orgId }),
      ]);
      expect(a.started_at).toBe(b.started_at);
      expect(a.state).toBe('running');
      await replayDone('the run asked for twice', (r) => r.run?.started_at === a.started_at);
      expect(
        (await h.call.GetReplay({ org_id: orgId, outcome: '', offset: 0, limit: 50 })).total,
      ).toBe(6);
    });

    it('answers NOT_FOUND for an organisation without a mailbox', async () => {
      await expect(h.call.StartReplay({ org_id: randomUUID() })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      const none = await h.call.GetReplay({
        org_id: randomUUID(),
        outcome: '',
        offset: 0,
        limit: 10,
      });
      expect(none).toMatchObject({ run: null, threads: [], total: 0, min_agreement: 0 });
    });
  },
);
