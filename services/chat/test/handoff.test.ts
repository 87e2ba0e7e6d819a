import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  bindService,
  createLogger,
  createServiceClient,
  notFound,
  startGrpcServer,
  type RunningGrpcServer,
} from '@winzmail/platform';
import { services, type EventMap } from '@winzmail/proto';
import { describeWithServer, env, eventually, RUN_ID } from '@winzmail/testing';
import { manualClock, type ManualClock } from '@winzmail/testing/clock';
import { startTestService, type TestService } from '@winzmail/testing/service';
import { dropDatabase } from '@winzmail/testing/mongo-server';
import { loadChatConfig, start } from '../src/index.js';

/**
 * Handoff to a person (docs/chat.md): only a website visitor, with a plain address; the
 * conversation leaves once as handoff.requested (from the write that stores it); the daily caps
 * per visitor, per address and per organisation hold when handoffs race — on the embedded store
 * and on every MongoDB-protocol server the run has.
 */
const ORGS = new Set(['org-a', 'org-b', 'org-c']);
const CAPS = { visitor: 2, address: 3, org: 5 };
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
}, 30_000);
afterAll(async () => {
  await doubles?.stop();
});

function bootChat(storeEnv: Record<string, string> = {}) {
  const booted: {
    service?: TestService;
    clock?: ManualClock;
    seen: EventMap['handoff.requested'][];
  } = { seen: [] };
  beforeAll(async () => {
    booted.clock = manualClock();
    booted.service = await startTestService(
      start,
      loadChatConfig,
      {
        IDENTITY_ADDR: doubles.address,
        REPLY_GENERATION_ADDR: doubles.address,
        CHAT_HANDOFFS_PER_VISITOR_DAY: String(CAPS.visitor),
        CHAT_HANDOFFS_PER_ADDRESS_DAY: String(CAPS.address),
        CHAT_HANDOFFS_PER_ORG_DAY: String(CAPS.org),
        ...storeEnv,
      },
      undefined,
      { clock: booted.clock.now },
    );
    await booted.service.bus.subscribe('handoff.requested', 'test', async (event) => {
      booted.seen.push(event);
    });
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
    seen: () => booted.seen,
  };
}

type Chat = ReturnType<typeof bootChat>;
type Client = ReturnType<Chat['client']>;

async function visitorOf(c: Client, org_id: string) {
  const { visitor_token } = await c.call.StartVisitor({ org_id, origin: '' });
  return { org_id, visitor_token, origin: '' };
}

function handoffCases(chat: Chat): void {
  it('sends the visitor’s conversation once, oldest first, with the address; abstentions are flagged', async () => {
    const c = chat.client();
    const visitor = await visitorOf(c, 'org-a');
    const first = await c.call.Ask({ conversation: visitor, message: 'Opening hours?' });
    const second = await c.call.Ask({ conversation: visitor, message: 'Do you sell gift cards?' });
    expect([first.abstained, second.abstained]).toEqual([false, true]);
    const history = (await c.call.History({ conversation: visitor })).chats;
    expect(history.map((m) => m.abstained)).toEqual([true, false]);

    const result = await c.call.HandOff({
      conversation: visitor,
      email: '  Ana.Visitor+shop@Example.COM ',
      name: ' Ana\r\n Maria ',
    });
    expect(result.handoff_id).toBeTruthy();
    const events = await eventually(
      'the handoff published',
      async () => chat.seen().filter((e) => e.event_id === result.handoff_id),
      (found) => found.length === 1,
    );
    expect(events[0]).toMatchObject({
      org_id: 'org-a',
      address: 'Ana.Visitor+shop@example.com',
      name: 'Ana Maria',
      conv: expect.stringMatching(/^v:/),
      transcript: [
        { question: 'Opening hours?', answer: 'Answer to: Opening hours?', at: first.created_at },
        {
          question: 'Do you sell gift cards?',
          answer: "I'm sorry, but I don't have that information.",
          at: second.created_at,
        },
      ],
    });
    c.close();
  });

  it('refuses staff, a forged visitor, an address that is not one plain address and a long name', async () => {
    const c = chat.client();
    await expect(
      c.call.HandOff({ conversation: { org_id: 'org-a', staff: true }, email: 'a@example.com' }),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    await expect(
      c.call.HandOff({
        conversation: { org_id: 'org-a', visitor_token: 'forged.token.here', origin: '' },
        email: 'a@example.com',
      }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    const visitor = await visitorOf(c, 'org-b');
    for (const email of [
      '',
      'ana',
      'ana@example',
      'Ana <ana@example.com>',
      'ana@example.com\r\nBcc: victim@example.com',
      'ana@example.com, bob@example.com',
      'ana@@example.com',
      '"ana"@example.com',
      `${'a'.repeat(250)}@example.com`,
    ]) {
      await expect(c.call.HandOff({ conversation: visitor, email })).rejects.toMatchObject({
        code: 'INVALID_ARGUMENT',
        message: 'Please enter a valid email address.',
      });
    }
    await expect(
      c.call.HandOff({ conversation: visitor, email: 'ana@example.com', name: 'x'.repeat(101) }),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    // The refusals used none of the visitor's handoffs.
    for (let i = 0; i < CAPS.visitor; i++)
      await c.call.HandOff({ conversation: visitor, email: `refused-${i}@example.com` });
    c.close();
  });

  it('caps handoffs per visitor, per address and per organisation a day', async () => {
    const c = chat.client();
    const tooMany = {
      code: 'RESOURCE_EXHAUSTED',
      message:
        'Your conversation could not be passed on: too many requests today. Please try again tomorrow.',
    };
    // Per visitor.
    const visitor = await visitorOf(c, 'org-c');
    for (let i = 0; i < CAPS.visitor; i++)
      await c.call.HandOff({ conversation: visitor, email: `v${i}@example.org` });
    await expect(
      c.call.HandOff({ conversation: visitor, email: 'another@example.org' }),
    ).rejects.toMatchObject(tooMany);
    // Per address, whatever the visitor, the organisation or the case of the domain.
    const address = `same-${RUN_ID}@example.net`;
    for (let i = 0; i < CAPS.address; i++)
      await c.call.HandOff({
        conversation: await visitorOf(c, i % 2 ? 'org-a' : 'org-b'),
        email: i % 2 ? address.toUpperCase().replace('SAME', 'same') : address,
      });
    await expect(
      c.call.HandOff({ conversation: await visitorOf(c, 'org-c'), email: address }),
    ).rejects.toMatchObject(tooMany);
    // Per organisation (counted last: the refusals above took none of org-c's).
    const left = CAPS.org - CAPS.visitor;
    for (let i = 0; i < left; i++)
      await c.call.HandOff({
        conversation: await visitorOf(c, 'org-c'),
        email: `o${i}@example.org`,
      });
    await expect(
      c.call.HandOff({ conversation: await visitorOf(c, 'org-c'), email: 'last@example.org' }),
    ).rejects.toMatchObject(tooMany);
    // The next day the visitor may again.
    chat.clock().advance(24 * 60 * 60_000);
    await c.call.HandOff({ conversation: visitor, email: 'tomorrow@example.org' });
    c.close();
  });

  it('lets exactly the visitor’s cap through when handoffs race, each published once', async () => {
    const c = chat.client();
    const visitor = await visitorOf(c, 'org-a');
    await c.call.Ask({ conversation: visitor, message: 'Do you deliver on Sundays?' });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        c.call.HandOff({ conversation: visitor, email: `race-${i}-${RUN_ID}@example.com` }),
      ),
    );
    const passed = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.handoff_id] : []));
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(passed).toHaveLength(CAPS.visitor);
    expect(refused).toEqual(
      Array(10 - CAPS.visitor).fill(expect.objectContaining({ code: 'RESOURCE_EXHAUSTED' })),
    );
    await eventually(
      'both published',
      async () => chat.seen().filter((e) => passed.includes(e.event_id)),
      (found) => found.length === CAPS.visitor,
    );
    c.close();
  });
}

describe('handoff on the embedded store', () => {
  handoffCases(bootChat());
});

for (const envName of ['MONGODB_URL', 'MONGODB_PG_URL']) {
  describeWithServer([envName], `handoff on ${envName}`, () => {
    const prefix = `winzmail-test-handoff-${RUN_ID}-`;
    handoffCases(bootChat({ MONGODB_URL: env(envName), MONGODB_DATABASE_PREFIX: prefix }));
    afterAll(async () => {
      await dropDatabase(env(envName), `${prefix}chat`);
    });
  });
}
