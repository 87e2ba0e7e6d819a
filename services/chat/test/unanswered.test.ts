import { afterAll, beforeAll, expect, it } from '@jest/globals';
import {
  bindService,
  createLogger,
  createServiceClient,
  notFound,
  startGrpcServer,
  type RunningGrpcServer,
} from '@winzmail/platform';
import { services, type EventMap } from '@winzmail/proto';
import { eventually } from '@winzmail/testing';
import { startTestService, type TestService } from '@winzmail/testing/service';
import { loadChatConfig, start } from '../src/index.js';

/**
 * What chat adds to the knowledge-gap queue (docs/gaps.md): question.unanswered for an answer that
 * abstained (staff chat or website chat) and for an answer rated down — once per answer and
 * source, whatever is asked or rated again; nothing for an answer that answered and is rated up.
 */
const logger = createLogger({ service: 'test', level: 'silent' });
let doubles: RunningGrpcServer;
let chat: TestService;
const seen: EventMap['question.unanswered'][] = [];

beforeAll(async () => {
  doubles = await startGrpcServer({
    name: 'doubles',
    host: '127.0.0.1',
    port: 0,
    logger,
    services: [
      bindService(services.identity().service, {
        GetOrg: async (req) => {
          if (req.org_id !== 'org-a') throw notFound('No such organisation.');
          return { id: req.org_id, name: 'Shop', user_email: '', created_at: '' };
        },
      }),
      // reply-generation abstains on gift cards and answers the rest.
      bindService(services.replyGeneration().service, {
        Answer: async (req) =>
          /gift/i.test(req.question)
            ? {
                text: "I'm sorry, but I don't have that information.",
                sources: [],
                abstained: true,
              }
            : { text: `Answer to: ${req.question}`, sources: [], grounded: true },
      }),
    ],
  });
  chat = await startTestService(start, loadChatConfig, {
    IDENTITY_ADDR: doubles.address,
    REPLY_GENERATION_ADDR: doubles.address,
  });
  await chat.bus.subscribe('question.unanswered', 'test', async (event) => {
    seen.push(event);
  });
}, 30_000);
afterAll(async () => {
  await chat?.dispose();
  await doubles?.stop();
});

const client = () =>
  createServiceClient(services.chat(), { address: chat.address, deadlineMs: 10_000 });

it('queues a question the answer abstained on, staff chat and website chat apart', async () => {
  const c = client();
  const staff = await c.call.Ask({
    conversation: { org_id: 'org-a', staff: true },
    message: 'Gift cards?',
  });
  const { visitor_token } = await c.call.StartVisitor({ org_id: 'org-a', origin: '' });
  const visitor = { org_id: 'org-a', visitor_token, origin: '' };
  const widget = await c.call.Ask({
    conversation: visitor,
    message: 'Do you sell gift   vouchers?',
  });
  const answered = await c.call.Ask({ conversation: visitor, message: 'Opening hours?' });
  await eventually(
    'both abstentions queued',
    async () => seen.filter((e) => e.reference_id === staff.id || e.reference_id === widget.id),
    (events) => events.length === 2,
  );
  expect(seen.find((e) => e.reference_id === staff.id)).toMatchObject({
    event_id: `question.unanswered:chat_abstained:${staff.id}`,
    org_id: 'org-a',
    source: 'chat_abstained',
    question: 'Gift cards?',
    answer: '',
  });
  expect(seen.find((e) => e.reference_id === widget.id)).toMatchObject({
    source: 'widget_abstained',
    question: 'Do you sell gift vouchers?',
  });

  // Rated down (twice: one event id), and an answer rated up: only the first is queued.
  await c.call.RateAnswer({
    conversation: visitor,
    chat_id: answered.id,
    rating: 'down',
    reason: 'Vague',
  });
  await c.call.RateAnswer({ conversation: visitor, chat_id: answered.id, rating: 'down' });
  await c.call.RateAnswer({ conversation: visitor, chat_id: widget.id, rating: 'up' });
  const feedback = await eventually(
    'the rating down queued',
    async () => seen.filter((e) => e.source === 'negative_feedback'),
    (events) => events.length >= 1,
  );
  expect(feedback[0]).toMatchObject({
    event_id: `question.unanswered:negative_feedback:${answered.id}`,
    question: 'Opening hours?',
    reference_id: answered.id,
  });
  // Every event for the same answer and source carries the same id: the queue stores it once.
  expect(new Set(feedback.map((e) => e.event_id)).size).toBe(1);
  expect(
    seen.filter((e) => e.reference_id === answered.id && e.source !== 'negative_feedback'),
  ).toEqual([]);
  c.close();
});
