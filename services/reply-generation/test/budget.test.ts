import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_ROUTER_MODELS, openChatModel, type ChatModel } from '@winzmail/platform/llm';
import { startOpenAiLoopback, type OpenAiLoopback } from '@winzmail/testing/openai-loopback';
import { startHarness, type Harness } from './support/harness.js';

/**
 * A priced model's cost and the monthly budget (docs/dashboard.md#cost), through the real openai
 * client against a loopback server speaking OpenAI's protocol: each reply carries its cost from
 * the tokens the server reported; past the budget the composer writes (the paid model is not
 * called) and the reply says so, for mail-sync to draft it.
 */
const MODEL = DEFAULT_ROUTER_MODELS.deepseek;
const FAQ = 'Opening hours\n\nOn Saturdays the shop opens at nine and closes at five.';
const ANSWER = 'On Saturdays the shop opens at nine [1].';

describe('model cost and the monthly budget (openai client, loopback server)', () => {
  let loop: OpenAiLoopback;
  let router: ChatModel;
  let h: Harness;
  const org = randomUUID();
  const other = randomUUID();

  beforeAll(async () => {
    loop = await startOpenAiLoopback({ apiKey: 'test-key' });
    loop.setDefault(MODEL, {
      kind: 'reply',
      text: ANSWER,
      usage: { prompt_tokens: 1000, completion_tokens: 200 },
    });
    router = await openChatModel({
      provider: 'openai',
      openai: { baseUrl: loop.baseUrl, apiKey: 'test-key', timeoutMs: 5000 },
    });
    // $0.27 per million prompt tokens, $1.10 per million completion tokens.
    h = await startHarness(router, { LLM_PRICES: `${MODEL}=0.27/1.10` });
    for (const o of [org, other]) await h.upload(o, 'hours.md', FAQ);
  }, 120_000);
  afterAll(async () => {
    await h?.dispose();
    await router?.close?.();
    await loop?.close();
  });

  const email = (orgId: string) =>
    h.reply.GenerateReply({
      org_id: orgId,
      from_address: 'sam@example.com',
      subject: 'Saturday',
      body: 'When do you open on Saturdays?',
      html: '',
    });

  it('prices each reply by the tokens the model reported, and counts the month', async () => {
    const before = await h.reply.GetModelBudget({ org_id: org });
    expect(before).toMatchObject({
      monthly_micros: 0,
      spent_micros: 0,
      exceeded: false,
      priced: true,
      fallback_model: 'grounded-composer',
      month: expect.stringMatching(/^\d{4}-\d{2}$/),
    });
    const reply = await email(org);
    expect(reply).toMatchObject({ model: MODEL, cost_micros: 490, budget_exceeded: false });
    expect(reply.usage).toEqual({ prompt_tokens: 1000, completion_tokens: 200 });
    expect((await h.reply.GetModelBudget({ org_id: org })).spent_micros).toBe(490);
  });

  it('past the budget the composer writes, the paid model is not called, and the reply says so', async () => {
    const set = await h.reply.SetModelBudget({ org_id: org, monthly_micros: 400 });
    expect(set).toMatchObject({ monthly_micros: 400, spent_micros: 490, exceeded: true });
    const calls = loop.requests.length;

    const reply = await email(org);
    expect(reply).toMatchObject({
      model: 'grounded-composer',
      budget_exceeded: true,
      cost_micros: 0,
      abstained: false,
    });
    expect(reply.text).toContain('nine');
    const chat = await h.reply.Answer({
      org_id: org,
      question: 'When do you open on Saturdays?',
      history: [],
    });
    expect(chat).toMatchObject({ model: 'grounded-composer', budget_exceeded: true });
    expect(loop.requests).toHaveLength(calls);
    // Nothing more was spent.
    expect((await h.reply.GetModelBudget({ org_id: org })).spent_micros).toBe(490);

    // Another organisation's budget is its own.
    expect(await email(other)).toMatchObject({ model: MODEL, budget_exceeded: false });

    // A higher budget, or none, lets the priced model write again.
    await h.reply.SetModelBudget({ org_id: org, monthly_micros: 10_000_000 });
    expect(await email(org)).toMatchObject({ model: MODEL, budget_exceeded: false });
    await h.reply.SetModelBudget({ org_id: org, monthly_micros: 0 });
    expect(await h.reply.GetModelBudget({ org_id: org })).toMatchObject({
      monthly_micros: 0,
      spent_micros: 980,
      exceeded: false,
    });
  });

  it('settles concurrent first settings of a budget on one of them', async () => {
    const fresh = randomUUID();
    const values = [1_000_000, 2_000_000, 3_000_000, 4_000_000];
    await Promise.all(
      values.map((v) => h.reply.SetModelBudget({ org_id: fresh, monthly_micros: v })),
    );
    expect(values).toContain((await h.reply.GetModelBudget({ org_id: fresh })).monthly_micros);
  });

  it.each([-1, 1_000_000_000_001])('refuses a budget of %p micros', async (micros) => {
    await expect(
      h.reply.SetModelBudget({ org_id: org, monthly_micros: micros }),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
  });
});
