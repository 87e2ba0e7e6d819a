import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { DEFAULT_LOCAL_MODEL_DIR, localModelPresent } from '@winzmail/platform/embed';
import {
  DEFAULT_ROUTER_MODELS,
  openChatModel,
  type ChatModel,
  type ChatRequest,
} from '@winzmail/platform/llm';
import { describeUnlessWaived } from '@winzmail/testing';
import { startOpenAiLoopback, type OpenAiLoopback } from '@winzmail/testing/openai-loopback';
import { FAQ_QUESTIONS, SIX_FACT_FAQ } from '@winzmail/testing/reworded-questions';
import { startHarness, type Harness } from './support/harness.js';

/**
 * Issue 23's examples through the real flow: reply-generation asks the real knowledge-ingestion
 * (MiniLM in its model process) for relatedness by meaning; the composer answers reworded
 * questions with the sentence that answers them; a reply about something else — whatever model
 * wrote it — is not grounded, and says why.
 */
let h: Harness;
let loop: OpenAiLoopback;
let writer: ChatModel;
let composer: ChatModel;
let router: ChatModel;
const org = randomUUID();
/** The same FAQ as one section: every sentence in passage [1], for a scripted reply to cite. */
const flatOrg = randomUUID();
const FLAT = SIX_FACT_FAQ.text.replace(/^#.*\n+/gm, '').replace(/\n+/g, ' ');

// No waiver: CI fetches MiniLM (scripts/fetch-embedding-model.sh).
describeUnlessWaived(
  await localModelPresent(DEFAULT_LOCAL_MODEL_DIR),
  '',
  'replies by meaning (knowledge-ingestion with all-MiniLM-L6-v2)',
  () => {
    beforeAll(async () => {
      loop = await startOpenAiLoopback({ apiKey: 'test-key' });
      composer = await openChatModel({ provider: 'composer' });
      router = await openChatModel({
        provider: 'openai',
        openai: { baseUrl: loop.baseUrl, apiKey: 'test-key', timeoutMs: 5000 },
      });
      writer = composer;
      // The writer is chosen per test: the judgement must be the same for every adapter.
      const model: ChatModel = {
        id: 'per-test',
        complete: (request: ChatRequest) => writer.complete(request),
      };
      h = await startHarness(model, {}, { EMBEDDINGS_PROVIDER: 'local' });
      await h.upload(org, SIX_FACT_FAQ.filename, SIX_FACT_FAQ.text);
      await h.upload(flatOrg, 'faq.txt', FLAT);
    }, 180_000);
    afterAll(async () => {
      await h?.dispose();
      await router?.close?.();
      await loop?.close();
    });

    const email = (orgId: string, body: string, subject = '') =>
      h.reply.GenerateReply({
        org_id: orgId,
        from_address: 'sam@example.com',
        subject,
        body,
        html: '',
      });

    it('relates question units to sentences by meaning, with the semantic embedder', async () => {
      const texts = [
        'Returns: You can return items within 30 days of delivery.',
        'Warranty: All products carry a two-year warranty against manufacturing defects.',
      ];
      const res = await h.relatedness(org, ['How long do I have to send something back?'], texts);
      expect(res.kind).toBe('semantic');
      expect(res.embedder).toContain('MiniLM');
      const [row] = res.rows.map((r) => r.similarities);
      expect(row!).toHaveLength(2);
      expect(row![0]!).toBeGreaterThan(row![1]! + 0.2);
      // Asked again (vectors cached): the same numbers.
      const again = await h.relatedness(org, ['How long do I have to send something back?'], texts);
      expect(again.rows[0]!.similarities).toEqual(row);
      await expect(h.relatedness(org, [], ['x'.repeat(5000)])).rejects.toMatchObject({
        code: 'INVALID_ARGUMENT',
      });
    });

    // Answered by meaning alone (no word of the question in the answer) is drafted with the
    // reason, never sent unseen: the cosine cannot tell a rewording from a near miss.
    it.each([
      ['What is the refund window?', 'within 30 days', false],
      ['What is your refund policy?', 'within 30 days', false],
      ['Are you open on Sunday?', 'closed on Sundays', true],
    ])(
      'answers the reworded "%s" with the sentence that says it',
      async (question, gold, grounded) => {
        writer = composer;
        const reply = await email(org, question);
        expect(reply.text).toContain(gold);
        expect(reply).toMatchObject({ grounded, abstained: false });
        if (grounded) expect(reply.relevance).toBe('');
        else expect(reply.relevance).toContain('by meaning');
        expect(reply.text).not.toContain('warranty');
      },
    );

    it('answers both things a tent return asks, and nothing else', async () => {
      writer = composer;
      const reply = await email(
        org,
        'Hi, I want to return the tent I bought. How long do I have, and when will I get my money back?',
        'Returning a tent',
      );
      expect(reply.text).toContain('within 30 days');
      expect(reply.text).toContain('5 working days');
      expect(reply.text).not.toContain('warranty');
      expect(reply.text).not.toContain('colleague');
      // "How long do I have" is answered by "within 30 days" by meaning only: drafted, checked.
      expect(reply).toMatchObject({ grounded: false, units_left: [] });
      expect(reply.relevance).toContain('by meaning');
    });

    it('abstains on the questions the FAQ cannot answer', async () => {
      writer = composer;
      const unanswerable = FAQ_QUESTIONS.filter((q) => q.gold === '');
      let abstained = 0;
      for (const { question } of unanswerable) {
        const reply = await email(org, question);
        if (reply.abstained) abstained++;
        expect(reply.grounded).toBe(true);
      }
      expect(abstained).toBe(unanswerable.length);
    });

    it.each(['composer', 'router'])(
      'judges a reply about something else not grounded, and says why (%s)',
      async (name) => {
        const desk =
          'Hello,\n\nI ordered a desk from you last week and have not received a shipping confirmation yet. When will it be delivered, and can I still change the delivery address?\n\nThank you,\nMaria';
        if (name === 'router') {
          writer = router;
          loop.script(DEFAULT_ROUTER_MODELS.deepseek, {
            kind: 'reply',
            text: 'Hello Maria,\n\nYou can return items within 30 days of delivery. [1] Refunds are paid to the original payment method within 5 working days. [1]\n\nBest regards',
          });
          const reply = await email(flatOrg, desk, 'My desk');
          expect(reply.grounded).toBe(false);
          expect(reply.relevance).toContain('does not answer');
          expect(reply.relevance).toContain('change the delivery address');
          expect(reply.sources.map((s) => s.number)).toEqual([1]);
          return;
        }
        // The composer itself answers what it can and names the rest for a colleague.
        writer = composer;
        const reply = await email(org, desk, 'My desk');
        expect(reply.text).toContain('two to four working days');
        expect(reply.text).not.toContain('return items');
        expect(reply.grounded).toBe(true);
        expect(reply.units_left).toEqual(['can I still change the delivery address?']);
      },
    );
  },
);
