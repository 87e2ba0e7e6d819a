import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  bindService,
  createLogger,
  createServiceClient,
  lastWeeks,
  notFound,
  weekOf,
  startGrpcServer,
  type RunningGrpcServer,
} from '@winzmail/platform';
import { services } from '@winzmail/proto';
import { describeWithServer, env, eventually, RUN_ID } from '@winzmail/testing';
import { MongoClient, type Db } from 'mongodb';
import { manualClock, type ManualClock } from '@winzmail/testing/clock';
import { startTestService, type TestService } from '@winzmail/testing/service';
import { loadChatConfig, start } from '../src/index.js';

/**
 * Thumbs up/down on answers: only on the caller's own conversation (anything else is NOT_FOUND,
 * never a hint that it exists), one rating per answer that a new one replaces, shown again by
 * History, and a website visitor's hourly cap (RESOURCE_EXHAUSTED) — on the embedded store and
 * on every MongoDB-protocol server the run has.
 */
const ORGS = new Set(['org-a', 'org-b', 'org-c']);
const PER_HOUR = 3;
const logger = createLogger({ service: 'test', level: 'silent' });
let doubles: RunningGrpcServer;

beforeAll(async () => {
  doubles = await startGrpcServer({
    name: 'doubles',
    host: '127.0.0.1',
    port: 0,
    logger,
    services: [
      bindService(services.identity().service, {
        GetOrg: async (req) => {
          if (!ORGS.has(req.org_id)) throw notFound('No such organisation.');
          return { id: req.org_id, name: 'Shop', user_email: '', created_at: '' };
        },
      }),
      bindService(services.replyGeneration().service, {
        Answer: async (req) => ({ text: `Answer to: ${req.question}`, sources: [] }),
      }),
    ],
  });
}, 30_000);
afterAll(async () => {
  await doubles?.stop();
});

/** Chat's start() on the store `storeEnv` names, with a clock the test moves. */
/**
 * Waits until an answer's rating has its events published and cleared from its outbox. FerretDB
 * applies an update as a read, then a write of the whole document (FerretDB#3040), so the relay's
 * clearing of a rating-down's event may write back the rating it read over a newer one; MongoDB
 * and the embedded store apply each update atomically and need no wait.
 */
type Relayed = (chatId: string) => Promise<void>;

function bootChat(storeEnv: Record<string, string> = {}, relayed: Relayed = async () => {}) {
  const booted: { service?: TestService; clock?: ManualClock } = {};
  beforeAll(async () => {
    // From the real time: the counts expire (TTL) by the store's own clock.
    booted.clock = manualClock();
    booted.service = await startTestService(
      start,
      loadChatConfig,
      {
        IDENTITY_ADDR: doubles.address,
        REPLY_GENERATION_ADDR: doubles.address,
        CHAT_RATINGS_PER_VISITOR_HOUR: String(PER_HOUR),
        ...storeEnv,
      },
      undefined,
      { clock: booted.clock.now },
    );
  }, 30_000);
  afterAll(async () => {
    await booted.service?.dispose();
  });
  return {
    client: () =>
      createServiceClient(services.chat(), {
        address: booted.service!.address,
        deadlineMs: 10_000,
      }),
    clock: () => booted.clock!,
    relayed,
  };
}
const staffOf = (org_id: string) => ({ org_id, staff: true });
const notFoundAnswer = { code: 'NOT_FOUND', message: 'This answer was not found.' };

function ratingCases(chat: ReturnType<typeof bootChat>): void {
  const client = chat.client;
  it('keeps one rating per answer, replaced by the next, and History shows it', async () => {
    const c = client();
    const conversation = staffOf('org-a');
    const asked = await c.call.Ask({ conversation, message: 'Do you ship to Belgium?' });
    const other = await c.call.Ask({ conversation, message: 'Do you ship to Spain?' });
    expect(asked.rating).toBe('');

    const down = await c.call.RateAnswer({
      conversation,
      chat_id: asked.id,
      rating: 'down',
      reason: '  It did not say how long.  ',
    });
    expect(down).toEqual({
      chat_id: asked.id,
      rating: 'down',
      reason: 'It did not say how long.',
      rated_at: new Date(chat.clock().now()).toISOString(),
    });
    await chat.relayed(asked.id);
    const ratingsOf = async () =>
      Object.fromEntries(
        (await c.call.History({ conversation })).chats.map((m) => [m.id, m.rating]),
      );
    expect(await ratingsOf()).toMatchObject({ [asked.id]: 'down', [other.id]: '' });

    const up = await c.call.RateAnswer({ conversation, chat_id: asked.id, rating: 'up' });
    expect(up).toMatchObject({ rating: 'up', reason: '' });
    expect(await ratingsOf()).toMatchObject({ [asked.id]: 'up', [other.id]: '' });
    c.close();
  });

  it('answers NOT_FOUND for another organisation’s, another visitor’s or an unknown answer', async () => {
    const c = client();
    const mine = await c.call.Ask({ conversation: staffOf('org-a'), message: 'Opening hours?' });
    await expect(
      c.call.RateAnswer({ conversation: staffOf('org-b'), chat_id: mine.id, rating: 'up' }),
    ).rejects.toMatchObject(notFoundAnswer);

    const visitor = async () => ({
      org_id: 'org-a',
      visitor_token: (await c.call.StartVisitor({ org_id: 'org-a', origin: '' })).visitor_token,
      origin: '',
    });
    const [one, two] = [await visitor(), await visitor()];
    const theirs = await c.call.Ask({ conversation: one, message: 'Do you gift-wrap?' });
    // Neither another visitor nor the organisation's staff may rate a visitor's answer.
    for (const conversation of [two, staffOf('org-a')]) {
      await expect(
        c.call.RateAnswer({ conversation, chat_id: theirs.id, rating: 'down' }),
      ).rejects.toMatchObject(notFoundAnswer);
    }
    // Nor may a visitor rate the staff chat's.
    await expect(
      c.call.RateAnswer({ conversation: one, chat_id: mine.id, rating: 'down' }),
    ).rejects.toMatchObject(notFoundAnswer);
    for (const chat_id of ['', 'no-such-chat']) {
      await expect(
        c.call.RateAnswer({ conversation: staffOf('org-a'), chat_id, rating: 'up' }),
      ).rejects.toMatchObject(notFoundAnswer);
    }
    // A cleared conversation's answers are gone for rating too.
    await c.call.Clear({ conversation: one });
    await expect(
      c.call.RateAnswer({ conversation: one, chat_id: theirs.id, rating: 'up' }),
    ).rejects.toMatchObject(notFoundAnswer);
    // The owner still may.
    expect(
      (await c.call.RateAnswer({ conversation: staffOf('org-a'), chat_id: mine.id, rating: 'up' }))
        .rating,
    ).toBe('up');
    c.close();
  });

  it('refuses a rating other than up or down, an over-long reason and a forged visitor', async () => {
    const c = client();
    const conversation = staffOf('org-a');
    const asked = await c.call.Ask({ conversation, message: 'Can I pay by invoice?' });
    await expect(
      c.call.RateAnswer({ conversation, chat_id: asked.id, rating: 'meh' }),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    await expect(
      c.call.RateAnswer({
        conversation,
        chat_id: asked.id,
        rating: 'down',
        reason: 'x'.repeat(501),
      }),
    ).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: 'A reason can be at most 500 characters long.',
    });
    await expect(
      c.call.RateAnswer({
        conversation: { org_id: 'org-a', visitor_token: 'forged.token.here', origin: '' },
        chat_id: asked.id,
        rating: 'up',
      }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    // Nothing was kept by the refusals.
    const page = await c.call.History({ conversation });
    expect(page.chats.find((m) => m.id === asked.id)?.rating).toBe('');
    c.close();
  });

  it('caps a website visitor’s ratings per hour (RESOURCE_EXHAUSTED), not staff’s', async () => {
    const c = client();
    const { visitor_token } = await c.call.StartVisitor({ org_id: 'org-b', origin: '' });
    const conversation = { org_id: 'org-b', visitor_token, origin: '' };
    const asked = await c.call.Ask({ conversation, message: 'Is there a warranty?' });
    const rate = (rating: string) => c.call.RateAnswer({ conversation, chat_id: asked.id, rating });
    for (let i = 0; i < PER_HOUR; i++) {
      await rate(i % 2 ? 'up' : 'down');
      await chat.relayed(asked.id);
    }
    await expect(rate('up')).rejects.toMatchObject({
      code: 'RESOURCE_EXHAUSTED',
      message: 'Too many ratings. Please try again later.',
    });
    // The refused rating changed nothing: the last one kept stands.
    const kept = (await c.call.History({ conversation })).chats[0]!;
    expect(kept.rating).toBe(PER_HOUR % 2 ? 'down' : 'up');

    // Another visitor has a cap of their own; staff have none.
    const other = await c.call.StartVisitor({ org_id: 'org-b', origin: '' });
    const theirs = { org_id: 'org-b', visitor_token: other.visitor_token, origin: '' };
    const answer = await c.call.Ask({ conversation: theirs, message: 'Returns?' });
    await c.call.RateAnswer({ conversation: theirs, chat_id: answer.id, rating: 'up' });
    const staff = staffOf('org-b');
    const staffAnswer = await c.call.Ask({ conversation: staff, message: 'Stock?' });
    for (let i = 0; i <= PER_HOUR; i++) {
      await c.call.RateAnswer({ conversation: staff, chat_id: staffAnswer.id, rating: 'up' });
    }

    // The next hour the visitor may rate again.
    chat.clock().advance(60 * 60_000);
    expect((await rate('down')).rating).toBe('down');
    c.close();
  });

  it('lets exactly the cap through when a visitor’s ratings race', async () => {
    const c = client();
    const { visitor_token } = await c.call.StartVisitor({ org_id: 'org-a', origin: '' });
    const conversation = { org_id: 'org-a', visitor_token, origin: '' };
    const asked = await c.call.Ask({ conversation, message: 'Do you deliver on Sundays?' });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        c.call.RateAnswer({ conversation, chat_id: asked.id, rating: i % 2 ? 'up' : 'down' }),
      ),
    );
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(refusals).toEqual(
      Array(10 - PER_HOUR).fill(expect.objectContaining({ code: 'RESOURCE_EXHAUSTED' })),
    );
    // One rating kept for the answer, whichever came last.
    const kept = (await c.call.History({ conversation })).chats[0]!;
    expect(['up', 'down']).toContain(kept.rating);

    // Staff racing on a new answer: every rating is kept, as one.
    const staff = staffOf('org-a');
    const answer = await c.call.Ask({ conversation: staff, message: 'Do you sell gift cards?' });
    await Promise.all(
      Array.from({ length: 8 }, () =>
        c.call.RateAnswer({ conversation: staff, chat_id: answer.id, rating: 'up' }),
      ),
    );
    const page = await c.call.History({ conversation: staff });
    expect(page.chats.find((m) => m.id === answer.id)?.rating).toBe('up');
    c.close();
  });

  // Last: it moves the clock a week on.
  it('counts the thumbs per week for the Dashboard, each in the week it was last given', async () => {
    const c = client();
    const conversation = staffOf('org-c');
    const answers = await Promise.all(
      ['Belgium?', 'Spain?', 'Italy?'].map((m) => c.call.Ask({ conversation, message: m })),
    );
    for (const [i, rating] of ['up', 'up', 'down'].entries())
      await c.call.RateAnswer({ conversation, chat_id: answers[i]!.id, rating });
    await chat.relayed(answers[2]!.id);
    const first = weekOf(new Date(chat.clock().now()));
    chat.clock().advance(7 * 86_400_000);
    const second = weekOf(new Date(chat.clock().now()));
    await c.call.RateAnswer({ conversation, chat_id: answers[2]!.id, rating: 'up' });
    const before = lastWeeks(new Date(Date.parse(`${first}T00:00:00Z`) - 1), 1)[0]!;

    const { weeks } = await c.call.GetRatingWeeks({
      org_id: 'org-c',
      weeks: [second, first, before],
    });
    expect(weeks).toEqual([
      { week: second, up: 1, down: 0 },
      { week: first, up: 2, down: 0 },
      { week: before, up: 0, down: 0 },
    ]);
    // Another organisation's thumbs are not counted.
    const theirs = await c.call.GetRatingWeeks({ org_id: 'org-b', weeks: [second] });
    expect(theirs.weeks).toEqual([{ week: second, up: 0, down: 0 }]);
    // A week is named by its Monday.
    const tuesday = new Date(Date.parse(`${first}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    await expect(
      c.call.GetRatingWeeks({ org_id: 'org-c', weeks: [tuesday] }),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    c.close();
  });
}

describe('rating answers on the embedded store', () => {
  ratingCases(bootChat());
});

async function withDatabase<T>(url: string, name: string, use: (db: Db) => Promise<T>): Promise<T> {
  const mongo = await MongoClient.connect(url);
  try {
    return await use(mongo.db(name));
  } finally {
    await mongo.close();
  }
}

// Every MongoDB-protocol server the run has (tests/infra: FerretDB on SQLite and on PostgreSQL).
for (const envName of ['MONGODB_URL', 'MONGODB_PG_URL']) {
  describeWithServer([envName], `rating answers on ${envName}`, () => {
    const prefix = `winzmail-test-feedback-${RUN_ID}-`;
    const relayed: Relayed = (chatId) =>
      eventually(
        `the rating of ${chatId} relayed`,
        () =>
          withDatabase(env(envName), `${prefix}chat`, (db) =>
            db.collection('chat_ratings').findOne({ _id: chatId as never }),
          ),
        (doc) => doc !== null && doc['outbox_token'] === undefined,
      ).then(() => undefined);
    ratingCases(bootChat({ MONGODB_URL: env(envName), MONGODB_DATABASE_PREFIX: prefix }, relayed));
    afterAll(async () => {
      await withDatabase(env(envName), `${prefix}chat`, (db) => db.dropDatabase());
    });
  });
}
