import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_LOCAL_MODEL_DIR, localModelPresent } from '@winzmail/platform/embed';
import { openChatModel } from '@winzmail/platform/llm';
import { describeUnlessWaived } from '@winzmail/testing';
import { SIX_FACT_FAQ } from '@winzmail/testing/reworded-questions';
import { startHarness, type Harness } from './support/harness.js';

/**
 * ReplayReply through the real flow: the composer writes from the real knowledge-ingestion (MiniLM
 * for meaning), and its reply is compared with staff's — agreeing, contradicting, abstaining.
 */
let h: Harness;
const org = randomUUID();

// No waiver: CI fetches MiniLM (scripts/fetch-embedding-model.sh).
describeUnlessWaived(
  await localModelPresent(DEFAULT_LOCAL_MODEL_DIR),
  '',
  'replay: the product’s reply against staff’s (composer, all-MiniLM-L6-v2)',
  () => {
    beforeAll(async () => {
      h = await startHarness(
        await openChatModel({ provider: 'composer' }),
        {},
        {
          EMBEDDINGS_PROVIDER: 'local',
        },
      );
      await h.upload(org, SIX_FACT_FAQ.filename, SIX_FACT_FAQ.text);
    }, 180_000);
    afterAll(async () => h?.dispose());

    const replay = (body: string, staff: string) =>
      h.reply.ReplayReply({
        email: { org_id: org, from_address: 'sam@example.com', subject: '', body, html: '' },
        staff_reply: staff,
      });

    describe('an answered question', () => {
      it('agrees with a staff reply that says the same in other words', async () => {
        const res = await replay(
          'Hi, can I return items I bought?',
          'Hi Sam,\n\nSure — send them back to us within 30 days of delivery and we refund you.\n\nBest,\nMary',
        );
        expect(res.outcome).toBe('answered');
        expect(res.agreement).toMatchObject({ agrees: true, conflicting: [] });
        expect(res.agreement?.shared).toContain('30 day');
        expect(res.agreement?.meaning).toBeGreaterThan(0.35);
      });

      it('disagrees, confidently wrong, when staff told the customer another figure', async () => {
        // Staff know better than the FAQ (say, a holiday extension): the product would have sent 30.
        const res = await replay(
          'Hi, can I return items I bought?',
          'Hi Sam, this month you can return items within 60 days of delivery. Mary',
        );
        expect(res.outcome).toBe('answered');
        expect(res.agreement).toMatchObject({
          agrees: false,
          conflicting: ['30 day'],
          missing: ['60 day'],
        });
      });

      it('disagrees when staff answered something else', async () => {
        const res = await replay(
          'Hi, can I return items I bought?',
          'Hello, your order has been dispatched with DHL and should reach Leeds tomorrow.',
        );
        expect(res.outcome).toBe('answered');
        expect(res.agreement?.agrees).toBe(false);
      });
    });

    it('abstains, with nothing to compare, on what the documents do not say', async () => {
      const res = await replay('Do you accept PayPal?', 'Yes, we accept PayPal at checkout.');
      expect(res.outcome).toBe('abstained');
      expect(res.agreement).toBeNull();
      expect(res.generated?.abstained).toBe(true);
    });
  },
);
