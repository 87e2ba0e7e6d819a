import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServiceClient, type ServiceClient } from '@winzmail/platform';
import { services, type events } from '@winzmail/proto';
import { eventually } from '@winzmail/testing';
import { startTestService, type TestService } from '@winzmail/testing/service';
import { loadKnowledgeConfig, start } from '../src/index.js';

/**
 * The knowledge-gap queue on knowledge-ingestion's own start() with the lexical embedder (the
 * test default): question.unanswered stored once, grouped by shared words, the trend counted
 * from the service's clock, and an entry that resolves its group. Grouping by meaning with
 * MiniLM, and the entry answering a reworded question: reply-generation's knowledge-gaps test.
 */
const NOW = Date.parse('2026-06-15T12:00:00.000Z');
const daysAgo = (d: number): string => new Date(NOW - d * 24 * 3600 * 1000).toISOString();

let kb: TestService;
let client: ServiceClient<ReturnType<typeof services.knowledge>['service']>;
const org = randomUUID();

const question = (
  over: Partial<events.QuestionUnanswered__Output>,
): events.QuestionUnanswered__Output => ({
  event_id: randomUUID(),
  org_id: org,
  occurred_at: daysAgo(1),
  source: 'email_abstained',
  question: '',
  reference_id: randomUUID(),
  answer: '',
  ...over,
});

beforeAll(async () => {
  kb = await startTestService(start, loadKnowledgeConfig, {}, undefined, { clock: () => NOW });
  client = createServiceClient(services.knowledge(), { address: kb.address, deadlineMs: 30_000 });
}, 60_000);
afterAll(async () => {
  client?.close();
  await kb?.dispose();
});

describe('the knowledge-gap queue', () => {
  const giftCard = question({ question: 'Do you sell gift cards?', occurred_at: daysAgo(2) });

  it('stores each question once and groups them by shared words, with counts, trend and examples', async () => {
    await kb.bus.publish('question.unanswered', giftCard);
    await kb.bus.publish('question.unanswered', giftCard); // redelivered: stored once
    await kb.bus.publish(
      'question.unanswered',
      question({
        question: 'Do you sell gift cards online?',
        source: 'draft_edited',
        answer: 'Yes, from 10 euros.',
        occurred_at: daysAgo(9),
      }),
    );
    await kb.bus.publish(
      'question.unanswered',
      question({ question: 'Can I pay with PayPal?', source: 'widget_abstained' }),
    );
    // Not a question the queue can hold: dropped, never retried.
    await kb.bus.publish(
      'question.unanswered',
      question({ question: '  ', source: 'chat_abstained' }),
    );
    await kb.bus.publish('question.unanswered', question({ question: 'Hi?', source: 'unknown' }));

    const list = await eventually(
      'three questions in the queue',
      () => client.call.ListGaps({ org_id: org }),
      (l) => l.total === 3,
    );
    expect(list.grouped_by).toBe('words');
    expect(list.groups.map((g) => g.count)).toEqual([2, 1]);
    const [gifts, paypal] = list.groups;
    expect(gifts).toMatchObject({ id: expect.any(String), this_week: 1, last_week: 1 });
    expect(gifts!.newest_at).toBe(daysAgo(2));
    expect(gifts!.examples.map((e) => [e.question, e.source])).toEqual([
      ['Do you sell gift cards?', 'email_abstained'],
      ['Do you sell gift cards online?', 'draft_edited'],
    ]);
    expect(gifts!.examples[0]!.reference_id).toBe(giftCard.reference_id);
    expect(gifts!.examples[1]!.answer).toBe('Yes, from 10 euros.');
    expect(paypal!.examples[0]).toMatchObject({ source: 'widget_abstained', answer: '' });

    // Another organisation's queue is its own.
    expect(await client.call.ListGaps({ org_id: randomUUID() })).toMatchObject({
      groups: [],
      total: 0,
    });
  });

  it('refuses an entry without a question or an answer, with the field', async () => {
    await expect(
      client.call.AddGapEntry({ org_id: org, question: ' ', answer: 'x', reference_id: '' }),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', fields: { question: 'required' } });
    await expect(
      client.call.AddGapEntry({
        org_id: org,
        question: 'Gift cards?',
        answer: 'y'.repeat(4001),
        reference_id: '',
      }),
    ).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      fields: { answer: 'at most 4000 characters' },
    });
    // Another organisation's email (or one never queued) is not found, and nothing is stored.
    await expect(
      client.call.AddGapEntry({
        org_id: randomUUID(),
        question: 'Gift cards?',
        answer: 'Yes.',
        reference_id: giftCard.reference_id,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await client.call.List({ org_id: org })).documents).toEqual([]);
  });

  it('adds the answer as a document indexed like an upload, and its group leaves the queue', async () => {
    const added = await client.call.AddGapEntry({
      org_id: org,
      question: '  Do you sell   gift cards? ',
      answer: 'Yes, gift cards from 10 to 200 euros are sold in the shop.',
      reference_id: giftCard.reference_id,
    });
    expect(added.resolved).toBe(2);
    expect(added.document).toMatchObject({
      filename: 'Q&A – Do you sell gift cards.md',
      type: 'md',
    });
    const doc = await eventually(
      'the entry to be indexed',
      async () =>
        (await client.call.List({ org_id: org })).documents.find(
          (d) => d.id === added.document!.id,
        ),
      (d) => d?.status === 'ready',
    );
    expect(doc!.chunk_count).toBeGreaterThan(0);
    const hits = await client.call.Search({ org_id: org, query: 'gift cards', k: 3 });
    expect(hits.hits[0]!.text).toContain('10 to 200 euros');

    const list = await client.call.ListGaps({ org_id: org });
    expect(list.total).toBe(1);
    expect(list.groups.map((g) => g.examples[0]!.question)).toEqual(['Can I pay with PayPal?']);
  });
});
