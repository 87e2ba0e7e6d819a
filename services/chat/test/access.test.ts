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
import { eventually } from '@winzmail/testing';
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
/** Organisations identity knows (one is deleted by a test). */
const existing = new Set([ORG, NO_PLAN, 'org-to-delete']);

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
          if (!existing.has(req.org_id)) throw notFound('No such organisation.');
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

/** 'OK', or the gRPC status a call ended with. */
const outcome = (call: Promise<unknown>): Promise<string> =>
  call.then(
    () => 'OK',
    (err: { code?: string }) => err.code ?? 'UNKNOWN',
  );

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

  it('forgets a deleted organisation at once (org.deleted), not after its kept while', async () => {
    const c = client();
    const org = 'org-to-delete';
    await c.call.StartVisitor({ org_id: org, origin: '' });
    // Kept: identity could now say anything, the replica does not ask it.
    existing.delete(org);
    expect(await c.call.GetWidgetConfig({ org_id: org, origin: '' })).toEqual({ org_name: 'Shop' });
    await chatService.bus.publish('org.deleted', {
      event_id: `org.deleted:${org}`,
      org_id: org,
      occurred_at: new Date().toISOString(),
    });
    await eventually(
      'the deleted organisation refused',
      () => outcome(c.call.StartVisitor({ org_id: org, origin: '' })),
      (code) => code === 'NOT_FOUND',
    );
    await expect(c.call.StartVisitor({ org_id: org, origin: '' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Chatbot not found.',
    });
    c.close();
  });

  it('publishes widget.changed with a save of the allowed sites, for the other replicas', async () => {
    const seen: string[][] = [];
    const sub = await chatService.bus.subscribe(
      'widget.changed',
      'test-widget-changed',
      async (e) => {
        if (e.org_id === NO_PLAN) seen.push(e.allowed_origins);
      },
    );
    const c = client();
    try {
      await c.call.SetWidgetSettings({
        org_id: NO_PLAN,
        settings: { allowed_origins: ['https://plan.example/shop'] },
      });
      await eventually('the saved sites published', () => seen.length > 0);
      expect(seen).toEqual([['https://plan.example']]);
    } finally {
      await c.call.SetWidgetSettings({ org_id: NO_PLAN, settings: { allowed_origins: [] } });
      await sub.stop();
      c.close();
    }
  });

  it("follows another replica's save of the allowed sites (widget.changed), not its own store", async () => {
    const c = client();
    const { visitor_token } = await c.call.StartVisitor({ org_id: ORG, origin: '' });
    const from = (origin: string) => ({ org_id: ORG, visitor_token, origin });
    const changed = (allowed_origins: string[]) =>
      chatService.bus.publish('widget.changed', {
        event_id: `widget-${allowed_origins.length}`,
        org_id: ORG,
        occurred_at: new Date().toISOString(),
        allowed_origins,
      });
    const shop = () => outcome(c.call.History({ conversation: from('https://shop.example') }));
    // Only the event says so (this replica's store still lists none): the event is what it keeps.
    await changed(['https://other.example']);
    try {
      await eventually('the event applied', shop, (code) => code === 'PERMISSION_DENIED');
      expect(await outcome(c.call.History({ conversation: from('https://other.example') }))).toBe(
        'OK',
      );
      expect(await c.call.GetWidgetSettings({ org_id: ORG })).toEqual({
        allowed_origins: ['https://other.example'],
      });
    } finally {
      await changed([]);
    }
    await eventually('the second event applied', shop, (code) => code === 'OK');
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
