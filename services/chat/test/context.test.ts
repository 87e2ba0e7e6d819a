import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  bindService,
  createLogger,
  createServiceClient,
  startGrpcServer,
  type RunningGrpcServer,
} from '@winzmail/platform';
import { services, type replyGeneration } from '@winzmail/proto';
import { describeWithServer, env, RUN_ID } from '@winzmail/testing';
import { startTestService, type TestService } from '@winzmail/testing/service';
import { dropDatabase } from '@winzmail/testing/mongo-server';
import { loadChatConfig, start } from '../src/index.js';

/**
 * The context an answer is given (docs/chat.md): the conversation's latest turns, kept beside the
 * conversation (chat_contexts) so that an answer reads one document, whatever the length of the
 * conversation. What reply-generation receives is what these tests read, on the embedded store
 * and on every MongoDB-protocol server the run has.
 */
const logger = createLogger({ service: 'test', level: 'silent' });
const TURNS = 3;
let doubles: RunningGrpcServer;
let chat: TestService;
let dataDir: string;
/** Each question reply-generation was asked, with the context it was given. */
const asked = new Map<string, replyGeneration.AnswerRequest__Output['history']>();

const doublesFor = (orgs: string[]) => [
  bindService(services.identity().service, {
    GetOrg: async (req) => {
      if (!orgs.includes(req.org_id)) throw new Error('unknown org');
      return { id: req.org_id, name: 'Shop', user_email: '', created_at: '' };
    },
  }),
  bindService(services.replyGeneration().service, {
    Answer: async (req) => {
      asked.set(req.question, req.history);
      return { text: `Answer to: ${req.question}`, sources: [], grounded: true };
    },
  }),
];

beforeAll(async () => {
  doubles = await startGrpcServer({
    name: 'doubles',
    host: '127.0.0.1',
    port: 0,
    logger,
    services: doublesFor(['org-a', 'org-b']),
  });
}, 30_000);
afterAll(async () => {
  await doubles?.stop();
});

/** Boots chat on one store for the suite; `restart` starts it again on the same data. */
function bootChat(storeEnv: Record<string, string> = {}) {
  const startChat = () =>
    startTestService(
      start,
      loadChatConfig,
      {
        IDENTITY_ADDR: doubles.address,
        REPLY_GENERATION_ADDR: doubles.address,
        CHAT_CONTEXT_TURNS: String(TURNS),
        ...storeEnv,
      },
      dataDir,
    );
  beforeAll(async () => {
    asked.clear();
    // Ours, not the harness's: it outlives a restart.
    dataDir = await mkdtemp(join(tmpdir(), 'winzmail-chat-context-'));
    chat = await startChat();
  }, 30_000);
  afterAll(async () => {
    await chat?.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });
  return {
    restart: async () => {
      await chat.dispose();
      chat = await startChat();
    },
  };
}

const client = () =>
  createServiceClient(services.chat(), { address: chat.address, deadlineMs: 10_000 });
const staffOf = (org_id: string) => ({ org_id, staff: true });
const turn = (q: string) => ({ message: q, response: `Answer to: ${q}` });

function contextCases(booted: { restart: () => Promise<void> }) {
  it('is the latest turns of the conversation, oldest first, at most CHAT_CONTEXT_TURNS', async () => {
    const c = client();
    for (const n of [1, 2, 3, 4, 5]) {
      await c.call.Ask({ conversation: staffOf('org-a'), message: `a${n}?` });
    }
    expect(asked.get('a1?')).toEqual([]);
    expect(asked.get('a2?')).toEqual([turn('a1?')]);
    expect(asked.get('a5?')).toEqual([turn('a2?'), turn('a3?'), turn('a4?')]);
    c.close();
  });

  it("is the conversation's own: another organisation's staff and each visitor start apart", async () => {
    const c = client();
    await c.call.Ask({ conversation: staffOf('org-b'), message: 'b1?' });
    expect(asked.get('b1?')).toEqual([]);
    const visitor = async () => ({
      org_id: 'org-a',
      origin: '',
      visitor_token: (await c.call.StartVisitor({ org_id: 'org-a', origin: '' })).visitor_token,
    });
    const [one, two] = [await visitor(), await visitor()];
    await c.call.Ask({ conversation: one, message: 'v1 first?' });
    await c.call.Ask({ conversation: two, message: 'v2 first?' });
    await c.call.Ask({ conversation: one, message: 'v1 second?' });
    expect(asked.get('v1 first?')).toEqual([]);
    expect(asked.get('v2 first?')).toEqual([]);
    expect(asked.get('v1 second?')).toEqual([turn('v1 first?')]);
    c.close();
  });

  it('is gone with a cleared conversation', async () => {
    const c = client();
    await c.call.Ask({ conversation: staffOf('org-b'), message: 'b2?' });
    await c.call.Clear({ conversation: staffOf('org-b') });
    await c.call.Ask({ conversation: staffOf('org-b'), message: 'b3?' });
    expect(asked.get('b3?')).toEqual([]);
    c.close();
  });

  it('holds only asked turns when answers of one conversation race, and every answer is kept', async () => {
    const c = client();
    const questions = Array.from({ length: 8 }, (_, n) => `race ${n}?`);
    await c.call.Clear({ conversation: staffOf('org-b') });
    await Promise.all(
      questions.map((message) => c.call.Ask({ conversation: staffOf('org-b'), message })),
    );
    await c.call.Ask({ conversation: staffOf('org-b'), message: 'after the race?' });
    const context = asked.get('after the race?') ?? [];
    // Racing answers read the same context: the last write stands, the others stay out of it.
    expect(context.length).toBeGreaterThanOrEqual(1);
    expect(context.length).toBeLessThanOrEqual(TURNS);
    for (const t of context) expect(questions.map(turn)).toContainEqual(t);
    const kept = await c.call.History({ conversation: staffOf('org-b'), limit: 50, offset: 0 });
    expect(kept.total).toBe(questions.length + 1);
    c.close();
  });

  it('outlives a restart of the service (it is stored, not held)', async () => {
    await booted.restart();
    const c = client();
    await c.call.Ask({ conversation: staffOf('org-a'), message: 'after restart?' });
    expect(asked.get('after restart?')).toEqual([turn('a3?'), turn('a4?'), turn('a5?')]);
    c.close();
  });
}

describe('the context of an answer, on the embedded store', () => {
  contextCases(bootChat());
});

for (const envName of ['MONGODB_URL', 'MONGODB_PG_URL']) {
  describeWithServer([envName], `the context of an answer, on ${envName}`, () => {
    const prefix = `winzmail-test-context-${RUN_ID}-`;
    contextCases(bootChat({ MONGODB_URL: env(envName), MONGODB_DATABASE_PREFIX: prefix }));
    afterAll(async () => {
      await dropDatabase(env(envName), `${prefix}chat`);
    });
  });
}
