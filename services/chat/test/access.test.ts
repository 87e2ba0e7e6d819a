import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  AppError,
  bindService,
  createLogger,
  createServiceClient,
  notFound,
  startGrpcServer,
  type RunningGrpcServer,
} from '@winzmail/platform';
import { services } from '@winzmail/proto';
import { startTestService, type TestService } from '@winzmail/testing/service';
import { loadChatConfig, start } from '../src/index.js';

/**
 * The website chat's access, decided by chat alone: the organisation exists (identity), the
 * page's origin is one it allows (chat's settings), the visitor token is chat's own, and the
 * plan lets the AI write (reply-generation). Each refusal is the status and words the gateway
 * turns into the same HTTP answer as before (404, 403, 401, 409).
 */
const ORG = 'org-shop';
const NO_PLAN = 'org-no-plan';
const logger = createLogger({ service: 'test', level: 'silent' });
let doubles: RunningGrpcServer;
let chatService: TestService;
let getOrgCalls = 0;

const cited = {
  document_id: 'doc-1',
  filename: 'Shipping — Shop',
  heading: 'Parcels',
  chunk_id: 'chunk-1',
  number: 1,
  text: 'Parcels leave within two days.',
  source_url: 'https://shop.example/shipping',
  score: 0.9,
};

beforeAll(async () => {
  doubles = await startGrpcServer({
    name: 'doubles',
    host: '127.0.0.1',
    port: 0,
    logger,
    services: [
      bindService(services.identity().service, {
        GetOrg: async (req) => {
          getOrgCalls++;
          if (req.org_id !== ORG && req.org_id !== NO_PLAN) throw notFound('No such organisation.');
          return { id: req.org_id, name: 'Shop', user_email: '', created_at: '' };
        },
      }),
      bindService(
        services.replyGeneration().service,
        {
          Answer: async (req) => {
            if (req.org_id === NO_PLAN) {
              throw new AppError('FAILED_PRECONDITION', 'A subscription is needed.');
            }
            return { text: 'Within two days. [1]', sources: [cited] };
          },
        },
        {},
        {
          AnswerStream: async (req, send) => {
            if (req.org_id === NO_PLAN) {
              throw new AppError('FAILED_PRECONDITION', 'A subscription is needed.');
            }
            await send({ delta: 'Within two days. [1]' });
            await send({ done: { text: 'Within two days. [1]', sources: [cited] } });
          },
        },
      ),
    ],
  });
  chatService = await startTestService(start, loadChatConfig, {
    IDENTITY_ADDR: doubles.address,
    REPLY_GENERATION_ADDR: doubles.address,
  });
}, 30_000);
afterAll(async () => {
  await chatService?.dispose();
  await doubles?.stop();
});

const client = () =>
  createServiceClient(services.chat(), { address: chatService.address, deadlineMs: 10_000 });

async function askStreaming(
  c: ReturnType<typeof client>,
  conversation: { org_id: string; visitor_token: string; origin: string },
) {
  const events: unknown[] = [];
  for await (const e of c.stream.AskStream({ conversation, message: 'How fast do you ship?' }))
    events.push(e.delta || e.done);
  return events;
}

describe("chat's one access decision for the website chat", () => {
  it('admits a visitor of an existing organisation, from any page while it lists none', async () => {
    const c = client();
    const { visitor_token } = await c.call.StartVisitor({ org_id: ORG, origin: '' });
    const answer = await c.call.Ask({
      conversation: { org_id: ORG, visitor_token, origin: 'https://anywhere.example' },
      message: 'How fast do you ship?',
    });
    expect(answer.response).toBe('Within two days. [1]');
    // One shape end to end: the page a visitor may see, without the document or its text.
    expect(answer.sources).toEqual([
      {
        number: 1,
        document_id: '',
        filename: 'Shipping — Shop',
        heading: '',
        source_url: 'https://shop.example/shipping',
        chunk_id: '',
        text: '',
        score: 0,
      },
    ]);
    expect(await c.call.GetWidgetConfig({ org_id: ORG, origin: '' })).toEqual({
      org_name: 'Shop',
    });
    c.close();
  });

  it('refuses an organisation that does not exist: NOT_FOUND "Chatbot not found." (404)', async () => {
    const c = client();
    const missing = { code: 'NOT_FOUND', message: 'Chatbot not found.' };
    await expect(c.call.StartVisitor({ org_id: 'org-gone', origin: '' })).rejects.toMatchObject(
      missing,
    );
    // Before the token is looked at: a missing organisation is 404 whatever the token.
    await expect(
      c.call.History({ conversation: { org_id: 'org-gone', visitor_token: 'x.y.z' } }),
    ).rejects.toMatchObject(missing);
    await expect(
      askStreaming(c, { org_id: 'org-gone', visitor_token: 'x.y.z', origin: '' }),
    ).rejects.toMatchObject(missing);
    await expect(c.call.GetWidgetConfig({ org_id: 'org-gone', origin: '' })).rejects.toMatchObject(
      missing,
    );
    c.close();
  });

  it('refuses a page the organisation does not list: PERMISSION_DENIED (403), staff unaffected', async () => {
    const c = client();
    const { visitor_token } = await c.call.StartVisitor({ org_id: ORG, origin: '' });
    await c.call.SetWidgetSettings({
      org_id: ORG,
      settings: { allowed_origins: ['https://shop.example'] },
    });
    try {
      const denied = {
        code: 'PERMISSION_DENIED',
        message: 'This website is not allowed to use this chat.',
      };
      const from = (origin: string) => ({ org_id: ORG, visitor_token, origin });
      await expect(askStreaming(c, from('https://evil.example'))).rejects.toMatchObject(denied);
      // No Origin at all is refused too once sites are listed.
      await expect(c.call.History({ conversation: from('') })).rejects.toMatchObject(denied);
      await expect(c.call.Clear({ conversation: from('') })).rejects.toMatchObject(denied);
      await expect(
        c.call.StartVisitor({ org_id: ORG, origin: 'https://evil.example' }),
      ).rejects.toMatchObject(denied);
      await expect(
        c.call.GetWidgetConfig({ org_id: ORG, origin: 'https://evil.example' }),
      ).rejects.toMatchObject(denied);
      // The listed site is let in at once (no copy of the settings elsewhere to wait for).
      expect(await askStreaming(c, from('https://shop.example'))).toHaveLength(2);
      // Staff are not the website chat: no origin rule applies to them.
      expect(
        (await c.call.History({ conversation: { org_id: ORG, staff: true } })).total,
      ).toBeGreaterThanOrEqual(0);
      expect(await c.call.GetWidgetConfig({ org_id: ORG, staff: true })).toEqual({
        org_name: 'Shop',
      });
    } finally {
      await c.call.SetWidgetSettings({ org_id: ORG, settings: { allowed_origins: [] } });
    }
    c.close();
  });

  it('refuses a token that is not its own only after the organisation and page: UNAUTHENTICATED (401)', async () => {
    const c = client();
    await expect(
      c.call.History({ conversation: { org_id: ORG, visitor_token: 'forged.token.here' } }),
    ).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'This chat session is not valid. Please reload the page.',
    });
    c.close();
  });

  it('tells a visitor of an organisation without a plan only that the assistant is unavailable (409)', async () => {
    const c = client();
    const { visitor_token } = await c.call.StartVisitor({ org_id: NO_PLAN, origin: '' });
    await expect(
      askStreaming(c, { org_id: NO_PLAN, visitor_token, origin: '' }),
    ).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      message: 'This assistant is not available at the moment.',
    });
    // Staff read why.
    await expect(
      c.call.Ask({ conversation: { org_id: NO_PLAN, staff: true }, message: 'Hello?' }),
    ).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', message: 'A subscription is needed.' });
    c.close();
  });

  it('asks identity about an organisation once in a while, not on every question', async () => {
    const c = client();
    const { visitor_token } = await c.call.StartVisitor({ org_id: ORG, origin: '' });
    const before = getOrgCalls;
    for (let i = 0; i < 3; i++) {
      await c.call.History({ conversation: { org_id: ORG, visitor_token, origin: '' } });
    }
    expect(getOrgCalls).toBe(before);
    c.close();
  });
});
