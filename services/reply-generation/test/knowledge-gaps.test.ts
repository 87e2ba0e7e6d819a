import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { DEFAULT_LOCAL_MODEL_DIR, localModelPresent } from '@winzmail/platform/embed';
import { openChatModel } from '@winzmail/platform/llm';
import type { events } from '@winzmail/proto';
import { describeUnlessWaived, eventually } from '@winzmail/testing';
import { SIX_FACT_FAQ } from '@winzmail/testing/reworded-questions';
import { startHarness, type Harness } from './support/harness.js';

/**
 * Issue 25's knowledge-gap queue through the real flow (docs/gaps.md): the composer abstains on
 * a question the shop FAQ leaves open; the question waits in knowledge-ingestion's queue, grouped
 * by meaning with a rewording (MiniLM); staff's answer becomes a knowledge-base entry; the
 * rewording, asked again, is answered from the entry and cites it, and the group leaves the queue.
 */
let h: Harness;
const org = randomUUID();
const GIFT = 'Do you sell gift cards?';
const REWORDED = 'Can I buy a gift voucher?';
const ANSWER = 'Yes, gift cards from 10 to 200 euros are sold in the shop.';

const unanswered = (question: string, referenceId: string): events.QuestionUnanswered__Output => ({
  event_id: `question.unanswered:email_abstained:${referenceId}`,
  org_id: org,
  occurred_at: new Date().toISOString(),
  source: 'email_abstained',
  question,
  reference_id: referenceId,
  answer: '',
});

// No waiver: CI fetches MiniLM (scripts/fetch-embedding-model.sh).
describeUnlessWaived(
  await localModelPresent(DEFAULT_LOCAL_MODEL_DIR),
  '',
  'the knowledge-gap queue (knowledge-ingestion with all-MiniLM-L6-v2, the composer)',
  () => {
    beforeAll(async () => {
      h = await startHarness(
        await openChatModel({ provider: 'composer' }),
        {},
        { EMBEDDINGS_PROVIDER: 'local' },
      );
      await h.upload(org, SIX_FACT_FAQ.filename, SIX_FACT_FAQ.text);
    }, 180_000);
    afterAll(async () => {
      await h?.dispose();
    });

    const ask = (body: string) =>
      h.reply.GenerateReply({
        org_id: org,
        from_address: 'sam@example.com',
        subject: '',
        body,
        html: '',
      });

    it('a reworded question of an answered gap is answered from the new entry, which it cites', async () => {
      expect(await ask(GIFT)).toMatchObject({ abstained: true });

      for (const [question, ref] of [
        [GIFT, 'email-gift'],
        [REWORDED, 'email-voucher'],
        ['Do you accept PayPal?', 'email-paypal'],
      ] as const)
        await h.knowledgeBus.publish('question.unanswered', unanswered(question, ref));
      const queue = await eventually(
        'three questions in the queue',
        () => h.knowledge.ListGaps({ org_id: org }),
        (l) => l.total === 3,
        { timeoutMs: 30_000 },
      );
      expect(queue.grouped_by).toBe('meaning');
      expect(queue.groups.map((g) => g.examples.map((e) => e.question).sort())).toEqual([
        [REWORDED, GIFT],
        ['Do you accept PayPal?'],
      ]);

      const added = await h.knowledge.AddGapEntry({
        org_id: org,
        question: GIFT,
        answer: ANSWER,
        reference_id: 'email-gift',
      });
      expect(added.resolved).toBe(2);
      await eventually(
        'the entry to be indexed',
        () => h.knowledge.List({ org_id: org }),
        (l) => l.documents.some((d) => d.id === added.document!.id && d.status === 'ready'),
        { timeoutMs: 30_000 },
      );

      const reply = await ask(REWORDED);
      expect(reply.abstained).toBe(false);
      expect(reply.text).toContain('10 to 200 euros');
      expect(reply.sources.map((s) => s.filename)).toContain('Q&A – Do you sell gift cards.md');

      const after = await h.knowledge.ListGaps({ org_id: org });
      expect(after.total).toBe(1);
      expect(after.groups[0]!.examples[0]!.question).toBe('Do you accept PayPal?');
    });
  },
);
